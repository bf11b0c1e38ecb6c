package rdma.workbench.engine.transport;

import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Matches acknowledgements and responses to outstanding requests (rxe_comp.c's role): an ACK
 * completes every request up to its PSN; READ responses fill the READ's buffer; an RNR NAK waits
 * its timer and retries (rnr_retry, 7 = forever); a PSN sequence NAK or a local ACK timeout goes
 * back to the lost PSN (retry_cnt); any other NAK fails the request and moves the QP to ERR.
 */
final class Completer {

    private final QpTransport t;
    private int retriesLeft;
    private int rnrRetriesLeft;
    private Event timer;
    /** When the local ACK timeout expires: the last progress plus the timeout. */
    private long deadline;

    Completer(QpTransport t) {
        this.t = t;
    }

    void start() {
        retriesLeft = t.qp().attributes().retryCnt;
        rnrRetriesLeft = t.qp().attributes().rnrRetry;
    }

    void stop() {
        if (timer != null) {
            timer.cancel();
            timer = null;
        }
    }

    /** Local ACK timeout: 4.096 us * 2^timeout; 0 means wait forever (IBTA 9.7.6.1.3). */
    private long timeoutNanos() {
        int code = t.qp().attributes().timeout;
        return code == 0 ? 0 : 4096L << code;
    }

    void armTimer() {
        long ns = timeoutNanos();
        if (ns == 0 || timer != null && !timer.isCancelled()) {
            return;
        }
        deadline = t.simulation().now() + ns;
        timer = t.simulation().schedule(ns, "local ACK timeout of " + t.name(), this::timerFired);
    }

    /** Progress was made: the timeout now counts from here. The queued timer stays and moves when it fires. */
    private void rearm() {
        if (firstOutstanding() == null) {
            stop();
            return;
        }
        long ns = timeoutNanos();
        if (ns == 0) {
            return;
        }
        if (timer == null || timer.isCancelled()) {
            armTimer();
        } else {
            deadline = t.simulation().now() + ns;
        }
    }

    private void timerFired() {
        long now = t.simulation().now();
        if (deadline > now) {
            timer = t.simulation().schedule(deadline - now, "local ACK timeout of " + t.name(), this::timerFired);
            return;
        }
        timedOut();
    }

    private SendWqe firstOutstanding() {
        for (SendWqe w : t.requester().wqes) {
            if (w.state == SendWqe.State.WAITING_FOR_ACK || w.state == SendWqe.State.PROCESSING) {
                return w;
            }
        }
        return null;
    }

    private void timedOut() {
        timer = null;
        SendWqe w = firstOutstanding();
        if (w == null || t.qp().state() == QpState.ERR) {
            return;
        }
        if (retriesLeft == 0) {
            fail(w, WcStatus.RETRY_EXC_ERR, "no acknowledgement after " + t.qp().attributes().retryCnt + " retries (retry_cnt)");
            return;
        }
        retriesLeft--;
        int from = resumePsn(w);
        t.note("local ACK timeout: retransmitting from PSN " + from + " (" + retriesLeft + " retries left)");
        t.requester().restartAt(from);
        t.requester().kick("retransmission after timeout");
        armTimer();
    }

    void receive(RocePacket p) {
        int psn = p.bth().psn();
        Opcode op = p.opcode();
        if (op == Opcode.RC_ACKNOWLEDGE) {
            int syndrome = p.aeth().syndrome();
            if (Syndrome.isAck(syndrome)) {
                acknowledge(psn, false);
            } else if (Syndrome.isRnrNak(syndrome)) {
                rnrNak(psn, syndrome);
            } else {
                nak(psn, syndrome);
            }
        } else if (op == Opcode.RC_ATOMIC_ACKNOWLEDGE) {
            acknowledge(Psn.add(psn, -1), false);
            SendWqe w = find(psn);
            if (w != null && w.wr.opcode().isAtomic()) {
                byte[] original = new byte[8];
                long v = p.atomicAckEth().originalValue();
                for (int i = 0; i < 8; i++) {
                    original[i] = (byte) (v >>> 8 * i);
                }
                Dma.scatter(t.device(), w.wr.sges(), 0, original);
                succeed(w, "atomic acknowledged, original value " + v);
            }
            rearm();
        } else if (op.kind() == Opcode.Kind.READ_RESPONSE) {
            readResponse(p);
        }
    }

    /** Completes, in order, the requests whose last PSN is at or before {@code psn} (READs and atomics need their responses). */
    private void acknowledge(int psn, boolean implied) {
        while (!t.requester().wqes.isEmpty()) {
            SendWqe w = t.requester().wqes.get(0);
            if (w.state == SendWqe.State.PENDING || Psn.compare(w.lastPsn, psn) > 0) {
                break;
            }
            if (w.isReadOrAtomic()) {
                // an ACK beyond a READ whose responses did not all arrive: they were lost (IBTA 9.7.5.1.6)
                t.note("acknowledgement beyond " + w.wr.opcode() + " wr_id " + w.wr.wrId() + " whose response is missing: asking again");
                t.requester().restartAt(resumePsn(w));
                t.requester().kick("response missing");
                break;
            }
            succeed(w, implied ? "acknowledged implicitly" : "acknowledged");
        }
        retriesLeft = t.qp().attributes().retryCnt;
        rnrRetriesLeft = t.qp().attributes().rnrRetry;
        rearm();
    }

    private void rnrNak(int psn, int syndrome) {
        acknowledge(Psn.add(psn, -1), true);
        SendWqe w = find(psn);
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
        t.note("RNR NAK: waiting " + wait / 1000.0 + " us before sending PSN " + psn + " again"
                + (rnrRetriesLeft == 7 ? " (rnr_retry 7: forever)" : " (" + rnrRetriesLeft + " RNR retries left)"));
        stop();
        t.requester().rnrWait = true;
        t.requester().restartAt(psn);
        t.simulation().schedule(wait, "RNR timer of " + t.name(), () -> {
            t.requester().rnrWait = false;
            t.requester().kick("RNR timer expired");
        });
    }

    private void nak(int psn, int syndrome) {
        acknowledge(Psn.add(psn, -1), true);
        SendWqe w = find(psn);
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
                t.note("the responder expects PSN " + psn + ": going back to it (" + retriesLeft + " retries left)");
                t.requester().restartAt(psn);
                t.requester().kick("PSN sequence NAK");
                rearm();
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
            t.note("response PSN " + psn + " matches no outstanding READ: ignored");
            return;
        }
        int expected = resumePsn(w);
        if (psn != expected) {
            t.note("READ response PSN " + psn + " but " + expected + " was due: asking again from " + expected);
            t.requester().restartAt(expected);
            t.requester().kick("READ response out of order");
            return;
        }
        if (p.opcode().isFirstOrOnly()) {
            acknowledge(Psn.add(w.firstPsn, -1), true);
        }
        Dma.scatter(t.device(), w.wr.sges(), w.received, p.payload());
        w.received += p.payload().length;
        if (p.opcode().isLastOrOnly()) {
            succeed(w, "READ response complete");
            rearm();
        }
    }

    /** Where sending {@code w} again starts: its first PSN, or for a READ the first response not yet received. */
    private int resumePsn(SendWqe w) {
        return w.wr.opcode() == WrOpcode.RDMA_READ ? Psn.add(w.firstPsn, w.received / t.qp().attributes().pathMtu) : w.firstPsn;
    }

    private SendWqe find(int psn) {
        for (SendWqe w : t.requester().wqes) {
            if (w.state != SendWqe.State.PENDING && w.state != SendWqe.State.DONE && Psn.compare(psn, w.firstPsn) >= 0
                    && Psn.compare(psn, w.lastPsn) <= 0) {
                return w;
            }
        }
        return null;
    }

    /** Completes {@code w} successfully; a completion is queued when it is signaled. */
    void succeed(SendWqe w, String why) {
        w.state = SendWqe.State.DONE;
        int index = t.requester().wqes.indexOf(w);
        t.requester().wqes.remove(index);
        if (index <= t.requester().next) {
            // the requester's place moves with the list (for UC and UD it is the WQE being sent)
            t.requester().next--;
        }
        t.qp().sendQueue().remove(w.wr);
        if (t.qp().signaled(w.wr)) {
            t.complete(t.qp().sendCq(), new WorkCompletion(w.wr.wrId(), WcStatus.SUCCESS, w.wr.opcode().completion(), w.length, null,
                    t.qp().qpn(), 0, false), why);
        }
        t.requester().kick("completion");
    }

    /** Completes {@code w} with an error (always signaled) and moves the QP to ERR, which flushes the rest. */
    void fail(SendWqe w, WcStatus status, String why) {
        stop();
        w.state = SendWqe.State.ERROR;
        t.requester().wqes.remove(w);
        t.qp().sendQueue().remove(w.wr);
        t.complete(t.qp().sendCq(), new WorkCompletion(w.wr.wrId(), status, w.wr.opcode().completion(), 0, null, t.qp().qpn(), 0, false), why);
        t.toError(status + ": " + why);
    }
}
