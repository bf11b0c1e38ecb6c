package rdma.workbench.engine.program;

/** One step of a program: its name (for references, breakpoints and messages), how the trace calls it, and what it does. */
public record ProgramStep(String name, String label, StepAction action) {
}
