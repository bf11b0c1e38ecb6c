package rdma.workbench.engine.trace;

import rdma.workbench.engine.verbs.Errno;

/** A program called a verb ({@code verb}, e.g. "ibv_post_send") in step {@code stepId}; {@code text} gives call and result. */
public record VerbCalled(Stamp stamp, String node, String program, String stepId, String verb, Errno result, String text) implements TraceEvent {

    @Override
    public String summary() {
        return text;
    }

    @Override
    public boolean isError() {
        return result != Errno.OK;
    }
}
