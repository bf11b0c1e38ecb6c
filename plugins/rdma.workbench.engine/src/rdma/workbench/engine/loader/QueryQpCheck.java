package rdma.workbench.engine.loader;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;

import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.StepAction;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.QpAttributes;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.VerbResult;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.scenario.QueryQp;

/**
 * A QueryQp step: ibv_query_qp, then each attribute the step expects compared with what the QP
 * reports (the live sq_psn and rq_psn, as rxe_qp_to_attr gives them). The expectations are copied
 * out of the model when the scenario loads.
 */
final class QueryQpCheck implements StepAction {

    /** One expected attribute: its ibv_qp_attr name, the value, and how to read it from the attributes. */
    private record Expected(String name, long value, ToLongFunction<QpAttributes> read) {
    }

    private final String stepName;
    private final Errno expectedResult;
    private final StepRef qp;
    private final StepRef destQp;
    private final QpState state;
    private final List<Expected> expected;

    private QueryQpCheck(QueryQp s, StepRef qp, StepRef destQp, List<Expected> expected) {
        this.stepName = s.getName() == null ? "" : " " + s.getName();
        this.expectedResult = StepBuilder.errno(s);
        this.qp = qp;
        this.destQp = destQp;
        this.state = s.isSetExpectedState() ? QpState.valueOf(s.getExpectedState().getName()) : null;
        this.expected = List.copyOf(expected);
    }

    static QueryQpCheck of(QueryQp s, StepRef qp, StepRef destQp) {
        List<Expected> e = new ArrayList<>();
        if (s.isSetExpectedSqPsn()) {
            e.add(new Expected("sq_psn", s.getExpectedSqPsn(), a -> a.sqPsn));
        }
        if (s.isSetExpectedRqPsn()) {
            e.add(new Expected("rq_psn", s.getExpectedRqPsn(), a -> a.rqPsn));
        }
        if (s.isSetExpectedPathMtu()) {
            e.add(new Expected("path_mtu", RoceMtu.bytes(s.getExpectedPathMtu()), a -> a.pathMtu));
        }
        if (s.isSetExpectedTimeout()) {
            e.add(new Expected("timeout", s.getExpectedTimeout(), a -> a.timeout));
        }
        if (s.isSetExpectedRetryCnt()) {
            e.add(new Expected("retry_cnt", s.getExpectedRetryCnt(), a -> a.retryCnt));
        }
        if (s.isSetExpectedRnrRetry()) {
            e.add(new Expected("rnr_retry", s.getExpectedRnrRetry(), a -> a.rnrRetry));
        }
        if (s.isSetExpectedMinRnrTimer()) {
            e.add(new Expected("min_rnr_timer", s.getExpectedMinRnrTimer(), a -> a.minRnrTimer));
        }
        if (s.isSetExpectedMaxRdAtomic()) {
            e.add(new Expected("max_rd_atomic", s.getExpectedMaxRdAtomic(), a -> a.maxRdAtomic));
        }
        if (s.isSetExpectedMaxDestRdAtomic()) {
            e.add(new Expected("max_dest_rd_atomic", s.getExpectedMaxDestRdAtomic(), a -> a.maxDestRdAtomic));
        }
        return new QueryQpCheck(s, qp, destQp, e);
    }

    @Override
    public Outcome run(ProgramRunner r) {
        VerbResult<QpAttributes> result = r.context().queryQp(qp.object(QueuePair.class));
        if (!result.isOk()) {
            r.verb("ibv_query_qp", result.errno(), () -> "ibv_query_qp" + stepName + ": " + result.errno() + " (" + result.reason() + ")");
            return StepBuilder.expect(r, expectedResult, "ibv_query_qp", result.errno(), result.reason());
        }
        QpAttributes a = result.value();
        r.verb("ibv_query_qp", Errno.OK, () -> String.format(Locale.ROOT, "ibv_query_qp%s: %s, sq_psn %d, rq_psn %d, dest_qp_num 0x%06x, path_mtu %d", stepName, a.state,
                a.sqPsn, a.rqPsn, a.destQpn, a.pathMtu));
        if (state != null && a.state != state) {
            r.mismatch("qp_state " + a.state + ", expected " + state);
        }
        for (Expected e : expected) {
            long actual = e.read().applyAsLong(a);
            if (actual != e.value()) {
                r.mismatch(e.name() + " " + actual + ", expected " + e.value());
            }
        }
        if (destQp != null) {
            QueuePair peer = destQp.object(QueuePair.class);
            if (peer == null || peer.qpn() != a.destQpn) {
                r.mismatch(String.format(Locale.ROOT, "dest_qp_num 0x%06x, expected QP %s", a.destQpn, destQp.name())
                        + (peer == null ? " (which does not exist)" : String.format(Locale.ROOT, " (0x%06x)", peer.qpn())));
            }
        }
        return StepBuilder.expect(r, expectedResult, "ibv_query_qp", Errno.OK, "");
    }
}
