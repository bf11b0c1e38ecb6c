package rdma.workbench.engine.transport;

import java.util.List;

import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.Syndrome;

/**
 * Matches acknowledgements and responses to outstanding requests (rxe_comp.c's role). It keeps
 * the oldest PSN not yet acknowledged (rxe's comp.psn): anything older is a duplicate and ignored;
 * a READ response ahead of it means responses were lost and the READ is asked again from there.
 * An ACK completes every request up to its PSN; an RNR NAK makes the requester wait and retry
 * (rnr_retry, 7 = forever); a PSN sequence NAK or a local ACK timeout goes back to the oldest
 * unacknowledged PSN (retry_cnt); any other NAK fails the request and moves the QP to ERR.
 */
final class Completer {

    private final QpTransport t;
    private CompleterState state = CompleterState.RESET;
    private int unacked;
    private int retriesLeft;
    private int rnrRetriesLeft;
    private Event timer;
    /** When the local ACK timeout expires: the last progress plus the timeout. The queued timer moves here when it fires early. */
    private long deadline;
    /**
     * A response that showed another one missing sent the requests again from the oldest
     * unacknowledged PSN, spending one retry (rxe COMPST_ERROR_RETRY, comp.started_retry). Until
     * the response due arrives (or the timer or a NAK sends them again), responses past it answer
     * the earlier copies and are ignored instead of spending a retry each (rdmavt RVT_R_RDMAR_SEQ).
     */
    private boolean retryStarted;

    Completer(QpTransport t) {
        this.t = t;
    }

    CompleterState state() {
        return state;
    }

    int oldestUnacked() {
        return unacked;
    }

    int retriesLeft() {
        return retriesLeft;
    }

    int rnrRetriesLeft() {
        return rnrRetriesLeft;
    }

    /** When the local ACK timer expires, or -1 when it is not running. */
    long timerDeadline() {
        return timer != null && timer.isPending() ? deadline : -1;
    }

    void start(int sqPsn) {
        unacked = sqPsn;
        retryStarted = false;
        resetRetries();
        state = CompleterState.IDLE;
    }

    void stop() {
        stopTimer();
        state = t.qp().state() == QpState.RESET ? CompleterState.RESET : CompleterState.ERROR;
    }

    private void resetRetries() {
        retriesLeft = t.qp().attributes().retryCnt;
        rnrRetriesLeft = t.qp().attributes().rnrRetry;
    }

    /** Local ACK timeout: 4.096 us * 2^timeout; 0 means wait forever (IBTA 9.7.6.1.3). */
    private long timeoutNanos() {
        int code = t.qp().attributes().timeout;
        return code == 0 ? 0 : 4096L << code;
    }

    /** The requester put an RC packet on the wire: the ACK timer must run. */
    void packetSent() {
        long ns = timeoutNanos();
        if (ns == 0) {
            state = CompleterState.WAIT_ACK_NO_TIMER;
            return;
        }
        state = CompleterState.WAIT_ACK;
        if (timer == null || !timer.isPending()) {
            deadline = t.simulation().now() + ns;
            timer = t.simulation().schedule(ns, "local ACK timeout of", t, this::timerFired);
        }
    }

    private void stopTimer() {
        if (timer != null) {
            timer.cancel();
            timer = null;
        }
    }

    /** Progress: the timeout counts from now, or stops when nothing is left outstanding. */
    private void progressed() {
        resetRetries();
        t.requester().windowMoved();
        if (!outstanding()) {
            stopTimer();
            state = CompleterState.IDLE;
        } else if (timer != null && timer.isPending()) {
            deadline = t.simulation().now() + timeoutNanos();
        }
    }

    private boolean outstanding() {
        List<SendWqe> wqes = t.requester().wqes();
        return !wqes.isEmpty() && (wqes.get(0).state != SendWqe.State.PENDING || wqes.get(0).resent);
    }

