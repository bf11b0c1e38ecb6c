package rdma.workbench.engine.stepping;

import rdma.workbench.engine.program.ProgramState;

/**
 * Where a program stands as an inspector shows it: ready at a step, waiting in one, finished,
 * stopped. A step woken or timed out ({@link ProgramState#WOKEN}, {@link ProgramState#TIMED_OUT})
 * runs again with the next event, so it shows as ready, as it did before those were states.
 */
public enum ProgramStatus {
    /** About to run its step (to begin it, or to run a blocked one again). */
    READY("ready"),
    /** Blocked in its step: waiting for completions, a barrier, an exchange. */
    WAITING("waiting"),
    FINISHED("finished"),
    STOPPED("stopped");

    private final String text;

    ProgramStatus(String text) {
        this.text = text;
    }

    static ProgramStatus of(ProgramState s) {
        return switch (s) {
            case READY, WOKEN, TIMED_OUT -> READY;
            case BLOCKED -> WAITING;
            case FINISHED -> FINISHED;
            case STOPPED -> STOPPED;
        };
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
