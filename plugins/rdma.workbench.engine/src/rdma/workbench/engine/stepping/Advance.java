package rdma.workbench.engine.stepping;

/** What came of asking a session to run its next engine event. */
public enum Advance {
    /** The event ran. */
    RAN,
    /** Nothing is left to run: every program finished or waits for something that will never come. */
    FINISHED,
    /** The next event lies past the simulated-time limit. */
    TIME_LIMIT,
    /** A pause was asked for (from another thread) and nothing ran. */
    PAUSED
}
