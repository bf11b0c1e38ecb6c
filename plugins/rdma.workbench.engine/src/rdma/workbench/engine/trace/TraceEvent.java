package rdma.workbench.engine.trace;

/**
 * One thing that happened in a run. The types say what; views, breakpoints and conditions match
 * on them and their fields, and {@link #summary()} says it in words for the text trace.
 */
public sealed interface TraceEvent permits VerbCalled, QpStateChanged, PacketSent, FrameOnLink, PacketReceived, PacketDropped,
        FrameFaulted, QueueDepth, FrameMarked, RateChanged, PauseFrameSent, PauseStateChanged, CompletionQueued, AsyncEventRaised, TimerFired, StepStarted, StepEnded, TransportNote, ProgramNote, Mismatch {

    Stamp stamp();

    /** The host or switch where it happened. */
    String node();

    /** What happened, in one line. */
    String summary();

    default long seq() {
        return stamp().seq();
    }

    default long time() {
        return stamp().time();
    }

    default long cause() {
        return stamp().cause();
    }

    /** The scenario step it belongs to (a verb's, a step's beginning or end, an unmet expectation's), or null. */
    default String stepId() {
        return null;
    }

    /** The QP it concerns, or -1. */
    default int qpn() {
        return -1;
    }

    /** Whether it reports something that went wrong (a drop, an error completion, an unmet expectation...). */
    default boolean isError() {
        return false;
    }
}
