package rdma.workbench.engine.trace;

/** Something went otherwise than the scenario expects, at step {@code stepId} of {@code program}. */
public record Mismatch(Stamp stamp, String node, String program, String stepId, String text) implements TraceEvent {

    @Override
    public String summary() {
        return "expected otherwise: " + text;
    }

    @Override
    public boolean isError() {
        return true;
    }
}
