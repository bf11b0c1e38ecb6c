package rdma.workbench.model.programs;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WcStatus;

/**
 * The failed completions a program's PollCq steps expect: how a scenario says it teaches a
 * failure on purpose (an expected status other than SUCCESS for the work request's wr_id, or for
 * any wr_id when the expectation leaves it unset). Built once per program, asked per work request.
 */
public final class ExpectedFailures {

    /** Per CQ: the statuses expected for each wr_id; the key null holds those whose wr_id is unset. */
    private final Map<CreateCq, Map<Long, Set<WcStatus>>> byCq = new HashMap<>();

    private ExpectedFailures() {
    }

    public static ExpectedFailures of(Program p) {
        ExpectedFailures f = new ExpectedFailures();
        for (Step s : p.getSteps()) {
            if (s instanceof PollCq poll && poll.getCq() != null) {
                for (ExpectedCompletion e : poll.getExpected()) {
                    if (e.getStatus() != WcStatus.SUCCESS) {
                        f.byCq.computeIfAbsent(poll.getCq(), c -> new HashMap<>())
                                .computeIfAbsent(e.isSetWrId() ? e.getWrId() : null, w -> new HashSet<>()).add(e.getStatus());
                    }
                }
            }
        }
        return f;
    }

    /** Whether a PollCq on {@code cq} (on any CQ when null: a receive on an SRQ) expects {@code status} for {@code wrId}. */
    public boolean expects(CreateCq cq, long wrId, WcStatus status) {
        if (cq != null) {
            return expects(byCq.get(cq), wrId, status);
        }
        return byCq.values().stream().anyMatch(m -> expects(m, wrId, status));
    }

    private static boolean expects(Map<Long, Set<WcStatus>> byWrId, long wrId, WcStatus status) {
        return byWrId != null && (byWrId.getOrDefault(wrId, Set.of()).contains(status) || byWrId.getOrDefault(null, Set.of()).contains(status));
    }
}
