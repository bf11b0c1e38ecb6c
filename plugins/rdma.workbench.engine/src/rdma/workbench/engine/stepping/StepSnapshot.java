package rdma.workbench.engine.stepping;

/** One step of a program: its id, its name (null when it has none), its label, and the verbs object it created (null when none). */
public record StepSnapshot(String id, String name, String label, StepObject object) {
}
