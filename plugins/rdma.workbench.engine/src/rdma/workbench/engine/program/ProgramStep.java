package rdma.workbench.engine.program;

/**
 * One step of a program: its stable id (the step's URI fragment in the scenario, which breakpoints
 * and views use), its name (for references and messages), how the trace calls it, and what it does.
 */
public record ProgramStep(String id, String name, String label, StepAction action) {
}
