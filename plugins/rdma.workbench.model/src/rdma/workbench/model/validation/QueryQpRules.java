package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Step;

/**
 * ibv_query_qp reports as dest_qp_num the remote QP that the last successful ibv_modify_qp with
 * IBV_QP_DEST_QPN set; an expectation naming another QP can never be met.
 */
final class QueryQpRules {

    private QueryQpRules() {
    }

    static void check(QueryQp q, Program program, RuleValidator.Reporter report) {
        CreateQp expected = q.getExpectedDestQp();
        CreateQp qp = q.getQp();
        if (expected == null || qp == null) {
            return;
        }
        ModifyQp connecting = null;
        for (Step s : program.getSteps()) {
            if (s == q) {
                break;
            }
            if (s instanceof ModifyQp m && m.getQp() == qp && m.getDestQp() != null && m.getExpectedResult() == Errno.OK) {
                connecting = m;
            }
        }
        if (connecting == null) {
            report.warning(Rule.QUERY_DEST_QP, q, capitalize(ModelLabels.of(q)) + " expects dest QP " + qpOf(expected) + ", but no ModifyQp before it gives "
                    + ModelLabels.of(qp) + " a destination: ibv_query_qp reports dest_qp_num 0", ScenarioPackage.Literals.QUERY_QP__EXPECTED_DEST_QP);
        } else if (connecting.getDestQp() != expected) {
            report.warning(Rule.QUERY_DEST_QP, q, capitalize(ModelLabels.of(q)) + " expects dest QP " + qpOf(expected) + ", but "
                    + ModelLabels.of(connecting) + " connected " + ModelLabels.of(qp) + " to " + qpOf(connecting.getDestQp())
                    + ": ibv_query_qp reports the QP set at INIT to RTR", connecting);
        }
    }

    private static String qpOf(CreateQp qp) {
        Program p = Programs.programOf(qp);
        return ModelLabels.stepName(qp) + (p == null ? "" : " of " + ModelLabels.of(p));
    }
}
