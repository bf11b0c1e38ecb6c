package rdma.workbench.engine.stepping;

import java.util.List;

/**
 * A program at one moment: its host and device (null when it opened none), its status and the
 * step it is at (index, id and label; id and label null at the end), while it is blocked what
 * it waits for ("1 more completion on cq"), and every step with the object it created.
 */
public record ProgramSnapshot(String name, String host, String device, ProgramStatus state, int pc, String stepId, String stepLabel,
        String waitingFor, List<StepSnapshot> steps) {
}
