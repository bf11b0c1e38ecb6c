package rdma.workbench.engine.program;

/** What a step does when the program reaches it; it may run again after a wake-up while it returns BLOCKED. */
@FunctionalInterface
public interface StepAction {
    Outcome run(ProgramRunner program);

    /** What the step waits for while it is blocked ("2 more completions on cq"), or null when it does not say. */
    default String waitingFor(ProgramRunner program) {
        return null;
    }
}
