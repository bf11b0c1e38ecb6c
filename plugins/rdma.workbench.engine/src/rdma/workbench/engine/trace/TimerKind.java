package rdma.workbench.engine.trace;

/** The timers of a run. */
public enum TimerKind {
    /** The requester's local ACK timeout (IBTA 9.7.6.1.3). */
    LOCAL_ACK_TIMEOUT,
    /** The wait an RNR NAK asked for. */
    RNR_TIMER,
    /** A PollCq or WaitAsyncEvent step gave up waiting. */
    POLL_TIMEOUT,
    /** A Sync's out-of-band exchange is over. */
    SYNC_EXCHANGE,
    /** A repeating PostSend reached its repeatUntil time. */
    REPEAT_END
}
