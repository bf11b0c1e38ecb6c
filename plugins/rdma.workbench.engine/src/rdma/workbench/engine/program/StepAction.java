package rdma.workbench.engine.program;

/** What a step does when the program reaches it; it may run again after a wake-up while it returns BLOCKED. */
@FunctionalInterface
public interface StepAction {
    Outcome run(ProgramRunner program);
}
