package rdma.workbench.fuzz.loss;

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
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Watches for retries the completer spends on READ responses it should have taken, or ignored
 * (either is a broken promise of {@link LossRun}):
 * <ul>
 * <li>an implied acknowledgement: a READ response (FIRST or ONLY) with a PSN past the oldest
 * unacknowledged one acknowledges the SEND and WRITE packets before it, since the responder
 * executes in order (rxe_comp.c check_psn: a response past a sent SEND or WRITE WQE's last PSN
 * completes it, COMPST_COMP_WQE, and resets the retry counters); only when a READ or atomic lies
 * in between is a response missing;</li>
 * <li>a stale response: after one READ response out of sequence has sent the READ again, the
 * later ones (answers to earlier copies of the request, duplicates) say nothing new; hfi1 and qib
 * restart once and then "skip everything other than the PSN we expect" (rdmavt's
 * RVT_R_RDMAR_SEQ, hfi1 rc_rcv_resp), and rxe ignores every READ response past comp.psn
 * (rxe_comp.c check_psn, COMPST_DONE) and leaves the retry to the timer. A local ACK timeout
 * ends the wait: after it, one restart is due again.</li>
 * </ul>
 */
public final class WastedRetries implements Consumer<TraceEvent> {

    private final Session session;
    /** Per QP ("host qpn"), what its last packet with each PSN asked for (a READ's whole PSN range is READ). */
    private final Map<String, Map<Integer, Opcode.Kind>> sent = new HashMap<>();
    private final List<Wasted> wasted = new ArrayList<>();

    /** Why a retry was wasted. */
    public enum Kind {
        IMPLIED_ACKNOWLEDGEMENT, STALE_RESPONSE
    }

    /** A retry spent on a READ response that should have been taken or ignored. */
    public record Wasted(Kind kind, String host, int qpn, long time, String text) {
    }

    /** Per QP, the PSN an out-of-sequence READ response last had the READ sent again from, until a timeout. */
    private final Map<String, Integer> restartedFrom = new HashMap<>();

    WastedRetries(Session session) {
        this.session = session;
    }

    /** Every retry wasted so far, in order. */
    List<Wasted> wasted() {
        return wasted;
    }

    @Override
    public void accept(TraceEvent e) {
        if (e instanceof PacketSent s) {
            sent(s);
        } else if (e instanceof TimerFired t && t.timer() == TimerKind.LOCAL_ACK_TIMEOUT) {
            restartedFrom.remove(t.node() + " " + t.qpn());
        } else if (e instanceof PacketDropped d && d.reason() == DropReason.OUT_OF_SEQUENCE && d.packet() != null
                && d.packet().opcode().kind() == Opcode.Kind.READ_RESPONSE) {
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
        String key = d.node() + " " + d.qpn();
        QpSnapshot q = session.queuePairs().stream().filter(x -> x.host().equals(d.node()) && x.qpn() == d.qpn()).findFirst().orElse(null);
        Map<Integer, Opcode.Kind> psns = sent.get(key);
        if (q == null || psns == null) {
            return;
        }
        int from = q.oldestUnackedPsn();
        int to = d.packet().bth().psn();
        Integer restarted = restartedFrom.put(key, from);
        if (Psn.compare(to, from) <= 0) {
            return;
        }
        if (impliesAcknowledgement(psns, from, to)) {
            wasted.add(new Wasted(Kind.IMPLIED_ACKNOWLEDGEMENT, d.node(), d.qpn(), d.time(), String.format("%s QP 0x%06x at %.3f us: %s PSN %d "
                    + "acknowledges PSNs %d..%d (SEND/WRITE) but was dropped as out of sequence, costing a retry and a go-back-N", d.node(), d.qpn(),
                    d.time() / 1000.0, d.packet().opcode(), to, from, Psn.add(to, -1))));
        } else if (restarted != null && restarted == from) {
            wasted.add(new Wasted(Kind.STALE_RESPONSE, d.node(), d.qpn(), d.time(), String.format("%s QP 0x%06x at %.3f us: %s PSN %d, out of "
                    + "sequence again after the READ was already sent again from PSN %d, cost another retry", d.node(), d.qpn(), d.time() / 1000.0,
                    d.packet().opcode(), to, from)));
        }
    }

    private static boolean impliesAcknowledgement(Map<Integer, Opcode.Kind> psns, int from, int to) {
        for (int psn = from; psn != to; psn = Psn.add(psn, 1)) {
            Opcode.Kind k = psns.get(psn);
            if (k != Opcode.Kind.SEND && k != Opcode.Kind.WRITE) {
                return false;
            }
        }
        return true;
    }
}
