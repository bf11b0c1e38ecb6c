package rdma.workbench.model.repair;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.programs.RemoteAccess;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.validation.Rule;

/**
 * An RDMA or atomic request names the memory region of the peer its QP is connected to (the
 * RETH / AtomicETH carry its address and R_Key): pick one of the peer's MRs that grants the
 * access the opcode needs, or register one on the peer.
 */
final class RemoteMemoryRemedies {

    /** The size of a memory region the fix registers when the request is smaller. */
    static final int DEFAULT_LENGTH = 4096;

    private RemoteMemoryRemedies() {
    }

    static Remedy remoteMr(Rule rule, PostSend send) {
        CreateQp qp = send.getQp();
        CreateQp remote = Programs.remoteQp(qp);
        Program peer = remote == null ? null : Programs.programOf(remote);
        if (peer == null) {
            return Remedy.none(rule, capitalize(ModelLabels.of(qp)) + " is connected to no peer yet, so there is no peer memory to name:"
                    + " connect it (its RTR ModifyQp's destination QP) first");
        }
        // only RDMA and atomic requests name a remote region; should a SEND carry one, a WRITE target is what it would need
        AccessFlag access = Objects.requireNonNullElse(RemoteAccess.neededBy(send.getOpcode()), AccessFlag.REMOTE_WRITE);
        List<Fix> fixes = new ArrayList<>();
        for (Step s : peer.getSteps()) {
            if (s instanceof RegMr mr && mr.getAccess().contains(access) && mr.getExpectedResult() == Errno.OK && mr != send.getRemoteMr()) {
                fixes.add(new Fix("Target " + ModelLabels.of(mr) + " of " + ModelLabels.of(peer), "Sets the remote memory region of "
                        + ModelLabels.of(send) + " to " + ModelLabels.of(mr) + ", which " + ModelLabels.of(peer) + " registered with " + access,
                        () -> send.setRemoteMr(mr)));
            }
        }
        if (fixes.isEmpty() && remote.getPd() != null) {
            int length = (int) Math.min(Integer.MAX_VALUE, Math.max(DEFAULT_LENGTH, send.getRemoteOffset() + send.getSges().stream().mapToLong(Sge::getLength).sum()));
            String name = SiblingNames.unique("remote_mr", peer.getSteps(), null);
            fixes.add(new Fix("Register " + name + " on " + ModelLabels.of(peer), "Adds a RegMr " + name + " of " + length + " bytes with LOCAL_WRITE and "
                    + access + " to " + ModelLabels.of(peer) + " after " + ModelLabels.of(remote.getPd()) + ", and targets it", () -> {
                        RegMr mr = ScenarioFactory.eINSTANCE.createRegMr();
                        mr.setName(name);
                        mr.setPd(remote.getPd());
                        mr.setLength(length);
                        mr.getAccess().add(AccessFlag.LOCAL_WRITE);
                        if (access != AccessFlag.LOCAL_WRITE) {
                            mr.getAccess().add(access);
                        }
                        peer.getSteps().add(peer.getSteps().indexOf(remote.getPd()) + 1, mr);
                        send.setRemoteMr(mr);
                    }));
        }
        return Remedy.of(rule, fixes, capitalize(ModelLabels.of(peer)) + " has no protection domain for " + ModelLabels.of(remote)
                + " to register memory in");
    }
}