    private void timerFired() {
        long now = t.simulation().now();
        if (deadline > now) {
            timer = t.simulation().schedule(deadline - now, "local ACK timeout of", t, this::timerFired);
            return;
        }
        timer = null;
        if (!outstanding() || t.qp().state() == QpState.ERR) {
            state = CompleterState.IDLE;
            return;
        }
        SendWqe head = t.requester().wqes().get(0);
        if (retriesLeft == 0) {
            t.timer(TimerKind.LOCAL_ACK_TIMEOUT, "no acknowledgement of PSN " + unacked + " and no retries left");
            fail(head, WcStatus.RETRY_EXC_ERR, "no acknowledgement after " + t.qp().attributes().retryCnt + " retries (retry_cnt)");
            return;
        }
        retriesLeft--;
        retryStarted = false;
        t.timer(TimerKind.LOCAL_ACK_TIMEOUT, "retransmitting from PSN " + unacked + " (" + retriesLeft + " retries left)");
        t.requester().rewind(unacked);
    }

    void receive(RocePacket p) {
        int psn = p.bth().psn();
        Opcode op = p.opcode();
        if (Psn.compare(psn, unacked) < 0) {
            t.drop(p, DropReason.DUPLICATE, "PSN " + psn + " was already acknowledged (the oldest outstanding is " + unacked + ")");
            return;
        }
        if (Psn.compare(psn, t.requester().sentUpTo()) >= 0) {
            // hfi1 rc_rcv_resp "ignore invalid responses": nothing answers a PSN not yet sent
            t.drop(p, DropReason.UNEXPECTED_RESPONSE, op + " for PSN " + psn + ", which was never sent (the next new PSN is "
                    + t.requester().sentUpTo() + ")");
            return;
        }
        if (op == Opcode.RC_ACKNOWLEDGE) {
            int syndrome = p.aeth().syndrome();
            if (Syndrome.isAck(syndrome)) {
                reportAck();
                acknowledge(psn);
            } else if (Syndrome.isRnrNak(syndrome)) {
                rnrNak(p, syndrome);
            } else {
                nak(p, syndrome);
            }
        } else if (op == Opcode.RC_ATOMIC_ACKNOWLEDGE) {
            atomicAcknowledge(p);
        } else if (op.kind() == Opcode.Kind.READ_RESPONSE) {
            readResponse(p);
        }
    }

    /** Congestion control hears of every ACK (HPCC reads the telemetry its data packet gathered; none is stamped yet). */
    private void reportAck() {
        t.rateControl().acked(t.simulation().now(), List.of());
    }

    /**
     * Completes, in order, the requests whose last PSN is at or before {@code psn}. A READ or atomic
     * among them whose response did not come means the response was lost (IBTA 9.7.5.1.6): it is
     * asked again. Returns whether the acknowledgement got past every request it covers.
     */
    private boolean acknowledge(int psn) {
        boolean progress = false;
        boolean passed = true;
        boolean intoResponses = false;
        while (!t.requester().wqes().isEmpty()) {
            SendWqe w = t.requester().wqes().get(0);
            if (w.state == SendWqe.State.PENDING && !w.resent || Psn.compare(w.lastPsn, psn) > 0) {
                // the PSNs of a READ's or atomic's responses are passed only by the responses themselves
                intoResponses = w.isReadOrAtomic();
                break;
            }
            if (w.isReadOrAtomic()) {
                if (!retryStarted) {
                    t.note("acknowledgement of PSN " + psn + " beyond " + w.wr.opcode() + " wr_id " + w.wr.wrId()
                            + " whose response is missing: asking again from PSN " + unacked, false);
                    startRetry(w, "the response to " + w.wr.opcode() + " wr_id " + w.wr.wrId() + " kept going missing");
                }
                passed = false;
                break;
            }
            unacked = Psn.add(w.lastPsn, 1);
            succeed(w, "acknowledged");
            progress = true;
            if (t.qp().state() == QpState.ERR) {
                return false;
            }
        }
        if (passed && !intoResponses && Psn.compare(Psn.add(psn, 1), unacked) > 0) {
            unacked = Psn.add(psn, 1);
            progress = true;
        }
        if (progress) {
            progressed();
        }
        return passed;
    }

    /**
     * A NAK acknowledges the PSNs before its own; the request holding its PSN, or null when the
     * acknowledgement stopped short of it or no outstanding request holds it (then dropped).
     */
    private SendWqe nakked(RocePacket p, String what) {
        int psn = p.bth().psn();
        if (!acknowledge(Psn.add(psn, -1))) {
            return null;
        }
        SendWqe w = find(psn);
        if (w == null) {
            t.drop(p, DropReason.UNEXPECTED_RESPONSE, what + " for PSN " + psn + ", which no outstanding request holds");
        }
        return w;
    }

