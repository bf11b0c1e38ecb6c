package rdma.workbench.engine.trace;

import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * A program called a verb ({@code verb}, e.g. "ibv_post_send") in step {@code stepId}; {@code text} gives call and result.
 * {@code polled} is the work completion an ibv_poll_cq returned (one event per completion), null for every other call: what
 * "Expect what happened" turns into a PollCq step's expectations.
 */
public record VerbCalled(Stamp stamp, String node, String program, String stepId, String verb, Errno result, String text,
        WorkCompletion polled) implements TraceEvent {

    @Override
    public String summary() {
        return text;
    }

    @Override
    public boolean isError() {
        return result != Errno.OK;
    }
}
