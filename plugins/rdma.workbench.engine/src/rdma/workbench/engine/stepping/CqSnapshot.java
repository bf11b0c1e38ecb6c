package rdma.workbench.engine.stepping;

import java.util.List;

import rdma.workbench.engine.verbs.WorkCompletion;

/** A completion queue at one moment: the completions waiting in it. */
public record CqSnapshot(int handle, int capacity, List<WorkCompletion> entries, boolean overflowed, int users) {
}