    private void rnrNak(RocePacket p, int syndrome) {
        int psn = p.bth().psn();
        SendWqe w = nakked(p, "RNR NAK");
        if (w == null) {
            return;
        }
        if (rnrRetriesLeft == 0) {
            fail(w, WcStatus.RNR_RETRY_EXC_ERR, "receiver not ready after " + t.qp().attributes().rnrRetry + " RNR retries (rnr_retry)");
            return;
        }
        if (rnrRetriesLeft != 7) {
            rnrRetriesLeft--;
        }
        long wait = Syndrome.rnrTimerNanos(syndrome);
        String left = rnrRetriesLeft == 7 ? " (rnr_retry 7: forever)" : " (" + rnrRetriesLeft + " RNR retries left)";
        t.note("RNR NAK: waiting " + wait / 1000.0 + " us before sending PSN " + psn + " again" + left, false);
        stopTimer();
        state = CompleterState.WAIT_ACK_NO_TIMER;
        t.requester().waitRnr(psn, wait, "sending PSN " + psn + " again" + left);
    }

    private void nak(RocePacket p, int syndrome) {
        int psn = p.bth().psn();
        SendWqe w = nakked(p, "NAK");
        if (w == null) {
            return;
        }
        switch (syndrome) {
            case Syndrome.NAK_PSN_SEQUENCE_ERROR -> {
                if (retriesLeft == 0) {
                    fail(w, WcStatus.RETRY_EXC_ERR, "PSN sequence errors exhausted retry_cnt");
                    return;
                }
                retriesLeft--;
                retryStarted = false;
                t.note("the responder expects PSN " + psn + ": going back to it (" + retriesLeft + " retries left)", false);
                t.requester().rewind(psn);
                if (timer != null && timer.isPending()) {
                    deadline = t.simulation().now() + timeoutNanos();
                }
            }
            case Syndrome.NAK_INVALID_REQUEST -> fail(w, WcStatus.REM_INV_REQ_ERR, "the responder found the request invalid");
            case Syndrome.NAK_REMOTE_ACCESS_ERROR -> fail(w, WcStatus.REM_ACCESS_ERR, "the responder refused access to its memory");
            default -> fail(w, WcStatus.REM_OP_ERR, "the responder could not carry out the request");
        }
    }

    private void readResponse(RocePacket p) {
        int psn = p.bth().psn();
        SendWqe w = find(psn);
        if (w == null || w.wr.opcode() != WrOpcode.RDMA_READ) {
            t.drop(p, DropReason.UNEXPECTED_RESPONSE, "READ response PSN " + psn + " matches no outstanding READ");
            return;
        }
        if (ignoredWhileRetrying(p)) {
            return;
        }
        // responses come in request order: one for this READ acknowledges every request before it
        if (!acknowledge(Psn.add(w.firstPsn, -1))) {
            missingBefore(p);
            return;
        }
        if (psn != unacked) {
            // hfi1 and qib restart once here (rxe ignores the response and leaves the retry to the timer)
            t.drop(p, DropReason.OUT_OF_SEQUENCE, "READ response PSN " + psn + " but " + unacked + " was due: asking again from " + unacked);
            startRetry(w, "READ responses kept arriving out of order");
            return;
        }
        retryStarted = false;
        Payload data = p.payload();
        if (w.received + data.length() > w.length) {
            fail(w, WcStatus.BAD_RESP_ERR, "the READ response carries more than the " + w.length + " bytes asked for");
            return;
        }
        if (!Dma.scatter(t.device(), w.wr.sges(), w.received, data)) {
            fail(w, WcStatus.LOC_PROT_ERR, "the READ's buffer was deregistered while the response arrived");
            return;
        }
        w.received += data.length();
        unacked = Psn.add(psn, 1);
        if (p.opcode().isLastOrOnly()) {
            succeed(w, "READ response complete");
        }
        progressed();
    }

