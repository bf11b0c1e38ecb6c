package rdma.workbench.engine.transport;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.AtomicEth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Deth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Turns send work requests into packets (rxe_req.c's role): segments by path MTU into
 * FIRST/MIDDLE/LAST/ONLY, numbers them with PSNs, sets AckReq on a message's last packet, and
 * stops for a FENCE, for max_rd_atomic outstanding READs and atomics, for a window of 128
 * unacknowledged PSNs, and while an RNR wait lasts. Go-back-N restarts it at a PSN.
 */
final class Requester {

    /** IBTA 9.7.7.2: a requester keeps at most this many PSNs unacknowledged (rxe: RXE_MAX_UNACKED_PSNS). */
    static final int MAX_UNACKED_PSNS = 128;

    private final QpTransport t;
    final List<SendWqe> wqes = new ArrayList<>();
    int psn;
    /** Index in {@link #wqes} of the next WQE to send from. */
    int next;
    boolean rnrWait;
    private boolean scheduled;

    Requester(QpTransport t) {
        this.t = t;
    }

    void start(int sqPsn) {
        psn = sqPsn;
    }

    void posted(SendWr wr) {
        SendWqe w = new SendWqe(wr);
        if (wr.flags().contains(SendFlag.INLINE)) {
            // the NIC copies inline data at post time: the program may reuse its buffer at once, and no lkey is needed
            w.inline = new byte[w.length];
            int at = 0;
            for (rdma.workbench.engine.verbs.Sge s : wr.sges()) {
                System.arraycopy(t.device().memory().read(s.addr(), s.length()), 0, w.inline, at, s.length());
                at += s.length();
            }
        }
        wqes.add(w);
        kick("post_send");
    }

    void clear() {
        wqes.clear();
        next = 0;
        rnrWait = false;
    }

    /** Runs the requester soon (as its own engine event, so the trace shows it). */
    void kick(String cause) {
        if (!scheduled) {
            scheduled = true;
            t.simulation().schedule(0, "requester of " + t.name() + " (" + cause + ")", () -> {
                scheduled = false;
                run(cause);
            });
        }
    }

    private void run(String cause) {
        while (next < wqes.size() && t.canSend() && !rnrWait) {
            SendWqe w = wqes.get(next);
            if (w.state == SendWqe.State.PENDING && !admit(w)) {
                return;
            }
            if (!emit(w, cause)) {
                return;
            }
            next++;
        }
    }

    /** Whether a new WQE may start now: fence, max_rd_atomic and the PSN window. */
    private boolean admit(SendWqe w) {
        if (w.wr.flags().contains(SendFlag.FENCE)) {
            for (int i = 0; i < next; i++) {
                SendWqe earlier = wqes.get(i);
                if (earlier.isReadOrAtomic() && earlier.state != SendWqe.State.DONE) {
                    return false;
                }
            }
        }
        if (w.isReadOrAtomic()) {
            int limit = Math.max(1, t.qp().attributes().maxRdAtomic);
            int outstanding = 0;
            for (int i = 0; i < next; i++) {
                if (wqes.get(i).isReadOrAtomic() && wqes.get(i).state != SendWqe.State.DONE) {
                    outstanding++;
                }
            }
            if (outstanding >= limit) {
                return false;
            }
        }
        if (t.qp().type() == QpType.RC && !wqes.isEmpty() && wqes.get(0) != w && Psn.compare(psn, wqes.get(0).firstPsn) >= MAX_UNACKED_PSNS << 8) {
            return false;
        }
        String bad = w.inline != null ? null : Dma.check(t.qp(), w.wr.sges(), w.wr.opcode() == WrOpcode.RDMA_READ || w.wr.opcode().isAtomic());
        if (bad != null) {
            t.completer().fail(w, WcStatus.LOC_PROT_ERR, bad);
            return false;
        }
        return true;
    }

    /** Sends what is left of {@code w}; false when it had to stop. */
    private boolean emit(SendWqe w, String cause) {
        if (w.state == SendWqe.State.PENDING) {
            w.firstPsn = psn;
            w.sent = 0;
            w.state = SendWqe.State.PROCESSING;
        }
        QpType type = t.qp().type();
        int mtu = type == QpType.UD ? t.udMtu(w.wr) : t.qp().attributes().pathMtu;
        WrOpcode op = w.wr.opcode();
        if (op == WrOpcode.RDMA_READ) {
            int remaining = w.length - w.received;
            int n = Math.max(1, (remaining + mtu - 1) / mtu);
            w.packets = Math.max(1, (w.length + mtu - 1) / mtu);
            Reth reth = new Reth(w.wr.remoteAddr() + w.received, w.wr.rkey(), remaining);
            send(new RocePacket(Bth.of(Opcode.RC_RDMA_READ_REQUEST, t.destQpn(w.wr), psn, true), null, reth, null, null, null, null, null, null),
                    w, cause);
            psn = Psn.add(psn, n);
        } else if (op.isAtomic()) {
            Opcode code = op == WrOpcode.ATOMIC_CMP_AND_SWP ? Opcode.RC_COMPARE_SWAP : Opcode.RC_FETCH_ADD;
            AtomicEth eth = new AtomicEth(w.wr.remoteAddr(), w.wr.rkey(), op == WrOpcode.ATOMIC_CMP_AND_SWP ? w.wr.swap() : w.wr.compareAdd(),
                    op == WrOpcode.ATOMIC_CMP_AND_SWP ? w.wr.compareAdd() : 0);
            send(new RocePacket(Bth.of(code, t.destQpn(w.wr), psn, true), null, null, eth, null, null, null, null, null), w, cause);
            psn = Psn.add(psn, 1);
        } else {
            do {
                int chunk = Math.min(mtu, w.length - w.sent);
                boolean first = w.sent == 0;
                boolean last = w.sent + chunk >= w.length;
                Opcode code = Segments.opcode(type, op, first, last);
                byte[] payload = w.inline != null ? java.util.Arrays.copyOfRange(w.inline, w.sent, w.sent + chunk)
                        : Dma.gather(t.device(), w.wr.sges(), w.sent, chunk);
                Bth bth = new Bth(code, last && w.wr.flags().contains(SendFlag.SOLICITED), false, Bth.DEFAULT_PKEY, false, false, t.destQpn(w.wr),
                        last && type == QpType.RC, psn);
                Reth reth = code.has(rdma.workbench.engine.wire.Header.RETH) ? new Reth(w.wr.remoteAddr(), w.wr.rkey(), w.length) : null;
                Deth deth = type == QpType.UD ? new Deth(w.wr.remoteQkey(), t.qp().qpn()) : null;
                Integer imm = code.has(rdma.workbench.engine.wire.Header.IMM_DT) ? w.wr.immData() : null;
                Integer ieth = code.has(rdma.workbench.engine.wire.Header.IETH) ? w.wr.invalidateRkey() : null;
                send(new RocePacket(bth, deth, reth, null, null, null, imm, ieth, payload), w, cause);
                psn = Psn.add(psn, 1);
                w.sent += chunk;
            } while (w.sent < w.length);
        }
        w.lastPsn = Psn.add(psn, -1);
        w.state = SendWqe.State.WAITING_FOR_ACK;
        if (type == QpType.RC) {
            t.completer().armTimer();
        } else {
            // UC and UD have no acknowledgements: the request completes once it is on the wire
            t.completer().succeed(w, "sent (" + type + " has no acknowledgement)");
        }
        return true;
    }

    private void send(RocePacket p, SendWqe w, String cause) {
        AddressVector av = t.qp().type() == QpType.UD ? w.wr.ah().av() : t.qp().attributes().av;
        t.rnic().send(t.qp(), p, av, t.destQpn(w.wr), "wr_id " + w.wr.wrId() + " " + w.wr.opcode() + " (" + cause + ")");
    }

    /** Go-back-N: the next packet sent carries {@code from}; every WQE from the one holding it is sent again. */
    void restartAt(int from) {
        for (int i = 0; i < wqes.size(); i++) {
            SendWqe w = wqes.get(i);
            if (w.state == SendWqe.State.DONE) {
                continue;
            }
            if (Psn.compare(from, w.lastPsn) <= 0) {
                next = i;
                psn = from;
                int mtu = t.qp().attributes().pathMtu;
                int into = Math.max(0, Psn.compare(from, w.firstPsn) >> 8);
                if (w.wr.opcode() == WrOpcode.RDMA_READ) {
                    w.received = Math.min(w.length, into * mtu);
                } else if (!w.wr.opcode().isAtomic()) {
                    w.sent = Math.min(w.length, into * mtu);
                }
                w.state = SendWqe.State.PROCESSING;
                for (int j = i + 1; j < wqes.size(); j++) {
                    wqes.get(j).state = SendWqe.State.PENDING;
                    wqes.get(j).received = 0;
                }
                return;
            }
        }
    }
}
