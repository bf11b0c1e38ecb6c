package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.List;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.AccessRefusal;
import rdma.workbench.model.programs.ExpectedFailures;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.programs.WorkRequests;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WcStatus;
import rdma.workbench.model.validation.RuleValidator.Reporter;

/**
 * The memory accesses the engine will refuse when the scenario runs (AccessRefusal), as warnings
 * on the work request: the post succeeds and the failure comes later, as a completion. A program
 * that expects that completion's status for the work request in a PollCq teaches the failure on
 * purpose, and is not warned.
 */
final class AccessRules {

    private AccessRules() {
    }

    static void checkRemote(PostSend send, Reporter report) {
        AccessRefusal r = AccessRefusal.remote(send);
        if (r == null || taught(send, WorkRequests.cq(send), send.getWrId(), r.status(), report)) {
            return;
        }
        String request = capitalize(ModelLabels.of(send)) + " is an " + send.getOpcode() + " of bytes " + r.from() + ".." + r.to()
                + " of " + ModelLabels.of(r.mr()) + " in " + ModelLabels.of(Programs.programOf(r.mr()));
        CreateQp responder = (CreateQp) r.queue();
        String why = switch (r.kind()) {
            case QP_ACCESS -> ", but no ModifyQp of " + ModelLabels.of(responder) + " there grants " + r.flag() + " in its access flags";
            case ATOMIC_ALIGNMENT -> ", but offset " + r.from() + " is not 8-byte aligned, as an atomic's remote address must be";
            case REMOTE_PD -> ", but that region is in " + ModelLabels.of(r.mr().getPd()) + " and " + ModelLabels.of(responder) + " in "
                    + ModelLabels.of(responder.getPd());
            case REMOTE_RANGE -> ", but that region is " + r.mr().getLength() + " bytes long";
            case REMOTE_FLAG -> ", but that region was registered without " + r.flag();
            default -> throw new IllegalStateException(r.kind().name());
        };
        boolean invalid = r.kind() == AccessRefusal.Kind.QP_ACCESS || r.kind() == AccessRefusal.Kind.ATOMIC_ALIGNMENT;
        String outcome = r.status() == WcStatus.SUCCESS
                ? ": the responder will drop the message silently (UC has no NAK), and the work request completes successfully with nothing written"
                : ": the responder will NAK it (" + (invalid ? "invalid request" : "remote access error") + "), the work request will complete with "
                        + r.status() + " and both QPs go to ERR. If the scenario teaches this failure, expect " + r.status() + " for wr_id "
                        + send.getWrId() + " in a PollCq of " + ModelLabels.of(Programs.programOf(send));
        report.warning(Rule.REMOTE_ACCESS, send, request + why + outcome, r.kind() == AccessRefusal.Kind.QP_ACCESS ? responder : r.mr());
    }

    static void checkLocal(Step step, Sge sge, Reporter report) {
        AccessRefusal r = AccessRefusal.local(step, sge);
        if (r == null || taught(step, WorkRequests.cq(step), WorkRequests.wrId(step), r.status(), report)) {
            return;
        }
        String why = r.kind() == AccessRefusal.Kind.LOCAL_PD
                ? ", which is in " + ModelLabels.of(r.mr().getPd()) + ", but " + ModelLabels.of(r.queue()) + " is in " + ModelLabels.of(AccessRefusal.pd(r.queue()))
                : ", which was registered without LOCAL_WRITE, and the NIC writes into it" + (step instanceof PostRecv ? "" : " (the " + ((PostSend) step).getOpcode()
                        + "'s response lands there)");
        String outcome = step instanceof PostRecv
                ? ": ibv_post_recv accepts it, but the message that arrives completes this receive with LOC_QP_OP_ERR and the sender's request with REM_OP_ERR,"
                        + " and both QPs go to ERR (rxe: malformed WQE)"
                : ": the lkey check fails and the work request will complete with LOC_PROT_ERR";
        report.warning(Rule.LOCAL_ACCESS, step, "An SGE of " + ModelLabels.of(step) + " uses " + ModelLabels.of(r.mr()) + why + outcome
                + ". If the scenario teaches this failure, expect " + r.status() + " for wr_id " + WorkRequests.wrId(step) + " in a PollCq", sge);
    }

    /** Whether the program of {@code step} expects {@code status} for {@code wrId} on {@code cq} (on any CQ when null). */
    static boolean taught(Step step, CreateCq cq, long wrId, WcStatus status, Reporter report) {
        Program p = Programs.programOf(step);
        return p != null && report.once(List.of(ExpectedFailures.class, p), () -> ExpectedFailures.of(p)).expects(cq, wrId, status);
    }
}
