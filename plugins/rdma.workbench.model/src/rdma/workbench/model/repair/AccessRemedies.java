package rdma.workbench.model.repair;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.AccessRefusal;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.programs.RemoteAccess;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.validation.Rule;

/**
 * What makes a foreseen access refusal (AccessRefusal) go away: grant the right where it is
 * missing, bring the request inside the region or the region around the request, or name a region
 * that allows it. Each fix changes the one object the refusal names.
 */
final class AccessRemedies {

    private AccessRemedies() {
    }

    static Remedy remote(PostSend send) {
        AccessRefusal r = AccessRefusal.remote(send);
        if (r == null) {
            return Remedy.none(Rule.REMOTE_ACCESS, "the responder will accept this request now");
        }
        RegMr mr = r.mr();
        List<Fix> fixes = new ArrayList<>();
        switch (r.kind()) {
            case QP_ACCESS -> grant((CreateQp) r.queue(), r.flag(), fixes);
            case ATOMIC_ALIGNMENT -> {
                long aligned = r.from() & ~7L;
                fixes.add(new Fix("Align the offset to " + aligned, "Sets the remote offset of " + ModelLabels.of(send) + " from " + r.from() + " to "
                        + aligned + ", the 8-byte boundary below it", () -> send.setRemoteOffset(aligned)));
            }
            case REMOTE_PD -> movePd(mr, ((CreateQp) r.queue()).getPd(), fixes);
            case REMOTE_RANGE -> {
                shorten(send, r, fixes);
                ValueRemedies.lengthen(mr, r.to(), "the request fits", fixes);
            }
            case REMOTE_FLAG -> fixes.add(addAccess(mr, r.flag()));
            default -> throw new IllegalStateException(r.kind().name());
        }
        if (r.kind() != AccessRefusal.Kind.QP_ACCESS && r.kind() != AccessRefusal.Kind.ATOMIC_ALIGNMENT) {
            retarget(send, r, fixes);
        }
        return Remedy.of(Rule.REMOTE_ACCESS, fixes, ModelLabels.capitalize(ModelLabels.of(Programs.programOf(mr)))
                + " has no memory region that fits, and the change needs a choice only you can make");
    }

    static Remedy local(Step step, Object related) {
        AccessRefusal r = related instanceof Sge sge ? AccessRefusal.local(step, sge) : null;
        if (r == null) {
            return Remedy.none(Rule.LOCAL_ACCESS, "the SGE's memory region allows this access now");
        }
        List<Fix> fixes = new ArrayList<>();
        if (r.kind() == AccessRefusal.Kind.LOCAL_WRITE) {
            fixes.add(addAccess(r.mr(), AccessFlag.LOCAL_WRITE));
        } else {
            movePd(r.mr(), AccessRefusal.pd(r.queue()), fixes);
        }
        return Remedy.of(Rule.LOCAL_ACCESS, fixes, ModelLabels.capitalize(ModelLabels.of(AccessRefusal.pd(r.queue()))) + " is allocated after "
                + ModelLabels.of(r.mr()) + ", so the region cannot join it: register the region after it, or use a QP of its own domain");
    }

    /** ibv_modify_qp's qp_access_flags: every ModifyQp of the QP that sets them grants the right, or its INIT transition when none does. */
    private static void grant(CreateQp qp, AccessFlag right, List<Fix> fixes) {
        List<ModifyQp> setting = Programs.modifications(qp).stream().filter(ModifyQp::isSetAccessFlags).toList();
        List<ModifyQp> targets = setting.isEmpty()
                ? Programs.modifications(qp).stream().filter(m -> m.getTargetState() == QpState.INIT).limit(1).toList()
                : setting;
        if (targets.isEmpty()) {
            return;
        }
        String where = targets.size() == 1 ? ModelLabels.of(targets.get(0)) : targets.size() + " ModifyQps of " + ModelLabels.of(qp);
        fixes.add(new Fix("Grant " + right + " on " + ModelLabels.of(qp), "Adds " + right + " to the access flags that " + where
                + " sets on " + ModelLabels.of(qp) + " (qp_access_flags), so the responder lets the request in", () -> {
                    for (ModifyQp m : targets) {
                        if (!m.getAccessFlags().contains(right)) {
                            m.getAccessFlags().add(right);
                        }
                    }
                }));
    }

