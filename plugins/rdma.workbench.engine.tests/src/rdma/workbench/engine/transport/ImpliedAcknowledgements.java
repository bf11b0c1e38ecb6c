package rdma.workbench.engine.transport;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Watches for retries spent on a response that acknowledges: a READ response (FIRST or ONLY)
 * with a PSN past the oldest unacknowledged one implicitly acknowledges the SEND and WRITE
 * packets before it, since the responder executes in order (rxe_comp.c check_psn: a response
 * past a sent SEND or WRITE WQE's last PSN completes it, COMPST_COMP_WQE, and resets the retry
 * counters). Only when a READ or atomic lies in between is a response missing and the retry due.
 */
final class ImpliedAcknowledgements implements Consumer<TraceEvent> {

    private final Session session;
    /** Per QP ("host qpn"), what its last packet with each PSN asked for (a READ's whole PSN range is READ). */
    private final Map<String, Map<Integer, Opcode.Kind>> sent = new HashMap<>();
    private final List<Wasted> wasted = new ArrayList<>();

    /** A retry spent on a READ response that acknowledged the SEND and WRITE packets before it. */
    record Wasted(String host, int qpn, long time, String text) {
    }

    ImpliedAcknowledgements(Session session) {
        this.session = session;
    }

    /** Every READ response dropped as out of sequence though it acknowledged what lay before it. */
    List<Wasted> wasted() {
        return wasted;
    }

    @Override
    public void accept(TraceEvent e) {
        if (e instanceof PacketSent s) {
            sent(s);
        } else if (e instanceof PacketDropped d && d.reason() == DropReason.OUT_OF_SEQUENCE && d.packet() != null
                && d.packet().opcode().kind() == Opcode.Kind.READ_RESPONSE && d.packet().opcode().isFirstOrOnly()) {
            dropped(d);
        }
    }

    private void sent(PacketSent s) {
        RocePacket p = s.packet();
        Opcode.Kind kind = p.opcode().kind();
        if (kind != Opcode.Kind.SEND && kind != Opcode.Kind.WRITE && kind != Opcode.Kind.READ && kind != Opcode.Kind.ATOMIC) {
            return;
        }
        Map<Integer, Opcode.Kind> psns = sent.computeIfAbsent(s.node() + " " + s.qpn(), k -> new HashMap<>());
        int span = 1;
        if (kind == Opcode.Kind.READ) {
            int mtu = session.queuePairs().stream().filter(q -> q.host().equals(s.node()) && q.qpn() == s.qpn()).findFirst()
                    .map(QpSnapshot::pathMtu).orElse(256);
            span = Math.max(1, (int) ((Integer.toUnsignedLong(p.reth().dmaLength()) + mtu - 1) / mtu));
        }
        for (int i = 0; i < span; i++) {
            psns.put(Psn.add(p.bth().psn(), i), kind);
        }
    }

    private void dropped(PacketDropped d) {
        QpSnapshot q = session.queuePairs().stream().filter(x -> x.host().equals(d.node()) && x.qpn() == d.qpn()).findFirst().orElse(null);
        Map<Integer, Opcode.Kind> psns = sent.get(d.node() + " " + d.qpn());
        if (q == null || psns == null) {
            return;
        }
        int from = q.oldestUnackedPsn();
        int to = d.packet().bth().psn();
        if (Psn.compare(to, from) <= 0) {
            return;
        }
        for (int psn = from; psn != to; psn = Psn.add(psn, 1)) {
            Opcode.Kind k = psns.get(psn);
            if (k != Opcode.Kind.SEND && k != Opcode.Kind.WRITE) {
                return;
            }
        }
        wasted.add(new Wasted(d.node(), d.qpn(), d.time(), String.format("%s QP 0x%06x at %.3f us: %s PSN %d acknowledges PSNs %d..%d (SEND/WRITE) "
                + "but was dropped as out of sequence, costing a retry and a go-back-N", d.node(), d.qpn(), d.time() / 1000.0, d.packet().opcode(), to,
                from, Psn.add(to, -1))));
    }
}
