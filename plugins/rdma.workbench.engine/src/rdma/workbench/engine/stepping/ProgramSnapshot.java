package rdma.workbench.engine.stepping;

import rdma.workbench.engine.program.ProgramState;

/**
 * A program at one moment: its state and the step it is at (id and label; null at the end), and
 * while it is blocked, what it waits for ("1 more completion on cq").
 */
public record ProgramSnapshot(String name, String host, ProgramState state, int pc, String stepId, String stepLabel, String waitingFor) {
}
