package rdma.workbench.engine.program;

/** Where a program is. */
public enum ProgramState {
    READY, WAITING, FINISHED, STOPPED
}