    /** The flag, and LOCAL_WRITE with REMOTE_WRITE or REMOTE_ATOMIC, which ibv_reg_mr requires beside them. */
    private static Fix addAccess(RegMr mr, AccessFlag flag) {
        List<AccessFlag> after = new ArrayList<>(mr.getAccess());
        after.add(flag);
        boolean local = RemoteAccess.lacksLocalWrite(after);
        return new Fix("Add " + flag + " to " + ModelLabels.of(mr), "Adds " + flag + (local ? " and LOCAL_WRITE, which ibv_reg_mr requires with it," : "")
                + " to the access flags of " + ModelLabels.of(mr), () -> {
                    if (local) {
                        mr.getAccess().add(0, AccessFlag.LOCAL_WRITE);
                    }
                    mr.getAccess().add(flag);
                });
    }

    /** Register the region in the QP's protection domain, when that domain exists before the region does. */
    private static void movePd(RegMr mr, AllocPd pd, List<Fix> fixes) {
        Program p = Programs.programOf(mr);
        if (pd != null && p != null && Programs.programOf(pd) == p && p.getSteps().indexOf(pd) < p.getSteps().indexOf(mr)) {
            fixes.add(new Fix("Register " + ModelLabels.of(mr) + " in " + ModelLabels.of(pd), "Sets the protection domain of " + ModelLabels.of(mr)
                    + " to " + ModelLabels.of(pd) + ", the QP's", () -> mr.setPd(pd)));
        }
    }

    /** Trim the request's SGEs so that it ends where the region does, or move it to offset 0 when it fits there. */
    private static void shorten(PostSend send, AccessRefusal r, List<Fix> fixes) {
        long length = r.mr().getLength();
        long total = r.to() - r.from();
        if (r.from() >= 0 && r.from() < length && RemoteAccess.neededBy(send.getOpcode()) != AccessFlag.REMOTE_ATOMIC) {
            long keep = length - r.from();
            fixes.add(new Fix("Shorten to " + keep + " bytes", "Trims the SGEs of " + ModelLabels.of(send) + " from " + total + " to " + keep
                    + " bytes, so the request ends where " + ModelLabels.of(r.mr()) + " does", () -> trim(send.getSges(), keep)));
        }
        if (r.from() != 0 && total <= length) {
            fixes.add(new Fix("Start at offset 0", "Sets the remote offset of " + ModelLabels.of(send) + " from " + r.from() + " to 0, where its "
                    + total + " bytes fit into " + ModelLabels.of(r.mr()), () -> send.setRemoteOffset(0)));
        }
    }

    private static void trim(List<Sge> sges, long keep) {
        long left = keep;
        for (int i = 0; i < sges.size(); i++) {
            Sge s = sges.get(i);
            if (left <= 0) {
                sges.subList(i, sges.size()).clear();
                return;
            }
            if (s.getLength() > left) {
                s.setLength((int) left);
            }
            left -= Math.max(0, s.getLength());
        }
    }

    /** The peer's other regions that would accept the request as it is. */
    private static void retarget(PostSend send, AccessRefusal r, List<Fix> fixes) {
        CreateQp responder = Programs.remoteQp(send.getQp());
        Program peer = Programs.programOf(responder);
        for (Step s : peer.getSteps()) {
            if (s instanceof RegMr mr && mr != r.mr() && mr.getExpectedResult() == Errno.OK && mr.getPd() == responder.getPd()
                    && mr.getAccess().contains(r.flag()) && r.to() <= mr.getLength()) {
                fixes.add(new Fix("Target " + ModelLabels.of(mr), "Sets the remote memory region of " + ModelLabels.of(send) + " to "
                        + ModelLabels.of(mr) + ", which " + ModelLabels.of(peer) + " registered in " + ModelLabels.of(mr.getPd()) + " with " + r.flag()
                        + " and " + mr.getLength() + " bytes", () -> send.setRemoteMr(mr)));
            }
        }
    }
}
