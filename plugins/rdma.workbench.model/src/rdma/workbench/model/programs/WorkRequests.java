package rdma.workbench.model.programs;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;

/**
 * Which CQ a posted work request completes on, and which work requests a PollCq reports: a run's
 * FAIL sits on the PollCq that saw the wrong completion, while the cause is the post step.
 */
public final class WorkRequests {

    private WorkRequests() {
    }

    /** The CQ a work request completes on: its QP's send CQ, a receive's QP's receive CQ, none known for an SRQ's receive. */
    public static CreateCq cq(Step step) {
        if (step instanceof PostSend s) {
            return s.getQp() == null ? null : s.getQp().getSendCq();
        }
        return step instanceof PostRecv r && r.getQp() != null ? r.getQp().getRecvCq() : null;
    }

    /** The wr_id of a PostSend or PostRecv; 0 for other steps. */
    public static long wrId(Step step) {
        return step instanceof PostSend s ? s.getWrId() : step instanceof PostRecv r ? r.getWrId() : 0;
    }

    /**
     * The PostSend and PostRecv steps of {@code poll}'s program whose completions it may report:
     * those that complete on its CQ (an SRQ's receive through a QP of that CQ) with a wr_id one of
     * its expectations names, or with any wr_id when an expectation leaves it unset or there is none.
     */
    public static List<Step> polledBy(PollCq poll) {
        List<Step> steps = new ArrayList<>();
        Program p = Programs.programOf(poll);
        if (p == null || poll.getCq() == null) {
            return steps;
        }
        Set<Long> wrIds = new HashSet<>();
        boolean anyWrId = poll.getExpected().isEmpty();
        for (ExpectedCompletion e : poll.getExpected()) {
            if (e.isSetWrId()) {
                wrIds.add(e.getWrId());
            } else {
                anyWrId = true;
            }
        }
        for (Step s : p.getSteps()) {
            if ((s instanceof PostSend || s instanceof PostRecv) && completesOn(s, poll.getCq(), p) && (anyWrId || wrIds.contains(wrId(s)))) {
                steps.add(s);
            }
        }
        return steps;
    }

    private static boolean completesOn(Step step, CreateCq cq, Program p) {
        if (step instanceof PostRecv r && r.getQp() == null && r.getSrq() != null) {
            for (Step s : p.getSteps()) {
                if (s instanceof CreateQp q && q.getSrq() == r.getSrq() && q.getRecvCq() == cq) {
                    return true;
                }
            }
            return false;
        }
        return cq(step) == cq;
    }
}
