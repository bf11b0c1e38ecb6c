package rdma.workbench.engine.transport;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import rdma.workbench.engine.congestion.RateControl;
import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.AtomicEth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Deth;
import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Turns send work requests into packets (rxe_req.c's role), one packet at a time: segments by
 * path MTU into FIRST/MIDDLE/LAST/ONLY, numbers them with PSNs, and stops for a FENCE, for
 * max_rd_atomic outstanding READs and atomics, for a window of 128 unacknowledged PSNs, and while
 * an RNR wait lasts. It alone changes its list of WQEs, its place in it and its PSN; the
 * completer asks it to retire a finished WQE, to go back to a PSN, or to wait out an RNR NAK.
 */
final class Requester {

    /** rxe RXE_MAX_UNACKED_PSNS: the requester stops while its PSN is more than this ahead of the oldest unacknowledged one. */
    static final int MAX_UNACKED_PSNS = 128;
    /** rxe RXE_MAX_PKT_PER_ACK: a packet asks for an ACK when more than this many went without (init_req_packet's noack_pkts). */
    static final int MAX_PACKETS_PER_ACK = 64;

    private final QpTransport t;
    private final List<SendWqe> wqes = new ArrayList<>();
    private final List<SendWqe> wqesView = Collections.unmodifiableList(wqes);
    /** Index in {@link #wqes} of the first WQE not completely sent. */
    private int cursor;
    private int psn;
    /** One past the last PSN any packet sent so far covers (a READ covers its responses' PSNs): nothing at or past it may be answered. */
    private int sentUpTo;
    private int unackedPackets;
    private RequesterState state = RequesterState.RESET;
    private boolean scheduled;
    private Event rnrTimer;
    /** The wake-up when congestion control's pacing lets the next packet go (WAIT_RATE). */
    private Event paceTimer;
    /** RC bytes sent and not acknowledged, for a congestion window. */
    private final InFlight inFlight = new InFlight();

    Requester(QpTransport t) {
        this.t = t;
    }

    RequesterState state() {
        return state;
    }

    /** The PSN the next new packet gets. */
    int psn() {
        return psn;
    }

    /** One past the last PSN sent so far, going back for a retry or not (rdmavt's s_next_psn). */
    int sentUpTo() {
        return sentUpTo;
    }

    /** The outstanding WQEs, oldest first (read-only for the completer). */
    List<SendWqe> wqes() {
        return wqesView;
    }

    void start(int sqPsn) {
        psn = sqPsn;
        sentUpTo = sqPsn;
        state = RequesterState.IDLE;
    }

    void posted(SendWr wr) {
        SendWqe w = new SendWqe(wr);
        if (wr.flags().contains(SendFlag.INLINE)) {
            // the NIC copies inline data at post time: the program may reuse its buffer at once, and no lkey is needed
            w.inline = new byte[w.length];
            int at = 0;
            for (Sge s : wr.sges()) {
                byte[] part = t.device().memory().read(s.addr(), s.length());
                System.arraycopy(part, 0, w.inline, at, s.length());
                at += s.length();
            }
        }
        wqes.add(w);
        kick();
    }

    /** The QP left RTS for good (ERR or RESET): nothing more is sent. */
    void stop() {
        wqes.clear();
        cursor = 0;
        state = t.qp().state() == QpState.RESET ? RequesterState.RESET : RequesterState.ERROR;
        if (rnrTimer != null) {
            rnrTimer.cancel();
            rnrTimer = null;
        }
        if (paceTimer != null) {
            paceTimer.cancel();
            paceTimer = null;
        }
        inFlight.clear();
    }

    /** Runs the requester soon, as an engine event of its own (so a debugger can step to it). */
    void kick() {
        if (!scheduled) {
            scheduled = true;
            t.simulation().schedule(0, "requester of", t, this::run);
        }
    }

    private void run() {
        scheduled = false;
        sendWhatMayGo();
    }

    private void sendWhatMayGo() {
        if (state == RequesterState.RESET || state == RequesterState.ERROR || state == RequesterState.WAIT_RNR_TIMER || !t.canSend()) {
            return;
        }
        // every packet of this run follows from what woke the requester (a post, an ACK, a timer), not from the hop or the drop
        // of the packet before it, which the trace recorded last
        long woke = t.simulation().cause();
        while (cursor < wqes.size()) {
            t.simulation().setCause(woke);
            SendWqe w = wqes.get(cursor);
            if (w.state == SendWqe.State.PENDING) {
                RequesterState wait = admit(w);
                if (wait != null) {
                    state = wait;
                    return;
                }
                if (w.state == SendWqe.State.DONE) {
                    return; // refused: the completer failed it and the QP is in ERR
                }
            }
            if (t.qp().type() == QpType.RC && Psn.compare(psn, Psn.add(t.completer().oldestUnacked(), MAX_UNACKED_PSNS)) > 0) {
                state = RequesterState.WAIT_WINDOW;
                return;
            }
            RequesterState held = congestionWait();
            if (held != null) {
                state = held;
                return;
            }
            if (!emitPacket(w)) {
                return;
            }
            if (w.state == SendWqe.State.WAITING_FOR_ACK) {
                cursor++;
                if (t.qp().type() != QpType.RC) {
                    // UC and UD have no acknowledgements: the request completes once it is on the wire
                    t.completer().sentUnreliable(w);
                }
            }
        }
        state = RequesterState.IDLE;
    }

    /**
     * Whether the QP's congestion control holds the next packet back: its window is full
     * (WAIT_CC_WINDOW, until an acknowledgement moves it), or its pacing lets the packet go only
     * later (WAIT_RATE, until a wake-up event at that time). Null when the packet may go now.
     */
    private RequesterState congestionWait() {
        RateControl rc = t.rateControl();
        if (!rc.windowAllows(inFlight.bytes())) {
            return RequesterState.WAIT_CC_WINDOW;
        }
        long now = t.simulation().now();
        long at = rc.earliestSend(now);
        if (at <= now) {
            return null;
        }
        if (paceTimer == null || !paceTimer.isPending() || paceTimer.time() != at) {
            if (paceTimer != null) {
                paceTimer.cancel();
            }
            paceTimer = t.simulation().schedule(at - now, "pacing of", t, this::paced);
        }
        return RequesterState.WAIT_RATE;
    }

    /** The pacing wait is over: send straight from this event (no second event per paced packet). */
    private void paced() {
        paceTimer = null;
        if (state == RequesterState.WAIT_RATE) {
            state = RequesterState.IDLE;
        }
        sendWhatMayGo();
    }

    /** Bytes sent and not acknowledged (RC; 0 for UC and UD, which have no acknowledgements). */
    long inFlightBytes() {
        return inFlight.bytes();
    }

    /** Why a new WQE must wait (FENCE, max_rd_atomic), or null when it may start; a WQE whose SGEs are bad is failed here. */
    private RequesterState admit(SendWqe w) {
        if (w.wr.flags().contains(SendFlag.FENCE) && outstandingReadsOrAtomics() > 0) {
            return RequesterState.WAIT_FENCE;
        }
        if (w.isReadOrAtomic() && outstandingReadsOrAtomics() >= Math.max(1, t.qp().attributes().maxRdAtomic)) {
            return RequesterState.WAIT_RD_ATOMIC;
        }
        String bad = w.inline != null ? null
                : Dma.check(t.qp(), w.wr.sges(), w.wr.opcode() == WrOpcode.RDMA_READ || w.wr.opcode().isAtomic());
        if (bad != null) {
            t.completer().fail(w, WcStatus.LOC_PROT_ERR, bad);
        }
        return null;
    }

    private int outstandingReadsOrAtomics() {
        int n = 0;
        for (int i = 0; i < cursor; i++) {
            if (wqes.get(i).isReadOrAtomic()) {
                n++;
            }
        }
        return n;
    }

    /** Sends the next packet of {@code w}; false when it could not (the WQE failed). */
    private boolean emitPacket(SendWqe w) {
        QpType type = t.qp().type();
        WrOpcode op = w.wr.opcode();
        int mtu = type == QpType.UD ? t.udMtu(w.wr) : t.qp().attributes().pathMtu;
        if (w.state == SendWqe.State.PENDING) {
            // every PSN the message takes is known up front (a READ takes one per response: IBTA 9.7.4.1.4)
            w.firstPsn = psn;
            w.lastPsn = Psn.add(psn, op.isAtomic() ? 0 : Math.max(1, (w.length + mtu - 1) / mtu) - 1);
            w.sent = 0;
            w.state = SendWqe.State.PROCESSING;
        }
        if (op == WrOpcode.RDMA_READ) {
            int remaining = w.length - w.received;
            int responses = Math.max(1, (remaining + mtu - 1) / mtu);
            Reth reth = new Reth(w.wr.remoteAddr() + w.received, w.wr.rkey(), remaining);
            send(new RocePacket(packetBth(Opcode.RC_RDMA_READ_REQUEST, w, true), null, reth, null, null, null, null, null, Payload.EMPTY), w, responses);
            advance(responses);
            finish(w);
            return true;
        }
        if (op.isAtomic()) {
            boolean cas = op == WrOpcode.ATOMIC_CMP_AND_SWP;
            AtomicEth eth = new AtomicEth(w.wr.remoteAddr(), w.wr.rkey(), cas ? w.wr.swap() : w.wr.compareAdd(), cas ? w.wr.compareAdd() : 0);
            send(new RocePacket(packetBth(cas ? Opcode.RC_COMPARE_SWAP : Opcode.RC_FETCH_ADD, w, true), null, null, eth, null, null, null, null,
                    Payload.EMPTY), w, 1);
            advance(1);
            finish(w);
            return true;
        }
        int chunk = Math.min(mtu, w.length - w.sent);
        boolean first = w.sent == 0;
        boolean last = w.sent + chunk >= w.length;
        Opcode code = Segments.opcode(type, op, first, last);
        Payload payload;
        if (w.inline != null) {
            payload = new Payload.Bytes(w.inline, w.sent, chunk);
        } else if (Dma.readable(t.device(), w.wr.sges())) {
            payload = new GatheredPayload(t.device(), w.wr.sges(), w.sent, chunk);
        } else {
            t.completer().fail(w, WcStatus.LOC_PROT_ERR, "a memory region of the request was deregistered before it was sent");
            return false;
        }
        Bth bth = packetBth(code, w, last, last && w.wr.flags().contains(SendFlag.SOLICITED));
        Reth reth = code.has(Header.RETH) ? new Reth(w.wr.remoteAddr(), w.wr.rkey(), w.length) : null;
        Deth deth = type == QpType.UD ? new Deth(w.wr.remoteQkey(), t.qp().qpn()) : null;
        Integer imm = code.has(Header.IMM_DT) ? w.wr.immData() : null;
        Integer ieth = code.has(Header.IETH) ? w.wr.invalidateRkey() : null;
        send(new RocePacket(bth, deth, reth, null, null, null, imm, ieth, payload), w, 1);
        advance(1);
        w.sent += chunk;
        if (last) {
            finish(w);
        }
        return true;
    }

    /** The packet just sent took {@code psns} PSNs. */
    private void advance(int psns) {
        psn = Psn.add(psn, psns);
        if (Psn.compare(psn, sentUpTo) > 0) {
            sentUpTo = psn;
        }
    }

    /** rxe init_req_packet: RC asks for an ACK on a message's last packet, and when too many packets went without one. */
    private Bth packetBth(Opcode code, SendWqe w, boolean lastOfMessage) {
        return packetBth(code, w, lastOfMessage, false);
    }

    private Bth packetBth(Opcode code, SendWqe w, boolean lastOfMessage, boolean solicited) {
        boolean ackReq = false;
        if (t.qp().type() == QpType.RC) {
            ackReq = lastOfMessage || unackedPackets++ > MAX_PACKETS_PER_ACK || t.rateControl().ackEveryPacket();
            if (ackReq) {
                unackedPackets = 0;
            }
        }
        return new Bth(code, solicited, false, Bth.DEFAULT_PKEY, false, false, t.destQpn(w.wr), ackReq, psn);
    }

    private void finish(SendWqe w) {
        w.state = SendWqe.State.WAITING_FOR_ACK;
    }

    /** Sends {@code p}, which covers {@code psns} PSNs from the current one, and tells congestion control. */
    private void send(RocePacket p, SendWqe w, int psns) {
        AddressVector av = t.qp().type() == QpType.UD ? w.wr.ah().av() : t.qp().attributes().av;
        int frameBytes = t.send(p, av, t.destQpn(w.wr), t.tracing() ? "wr_id " + w.wr.wrId() + " " + w.wr.opcode() + (w.resent ? " (sent again)" : "") : null,
                w.resent);
        sentForCongestion(frameBytes, psns);
        if (t.qp().type() == QpType.RC) {
            t.completer().packetSent();
        }
    }

    /** Congestion control's view of a packet that left: its pacing and byte counter, and the RC bytes in flight. */
    private void sentForCongestion(int frameBytes, int psns) {
        if (frameBytes == 0) {
            return;
        }
        t.rateControl().sent(t.simulation().now(), frameBytes);
        if (t.qp().type() == QpType.RC) {
            inFlight.sent(psn, psns, frameBytes);
        }
    }

    /** {@code w} is finished (completed or failed): it leaves the list; when it was still to be (re)sent, sending goes on after it. */
    void retire(SendWqe w) {
        int index = wqes.indexOf(w);
        if (index < 0) {
            return;
        }
        wqes.remove(index);
        w.state = SendWqe.State.DONE;
        if (index < cursor) {
            cursor--;
        } else if (Psn.compare(Psn.add(w.lastPsn, 1), psn) > 0) {
            // acknowledged while we were about to send it again: the PSNs it had are done with
            psn = Psn.add(w.lastPsn, 1);
        }
        kick();
    }

    /** Go-back-N: the next packet carries {@code from}; the WQE holding it is sent again from there, and every later one whole. */
    void rewind(int from) {
        for (int i = 0; i < wqes.size(); i++) {
            SendWqe w = wqes.get(i);
            if (w.state == SendWqe.State.PENDING || Psn.compare(from, w.lastPsn) > 0) {
                continue;
            }
            cursor = i;
            psn = from;
            inFlight.resendFrom(from);
            int mtu = t.qp().attributes().pathMtu;
            int into = Math.max(0, Psn.compare(from, w.firstPsn) >> 8);
            if (!w.isReadOrAtomic()) {
                w.sent = Math.min(w.length, into * mtu);
            }
            // it keeps the PSNs it had: PROCESSING, not PENDING, so no new first PSN is taken
            w.state = SendWqe.State.PROCESSING;
            w.resent = true;
            for (int j = i + 1; j < wqes.size(); j++) {
                SendWqe later = wqes.get(j);
                if (later.state != SendWqe.State.PENDING) {
                    later.state = SendWqe.State.PENDING;
                    later.sent = 0;
                    later.resent = true;
                }
            }
            if (state != RequesterState.WAIT_RNR_TIMER) {
                state = RequesterState.IDLE;
            }
            kick();
            return;
        }
    }

    /** An RNR NAK for {@code from}: wait {@code nanos}, then send again from there (rxe's rnr_nak_timer). */
    /** When the wait an RNR NAK asked for ends (ns), or -1 when the requester is not waiting one out. */
    long rnrTimerDeadline() {
        return rnrTimer != null && rnrTimer.isPending() ? rnrTimer.time() : -1;
    }

    void waitRnr(int from, long nanos, String why) {
        rewind(from);
        state = RequesterState.WAIT_RNR_TIMER;
        if (rnrTimer != null) {
            rnrTimer.cancel();
        }
        rnrTimer = t.simulation().schedule(nanos, "RNR timer of", t, () -> {
            rnrTimer = null;
            state = RequesterState.IDLE;
            t.timer(TimerKind.RNR_TIMER, why);
            kick();
        });
    }

    /** The oldest unacknowledged PSN moved on: a requester waiting for the window may send again. */
    void windowMoved() {
        inFlight.acknowledgedBefore(t.completer().oldestUnacked());
        if (state == RequesterState.WAIT_WINDOW || state == RequesterState.WAIT_CC_WINDOW) {
            kick();
        }
    }

    /** The QP is destroyed: forget everything. */
    void forget() {
        stop();
    }

    /** What changes, for a checkpoint. */
    record Saved(List<SendWqe.Saved> wqes, int cursor, int psn, int sentUpTo, int unackedPackets, RequesterState state, boolean scheduled,
            Event rnrTimer, Event paceTimer, InFlight.Saved inFlight) {
    }

    Saved save() {
        List<SendWqe.Saved> list = new ArrayList<>(wqes.size());
        for (SendWqe w : wqes) {
            list.add(w.save());
        }
        return new Saved(list, cursor, psn, sentUpTo, unackedPackets, state, scheduled, rnrTimer, paceTimer, inFlight.save());
    }

    void restore(Saved s) {
        wqes.clear();
        for (SendWqe.Saved w : s.wqes) {
            wqes.add(SendWqe.restore(w));
        }
        cursor = s.cursor;
        psn = s.psn;
        sentUpTo = s.sentUpTo;
        unackedPackets = s.unackedPackets;
        state = s.state;
        scheduled = s.scheduled;
        rnrTimer = s.rnrTimer;
        paceTimer = s.paceTimer;
        inFlight.restore(s.inFlight);
    }
}
