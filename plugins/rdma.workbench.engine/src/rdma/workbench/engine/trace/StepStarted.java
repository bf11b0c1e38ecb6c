package rdma.workbench.engine.trace;

/** A program began a step of the scenario ({@code stepId} is the step's stable id, {@code label} how people call it). */
public record StepStarted(Stamp stamp, String node, String program, String stepId, String label) implements TraceEvent {

    @Override
    public String summary() {
        return program + ": step " + label;
    }
}
