package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.ObjectLifetimes;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DestroyCq;
import rdma.workbench.model.scenario.DestroySrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.VerbStep;

/**
 * ibv_dealloc_pd, ibv_destroy_cq and ibv_destroy_srq return EBUSY while other objects still use
 * the one they would free (uverbs counts the users: ib_destroy_usecnt). The scenario's expected
 * result must say which of the two happens.
 */
final class DestroyRules {

    private DestroyRules() {
    }

    static void check(VerbStep destroy, Program program, ObjectLifetimes lifetimes, RuleValidator.Reporter report) {
        if (!(destroy instanceof DeallocPd || destroy instanceof DestroyCq || destroy instanceof DestroySrq)) {
            return;
        }
        Step target = ObjectLifetimes.target(destroy);
        if (target == null || !lifetimes.alive(target, destroy)) {
            return; // a missing or already destroyed object is another rule's business
        }
        List<Step> users = new ArrayList<>();
        for (Step s : program.getSteps()) {
            if (s == destroy) {
                break;
            }
            if (uses(s, target) && lifetimes.alive(s, destroy)) {
                users.add(s);
            }
        }
        String verb = ObjectLifetimes.verb(destroy);
        if (!users.isEmpty() && destroy.getExpectedResult() == Errno.OK) {
            report.error(Rule.DESTROY_IN_USE, destroy, capitalize(ModelLabels.of(destroy)) + " frees " + ModelLabels.of(target) + " while "
                    + names(users) + (users.size() == 1 ? " still uses" : " still use") + " it: " + verb
                    + " returns EBUSY (destroy the users first, or expect EBUSY)", users.get(0));
        } else if (users.isEmpty() && destroy.getExpectedResult() == Errno.EBUSY) {
            report.error(Rule.DESTROY_IN_USE, destroy, capitalize(ModelLabels.of(destroy)) + " expects EBUSY, but nothing uses "
                    + ModelLabels.of(target) + " any more at that point: " + verb + " succeeds");
        }
    }

    /** Whether the object {@code s} creates holds on to {@code target}. */
    private static boolean uses(Step s, Step target) {
        return switch (s) {
            case RegMr m -> m.getPd() == target;
            case CreateSrq q -> q.getPd() == target;
            case CreateAh a -> a.getPd() == target;
            case CreateQp q -> q.getPd() == target || q.getSendCq() == target || q.getRecvCq() == target || q.getSrq() == target;
            default -> false;
        };
    }

    private static String names(List<Step> users) {
        List<String> names = users.stream().limit(3).map(ModelLabels::of).toList();
        String listed = names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
        return users.size() > 3 ? String.join(", ", names) + " and " + (users.size() - 3) + " more" : listed;
    }
}