    private void atomicAcknowledge(RocePacket p) {
        int psn = p.bth().psn();
        if (ignoredWhileRetrying(p)) {
            return;
        }
        if (!acknowledge(Psn.add(psn, -1))) {
            missingBefore(p);
            return;
        }
        SendWqe w = find(psn);
        if (w == null || !w.wr.opcode().isAtomic()) {
            t.drop(p, DropReason.UNEXPECTED_RESPONSE, "atomic acknowledgement PSN " + psn + " matches no outstanding atomic");
            return;
        }
        byte[] original = new byte[8];
        long v = p.atomicAckEth().originalValue();
        for (int i = 0; i < 8; i++) {
            original[i] = (byte) (v >>> 8 * i);
        }
        if (!Dma.scatter(t.device(), w.wr.sges(), 0, original, 0, 8)) {
            fail(w, WcStatus.LOC_PROT_ERR, "the atomic's buffer was deregistered while the response arrived");
            return;
        }
        unacked = Psn.add(psn, 1);
        retryStarted = false;
        succeed(w, "atomic acknowledged, original value " + v);
        progressed();
    }

    /** While a retry runs, a response past the one due answers an earlier copy: it is dropped, not paid for with another retry. */
    private boolean ignoredWhileRetrying(RocePacket p) {
        if (retryStarted && p.bth().psn() != unacked) {
            t.drop(p, DropReason.STALE_RESPONSE, p.opcode() + " PSN " + p.bth().psn() + " but " + unacked
                    + " was due; the requests were already sent again from there");
            return true;
        }
        return false;
    }

    /** The response could not be taken: {@link #acknowledge} found a READ or atomic before it unanswered and started a retry (or the QP failed). */
    private void missingBefore(RocePacket p) {
        if (retryStarted) {
            t.drop(p, DropReason.OUT_OF_SEQUENCE, p.opcode() + " PSN " + p.bth().psn() + " but the response due at " + unacked
                    + " is missing: asking again from there");
        }
    }

    /**
     * Sends everything again from the oldest unacknowledged PSN, once, for a response found
     * missing (rxe COMPST_ERROR_RETRY): it spends a retry; with none left {@code head} fails with
     * RETRY_EXC_ERR.
     */
    private void startRetry(SendWqe head, String why) {
        if (retriesLeft == 0) {
            fail(head, WcStatus.RETRY_EXC_ERR, why + "; retry_cnt exhausted");
            return;
        }
        retriesLeft--;
        retryStarted = true;
        t.requester().rewind(unacked);
    }

    private SendWqe find(int psn) {
        for (SendWqe w : t.requester().wqes()) {
            if ((w.state != SendWqe.State.PENDING || w.resent) && Psn.compare(psn, w.firstPsn) >= 0 && Psn.compare(psn, w.lastPsn) <= 0) {
                return w;
            }
        }
        return null;
    }

    /** UC and UD: the request is complete once on the wire. */
    void sentUnreliable(SendWqe w) {
        succeed(w, "sent (" + t.qp().type() + " has no acknowledgement)");
    }

    /** Completes {@code w} successfully; a completion is queued when it is signaled. */
    void succeed(SendWqe w, String why) {
        t.requester().retire(w);
        t.qp().retireSend(w.wr);
        if (t.qp().signaled(w.wr)) {
            t.complete(t.qp().sendCq(), new WorkCompletion(w.wr.wrId(), WcStatus.SUCCESS, w.wr.opcode().completion(), w.length, null,
                    t.qp().qpn(), 0, false), why);
        }
    }

    /** Completes {@code w} with an error (always signaled) and moves the QP to ERR, which flushes the rest. */
    void fail(SendWqe w, WcStatus status, String why) {
        stopTimer();
        t.requester().retire(w);
        t.qp().retireSend(w.wr);
        if (t.complete(t.qp().sendCq(), new WorkCompletion(w.wr.wrId(), status, w.wr.opcode().completion(), 0, null, t.qp().qpn(), 0, false),
                why)) {
            t.toError(status + ": " + why);
        }
    }

    record Saved(CompleterState state, int unacked, int retriesLeft, int rnrRetriesLeft, Event timer, long deadline, boolean retryStarted) {
    }

    Saved save() {
        return new Saved(state, unacked, retriesLeft, rnrRetriesLeft, timer, deadline, retryStarted);
    }

    void restore(Saved s) {
        state = s.state;
        unacked = s.unacked;
        retriesLeft = s.retriesLeft;
        rnrRetriesLeft = s.rnrRetriesLeft;
        timer = s.timer;
        deadline = s.deadline;
        retryStarted = s.retryStarted;
    }
}
