package rdma.workbench.engine.program;

/** What running a step did: finished, has to wait (for completions, for a barrier), or stopped the program. */
public enum Outcome {
    DONE, BLOCKED, STOP
}
