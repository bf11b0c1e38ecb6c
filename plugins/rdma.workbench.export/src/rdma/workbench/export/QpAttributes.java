package rdma.workbench.export;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * The QP attributes of ModifyQp and QueryQp steps as every export writes them: ibv's names (mask bit and
 * ibv_qp_attr field) beside the value the step gives, in the order rdmawb run sets them. Enumeration values keep
 * ibv's name without a language's prefix (IBV_QPS_RTS, IBV_MTU_1024).
 */
public final class QpAttributes {

    /** An attribute a ModifyQp sets: its IBV_QP_* mask bit, its ibv_qp_attr field, its value. */
    public record Set(String mask, String field, String value) {
    }

    /** An attribute a QueryQp expects: the name a mismatch says, the ibv_qp_attr field, the value (a number or an enumerator). */
    public record Expected(String label, String field, String value) {
    }

    private QpAttributes() {
    }

    /** The plain numeric attributes a ModifyQp sets (the PSNs, the atomics' depths, the timers and retries). */
    public static List<Set> numeric(ModifyQp s) {
        List<Set> a = new ArrayList<>();
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__RQ_PSN)) {
            a.add(new Set("IBV_QP_RQ_PSN", "rq_psn", String.valueOf(s.getRqPsn())));
        }
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__SQ_PSN)) {
            a.add(new Set("IBV_QP_SQ_PSN", "sq_psn", String.valueOf(s.getSqPsn())));
        }
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__MAX_DEST_RD_ATOMIC)) {
            a.add(new Set("IBV_QP_MAX_DEST_RD_ATOMIC", "max_dest_rd_atomic", String.valueOf(s.getMaxDestRdAtomic())));
        }
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__MAX_RD_ATOMIC)) {
            a.add(new Set("IBV_QP_MAX_QP_RD_ATOMIC", "max_rd_atomic", String.valueOf(s.getMaxRdAtomic())));
        }
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__MIN_RNR_TIMER)) {
            a.add(new Set("IBV_QP_MIN_RNR_TIMER", "min_rnr_timer", String.valueOf(s.getMinRnrTimer())));
        }
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__TIMEOUT)) {
            a.add(new Set("IBV_QP_TIMEOUT", "timeout", String.valueOf(s.getTimeout())));
        }
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__RETRY_CNT)) {
            a.add(new Set("IBV_QP_RETRY_CNT", "retry_cnt", String.valueOf(s.getRetryCnt())));
        }
        if (s.eIsSet(ScenarioPackage.Literals.MODIFY_QP__RNR_RETRY)) {
            a.add(new Set("IBV_QP_RNR_RETRY", "rnr_retry", String.valueOf(s.getRnrRetry())));
        }
        return a;
    }

    /** What a QueryQp expects of the attributes it reads. */
    public static List<Expected> expected(QueryQp s) {
        List<Expected> a = new ArrayList<>();
        if (s.isSetExpectedState()) {
            a.add(new Expected("state", "qp_state", "IBV_QPS_" + s.getExpectedState().getName()));
        }
        if (s.isSetExpectedSqPsn()) {
            a.add(new Expected("sq_psn", "sq_psn", String.valueOf(s.getExpectedSqPsn())));
        }
        if (s.isSetExpectedRqPsn()) {
            a.add(new Expected("rq_psn", "rq_psn", String.valueOf(s.getExpectedRqPsn())));
        }
        if (s.isSetExpectedPathMtu()) {
            a.add(new Expected("path_mtu", "path_mtu", "IBV_" + s.getExpectedPathMtu().getName()));
        }
        if (s.isSetExpectedTimeout()) {
            a.add(new Expected("timeout", "timeout", String.valueOf(s.getExpectedTimeout())));
        }
        if (s.isSetExpectedRetryCnt()) {
            a.add(new Expected("retry_cnt", "retry_cnt", String.valueOf(s.getExpectedRetryCnt())));
        }
        if (s.isSetExpectedRnrRetry()) {
            a.add(new Expected("rnr_retry", "rnr_retry", String.valueOf(s.getExpectedRnrRetry())));
        }
        if (s.isSetExpectedMinRnrTimer()) {
            a.add(new Expected("min_rnr_timer", "min_rnr_timer", String.valueOf(s.getExpectedMinRnrTimer())));
        }
        if (s.isSetExpectedMaxRdAtomic()) {
            a.add(new Expected("max_rd_atomic", "max_rd_atomic", String.valueOf(s.getExpectedMaxRdAtomic())));
        }
        if (s.isSetExpectedMaxDestRdAtomic()) {
            a.add(new Expected("max_dest_rd_atomic", "max_dest_rd_atomic", String.valueOf(s.getExpectedMaxDestRdAtomic())));
        }
        return a;
    }
}
