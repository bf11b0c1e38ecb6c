package rdma.workbench.engine.trace;

/** A program finished a step ({@code stopped}: the step stopped the program, as an unexpected failure does). */
public record StepEnded(Stamp stamp, String node, String program, String stepId, String label, boolean stopped) implements TraceEvent {

    @Override
    public String summary() {
        return program + ": " + (stopped ? "stopped at step " : "done with step ") + label;
    }

    @Override
    public boolean isError() {
        return stopped;
    }
}
