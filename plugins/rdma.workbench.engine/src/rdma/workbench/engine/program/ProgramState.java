package rdma.workbench.engine.program;

/**
 * Where a program stands in running its steps, as one state (a step's first run, a blocked step,
 * a blocked step run again, a wait that ran out are states, not flags beside one): a program is
 * READY to begin its step at pc, runs it, and is READY for the next when it is done, BLOCKED
 * when it must wait, STOPPED when it failed; a blocked step is WOKEN by what it may wait for or
 * TIMED_OUT by its timer, and runs again. FINISHED after the last step.
 */
public enum ProgramState {
    /** The step at pc has not begun: the program's next run begins it (or, past the last step, finishes the program). */
    READY("ready to begin its step"),
    /** The step at pc ran and waits (ibv_poll_cq without its completions yet, a Sync); it runs again when woken. */
    BLOCKED("blocked in its step"),
    /** The blocked step was woken (a completion, an async event, a barrier, a timer) and runs again next. */
    WOKEN("woken in its step"),
    /** The blocked step's wait ran out ({@link ProgramRunner#waitAtMost}); it runs again next, to give up. */
    TIMED_OUT("timed out in its step"),
    /** Every step ran. */
    FINISHED("finished"),
    /** A step failed in a way the scenario did not expect, and the program stopped there. */
    STOPPED("stopped");

    private final String text;

    ProgramState(String text) {
        this.text = text;
    }

    /** Whether the program runs no more: finished or stopped. */
    public boolean ended() {
        return this == FINISHED || this == STOPPED;
    }

    @Override
    public String toString() {
        return text;
    }
}
