package rdma.workbench.debug.explain;

import rdma.workbench.engine.trace.TimerFired;

/** Why a timer fired, and what happens next. */
final class TimerExplanations {

    private TimerExplanations() {
    }

    static Explanation of(TimerFired t) {
        return switch (t.timer()) {
            case LOCAL_ACK_TIMEOUT -> new Explanation("Local ACK timeout: no acknowledgement came for the oldest outstanding PSN within 4.096 \u00b5s "
                    + "\u00d7 2^timeout (the QP's timeout attribute): " + t.detail() + ". The requester sends everything from that PSN again "
                    + "(go-back-N) and counts one of its retry_cnt retries; with none left the work request completes with IBV_WC_RETRY_EXC_ERR "
                    + "and the QP goes to the error state.", "IBTA 9.7.6.1.3 (local ACK timeout), 9.7.6.1.5 (retry counter); rxe rxe_retransmit_timer");
            case RNR_TIMER -> new Explanation("The RNR wait is over: " + t.detail() + ". The requester sends the refused packet again; if the "
                    + "responder still has no receive WQE it answers with another RNR NAK.", "IBTA 9.7.6.1.4; rxe rnr_nak_timer");
            case POLL_TIMEOUT -> new Explanation("The program waited for completions (or an async event) and gave up: " + t.detail()
                    + ". What it expected never came; the scenario checks what was there.", "the scenario's PollCq / WaitAsyncEvent step");
            case SYNC_EXCHANGE -> new Explanation("The out-of-band exchange of a Sync is over (as the TCP exchange of QP numbers and GIDs in "
                    + "ibv_rc_pingpong): " + t.detail() + ".", "the scenario's Sync step");
            case REPEAT_END -> new Explanation("A repeating PostSend reached the end of its flow: " + t.detail() + ". It was waiting for room "
                    + "in the send queue; it posts no more copies, and the ones already posted complete as the transport finishes them.",
                    "the scenario's PostSend step (repeatUntil)");
        };
    }
}
