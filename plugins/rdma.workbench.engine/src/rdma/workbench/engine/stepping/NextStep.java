package rdma.workbench.engine.stepping;

/**
 * The step a program is about to begin with the session's next engine event: where a step
 * breakpoint or a Run to Step stands. The program and step are named as the scenario names them.
 */
public record NextStep(String program, String stepId, String stepLabel) {
}
