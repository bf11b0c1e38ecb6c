package rdma.workbench.debug.launch;

import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WaitAsyncEvent;

/** Which steps of a scenario are expectations: the results summary gives each a PASS or a FAIL. */
final class Expectations {

    private Expectations() {
    }

    static boolean checks(Step s) {
        return switch (s) {
            case PollCq p -> !p.getExpected().isEmpty() || p.getExpectedResult() != Errno.OK;
            case CheckMemory c -> true;
            case QueryQp q -> true;
            case WaitAsyncEvent w -> true;
            case VerbStep v -> v.getExpectedResult() != Errno.OK;
            default -> false;
        };
    }
}
