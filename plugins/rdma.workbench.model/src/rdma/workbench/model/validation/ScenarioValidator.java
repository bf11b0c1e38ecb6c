package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.programs.AccessRefusal;
import rdma.workbench.model.programs.ObjectLifetimes;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.programs.RemoteAccess;
import rdma.workbench.model.programs.StepReferences;
import rdma.workbench.model.programs.VerbsObject;
import rdma.workbench.model.programs.WorkRequests;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;

/**
 * The rules real RDMA stacks enforce on a verb flow. A verb step whose expected result is an
 * error is teaching that failure, so the rules about that very call do not flag it.
 */
public final class ScenarioValidator extends RuleValidator {

    /** References that point into another program on purpose: they stand for what the peer told us out of band. */
    private static final Set<EReference> REMOTE = Set.of(
            ScenarioPackage.Literals.MODIFY_QP__DEST_QP,
            ScenarioPackage.Literals.POST_SEND__REMOTE_MR,
            ScenarioPackage.Literals.POST_SEND__REMOTE_QP,
            ScenarioPackage.Literals.POST_SEND__INVALIDATE_MR,
            ScenarioPackage.Literals.EXPECTED_COMPLETION__SRC_QP,
            ScenarioPackage.Literals.QUERY_QP__EXPECTED_DEST_QP);

    /** Whether {@code reference} may name another program's object (what the peer told us out of band). */
    public static boolean isRemote(EReference reference) {
        return REMOTE.contains(reference);
    }

    @Override
    protected void check(EObject o, Reporter report) {
        FieldRanges.check(o, report);
        if (o instanceof Scenario s) {
            uniqueNames(s.getPrograms(), e -> ((Program) e).getName(), "programs", report);
            checkPrograms(s, report);
            checkLimits(s, report);
            checkSyncs(s, report);
        } else if (o instanceof Program p) {
            uniqueNames(p.getSteps(), e -> ((Step) e).getName(), "steps of " + ModelLabels.of(p), report);
        } else if (o instanceof Step step) {
            Program program = Programs.programOf(step);
            ObjectLifetimes lifetimes = program == null ? null : lifetimes(program, report);
            if (lifetimes != null) {
                checkReferences(step, program, lifetimes, report);
            }
            if (o instanceof CreateQp qp) {
                checkQp(qp, report);
            } else if (o instanceof CreateSrq srq) {
                checkSrq(srq, report);
            } else if (o instanceof CreateCq cq) {
                checkCq(cq, report);
            } else if (o instanceof RegMr mr) {
                checkMr(mr, report);
                MemoryData.check(mr, report);
            } else if (o instanceof ModifyQp m) {
                checkModify(m, report);
            } else if (o instanceof CreateAh ah) {
                checkAh(ah, report);
            } else if (o instanceof PostSend send) {
                checkSend(send, report);
            } else if (o instanceof PostRecv recv) {
                checkRecv(recv, report);
            } else if (o instanceof CheckMemory c) {
                MemoryData.check(c, report);
            } else if (o instanceof QueryQp q && program != null) {
                QueryQpRules.check(q, program, report);
            } else if (o instanceof WaitAsyncEvent w) {
                AsyncEventRules.check(w, report);
            } else if (o instanceof VerbStep v && lifetimes != null && ObjectLifetimes.target(v) != null) {
                DestroyRules.check(v, program, lifetimes, report);
            }
        }
    }

    /** The program's object lifetimes, computed once per validation run. */
    private static ObjectLifetimes lifetimes(Program p, Reporter report) {
        return report.once(List.of(ObjectLifetimes.class, p), () -> ObjectLifetimes.of(p));
    }

    private static void checkPrograms(Scenario s, Reporter report) {
        for (Program p : s.getPrograms()) {
            if (p.getHost() == null) {
                continue; // EMF's required-reference check reports it
            }
            if (s.getTopology() != null && p.getHost().eContainer() != s.getTopology()) {
                report.error(Rule.PROGRAM_HOST, p, capitalize(ModelLabels.of(p)) + " runs on " + ModelLabels.of(p.getHost())
                        + ", which is not part of topology " + s.getTopology().getName());
            }
            if (p.getDevice() != null && p.getDevice().eContainer() != p.getHost()) {
                report.error(Rule.PROGRAM_DEVICE, p, capitalize(ModelLabels.of(p)) + " runs on " + ModelLabels.of(p.getHost())
                        + " but opens " + ModelLabels.of(p.getDevice()) + " of " + ModelLabels.of(p.getDevice().eContainer()));
            } else if (Programs.device(p) == null) {
                report.error(Rule.PROGRAM_DEVICE, p, capitalize(ModelLabels.of(p)) + " runs on " + ModelLabels.of(p.getHost())
                        + ", which has no RDMA device");
            }
            if (p.getNamespace() != null && p.getNamespace().eContainer() != p.getHost()) {
                report.error(Rule.PROGRAM_HOST, p, capitalize(ModelLabels.of(p)) + " runs in " + ModelLabels.of(p.getNamespace())
                        + ", which belongs to another host than " + ModelLabels.of(p.getHost()));
            }
        }
    }

    /**
     * A program uses only objects it created earlier, whose creation it expects to succeed, and
     * has not destroyed yet; of the remote references, only the creation is checked.
     */
    private static void checkReferences(Step step, Program program, ObjectLifetimes lifetimes, Reporter report) {
        Set<Step> failed = new HashSet<>();
        StepReferences.forEach(step, (holder, ref, target) -> {
            if (!(target instanceof Step used)) {
                return;
            }
            if (REMOTE.contains(ref)) {
                checkCreated(step, used, failed, report);
                return;
            }
            Program owner = Programs.programOf(used);
            if (owner != program) {
                report.error(Rule.FOREIGN_OBJECT, step, capitalize(ModelLabels.of(step)) + " uses " + ModelLabels.of(used)
                        + " of " + ModelLabels.of(owner) + ": a program can only use the objects it created itself", used);
            } else if (lifetimes.position(used) > lifetimes.position(step)) {
                report.error(Rule.USE_BEFORE_CREATE, step, capitalize(ModelLabels.of(step)) + " uses " + ModelLabels.of(used)
                        + ", which is only created later (step " + (lifetimes.position(used) + 1) + ")", used);
            } else if (checkCreated(step, used, failed, report)) {
                Step destroy = lifetimes.destroyedBefore(used, step);
                if (destroy != null && !(step instanceof VerbStep v && failureExpected(v))) {
                    report.warning(Rule.USE_AFTER_DESTROY, step, capitalize(ModelLabels.of(step)) + " uses " + ModelLabels.of(used) + " after "
                            + ObjectLifetimes.verb(destroy) + " destroyed it at step " + (lifetimes.position(destroy) + 1)
                            + ": its handle is freed, so a real program gets EINVAL there (or touches freed memory)", destroy);
                }
            }
        });
    }

    /**
     * Whether the object {@code used} creates may exist: false, with a warning unless {@code step}
     * expects to fail too (once per object in {@code failed}), when the scenario expects its
     * creation to fail, for then there is no object and the step cannot do what it says.
     */
    private static boolean checkCreated(Step step, Step used, Set<Step> failed, Reporter report) {
        VerbsObject kind = VerbsObject.createdBy(used);
        if (kind == null || !(used instanceof VerbStep creator) || !failureExpected(creator)) {
            return true;
        }
        if (!(step instanceof VerbStep v && failureExpected(v)) && failed.add(used)) {
            report.warning(Rule.USE_OF_FAILED_CREATE, step, capitalize(ModelLabels.of(step)) + " uses " + ModelLabels.of(used)
                    + ", whose creation the scenario expects to fail with " + creator.getExpectedResult().getName() + ": there is no " + kind.label()
                    + " to use, so a real program would pass NULL here", used);
        }
        return false;
    }

    private static void checkQp(CreateQp qp, Reporter report) {
        Rnic device = device(qp);
        if (device == null || failureExpected(qp)) {
            return;
        }
        if (device instanceof ErdmaDevice erdma) {
            if (erdma.getProtocol() == RdmaProtocol.ROCEV2 && qp.getQpType() == QpType.UC) {
                report.error(Rule.ERDMA_ROCE_NO_UC, qp, capitalize(ModelLabels.of(erdma))
                        + " is in RoCEv2 mode: it has no UC queue pairs (" + ModelLabels.of(qp) + ")", erdma);
            }
            if (erdma.getProtocol() == RdmaProtocol.IWARP && qp.getQpType() != QpType.RC) {
                report.error(Rule.ERDMA_IWARP_RC_ONLY, qp, capitalize(ModelLabels.of(erdma))
                        + " is in iWARP mode: iWARP only has RC queue pairs (" + ModelLabels.of(qp) + " is "
                        + qp.getQpType() + ")", erdma);
            }
            if (erdma.getProtocol() == RdmaProtocol.ROCEV2 && qp.getSrq() != null) {
                report.error(Rule.ERDMA_ROCE_NO_SRQ, qp, capitalize(ModelLabels.of(erdma))
                        + " is in RoCEv2 mode: it has no shared receive queues (" + ModelLabels.of(qp) + " uses "
                        + ModelLabels.of(qp.getSrq()) + ")", erdma);
            }
        }
        DeviceCapabilities caps = device.getCapabilities();
        if (caps != null) {
            cap(qp, "send work requests", qp.getMaxSendWr(), caps.getMaxSendWr(), "max_send_wr", device, report);
            cap(qp, "receive work requests", qp.getMaxRecvWr(), caps.getMaxRecvWr(), "max_recv_wr", device, report);
            cap(qp, "send SGEs", qp.getMaxSendSge(), caps.getMaxSendSge(), "max_send_sge", device, report);
            cap(qp, "receive SGEs", qp.getMaxRecvSge(), caps.getMaxRecvSge(), "max_recv_sge", device, report);
            cap(qp, "bytes of inline data", qp.getMaxInlineData(), caps.getMaxInlineData(), "max_inline_data", device, report);
            if (qp.getQpType() == QpType.UC && !caps.isUcSupported() && !(device instanceof ErdmaDevice)) {
                report.error(Rule.DEVICE_LIMIT, qp, capitalize(ModelLabels.of(device)) + " has no UC queue pairs ("
                        + ModelLabels.of(qp) + ")", device);
            }
        }
    }

    private static void checkCq(CreateCq cq, Reporter report) {
        Rnic device = device(cq);
        if (device != null && device.getCapabilities() != null && !failureExpected(cq) && cq.getCqe() > device.getCapabilities().getMaxCqe()) {
            report.error(Rule.DEVICE_LIMIT, cq, capitalize(ModelLabels.of(cq)) + " asks for " + cq.getCqe() + " entries, but " + ModelLabels.of(device)
                    + " allows at most " + device.getCapabilities().getMaxCqe() + " (max_cqe)", device);
        }
    }

    private static void checkSrq(CreateSrq srq, Reporter report) {
        if (failureExpected(srq)) {
            return;
        }
        if (srq.getSrqLimit() > srq.getMaxWr()) {
            // rxe_srq_chk_init: an armed limit lies within the queue
            report.error(Rule.FIELD_RANGE, srq, capitalize(ModelLabels.of(srq)) + " arms srq_limit " + srq.getSrqLimit() + ", more than its max_wr "
                    + srq.getMaxWr() + ": ibv_create_srq refuses that with EINVAL", ScenarioPackage.Literals.CREATE_SRQ__SRQ_LIMIT);
        }
        Rnic device = device(srq);
        if (device == null) {
            return;
        }
        if (device instanceof ErdmaDevice erdma && erdma.getProtocol() == RdmaProtocol.ROCEV2) {
            report.error(Rule.ERDMA_ROCE_NO_SRQ, srq, capitalize(ModelLabels.of(erdma))
                    + " is in RoCEv2 mode: it has no shared receive queues (" + ModelLabels.of(srq) + ")", erdma);
        } else if (device.getCapabilities() != null && device.getCapabilities().getMaxSrq() == 0) {
            report.error(Rule.DEVICE_LIMIT, srq, capitalize(ModelLabels.of(device)) + " has no shared receive queues (max_srq is 0; "
                    + ModelLabels.of(srq) + ")", device);
        }
    }

    private static void checkMr(RegMr mr, Reporter report) {
        if (RemoteAccess.lacksLocalWrite(mr.getAccess()) && mr.getExpectedResult() != Errno.EINVAL) {
            String asked = mr.getAccess().contains(AccessFlag.REMOTE_WRITE) ? "REMOTE_WRITE" : "REMOTE_ATOMIC";
            report.error(Rule.REMOTE_ACCESS_NEEDS_LOCAL_WRITE, mr, capitalize(ModelLabels.of(mr)) + " asks for " + asked
                    + " without LOCAL_WRITE: ibv_reg_mr refuses that with EINVAL, because the NIC writes into the buffer",
                    ScenarioPackage.Literals.REG_MR__ACCESS);
        }
        Rnic device = device(mr);
        if (device != null && device.getCapabilities() != null && !failureExpected(mr)
                && mr.getLength() > device.getCapabilities().getMaxMrSize()) {
            report.error(Rule.DEVICE_LIMIT, mr, capitalize(ModelLabels.of(mr)) + " is " + mr.getLength() + " bytes, but "
                    + ModelLabels.of(device) + " registers at most " + device.getCapabilities().getMaxMrSize() + " (max_mr_size)", device);
        }
    }

    private static void checkModify(ModifyQp m, Reporter report) {
        CreateQp qp = m.getQp();
        if (qp == null) {
            return;
        }
        if (m.eIsSet(ScenarioPackage.Literals.MODIFY_QP__PATH_MTU)) {
            int mtu = RoceMtu.bytes(m.getPathMtu());
            List<CreateQp> ends = new ArrayList<>();
            ends.add(qp);
            CreateQp remote = m.getDestQp() != null ? m.getDestQp() : Programs.remoteQp(qp);
            if (remote != null) {
                ends.add(remote);
            }
            List<Port> tooSmall = new ArrayList<>();
            for (CreateQp end : ends) {
                Port port = Programs.port(end);
                if (port != null && mtu > RoceMtu.forNetdevMtu(port.getMtu())) {
                    tooSmall.add(port);
                }
            }
            // one problem per step, naming every port too small for it: one fix (the smaller MTU) mends it all
            if (!tooSmall.isEmpty()) {
                StringBuilder ports = new StringBuilder();
                for (Port port : tooSmall) {
                    boolean first = ports.isEmpty();
                    ports.append(first ? "" : " and ").append(portText(port)).append(first ? " carries at most RoCE MTU " : " at most ")
                            .append(RoceMtu.forNetdevMtu(port.getMtu()));
                }
                report.error(Rule.PATH_MTU, m, capitalize(ModelLabels.of(m)) + " sets path MTU " + mtu + " on " + ModelLabels.of(qp) + ", but "
                        + ports + ": the path MTU must fit the ports at both ends", tooSmall.toArray());
            }
        }
        if (m.getDestQp() != null) {
            Rnic local = device(qp);
            Rnic peer = device(m.getDestQp());
            if (local != null && peer != null
                    && TopologyValidator.protocol(local) != TopologyValidator.protocol(peer)) {
                report.error(Rule.PEER_PROTOCOL, m, capitalize(ModelLabels.of(m)) + " connects " + ModelLabels.of(qp) + " on "
                        + ModelLabels.of(local) + " (" + label(TopologyValidator.protocol(local)) + ") to "
                        + ModelLabels.of(m.getDestQp()) + " on " + ModelLabels.of(peer) + " ("
                        + label(TopologyValidator.protocol(peer)) + "): iWARP and RoCEv2 peers cannot talk", peer);
            }
        }
    }

    private static String portText(Port port) {
        return ModelLabels.of(port) + " on " + ModelLabels.of(port.eContainer().eContainer()) + " (netdev MTU " + port.getMtu() + ")";
    }

    /** A UD QP in a network namespace may only use GIDs whose netdev lies in that namespace. */
    private static void checkAh(CreateAh ah, Reporter report) {
        Program program = Programs.programOf(ah);
        Rnic device = device(ah);
        if (program == null || device == null || device.getPorts().isEmpty() || failureExpected(ah)) {
            return; // a scenario that expects ibv_create_ah to fail shows the refusal, as for the other verbs
        }
        Port port = device.getPorts().stream().filter(p -> p.getPortNumber() == ah.getPortNum()).findFirst().orElse(null);
        if (port == null) {
            report.error(Rule.GID_INDEX_MISSING, ah, capitalize(ModelLabels.of(ah)) + " names port " + ah.getPortNum()
                    + ", which " + ModelLabels.of(device) + " does not have");
            return;
        }
        GidEntry gid = port.getGids().stream().filter(g -> g.getIndex() == ah.getSgidIndex()).findFirst().orElse(null);
        if (gid == null) {
            report.error(Rule.GID_INDEX_MISSING, ah, capitalize(ModelLabels.of(ah)) + " uses source GID index " + ah.getSgidIndex()
                    + ", which " + ModelLabels.of(port) + " does not have", port);
            return;
        }
        NetworkNamespace ns = program.getNamespace();
        if (gid.getNamespace() != ns) {
            report.error(Rule.UD_NAMESPACE_GID, ah, capitalize(ModelLabels.of(ah)) + " uses " + ModelLabels.of(gid)
                    + " (netdev " + gid.getNetdev() + " in " + namespace(gid.getNamespace()) + "), but "
                    + ModelLabels.of(program) + " runs in " + namespace(ns)
                    + ": a UD QP in a namespace only uses GIDs of netdevs in that namespace", gid);
        }
    }

    private static void checkSend(PostSend send, Reporter report) {
        CreateQp qp = send.getQp();
        if (qp == null) {
            return;
        }
        checkRepeat(send, qp, report);
        WrOpcode op = send.getOpcode();
        boolean rdma = op == WrOpcode.RDMA_WRITE || op == WrOpcode.RDMA_WRITE_WITH_IMM || op == WrOpcode.RDMA_READ;
        boolean atomic = op == WrOpcode.ATOMIC_CMP_AND_SWP || op == WrOpcode.ATOMIC_FETCH_AND_ADD;
        boolean sendOnly = op == WrOpcode.SEND || op == WrOpcode.SEND_WITH_IMM;
        if (qp.getQpType() == QpType.UD && !sendOnly || qp.getQpType() == QpType.UC && (op == WrOpcode.RDMA_READ || atomic || op == WrOpcode.SEND_WITH_INV)) {
            report.error(Rule.OPCODE_FOR_QP_TYPE, send, capitalize(ModelLabels.of(send)) + " posts " + op + " on " + qp.getQpType()
                    + " " + ModelLabels.of(qp) + ", but " + qp.getQpType() + " queue pairs only carry "
                    + (qp.getQpType() == QpType.UD ? "SEND and SEND_WITH_IMM" : "SEND and RDMA_WRITE (with or without immediate)"),
                    ScenarioPackage.Literals.POST_SEND__OPCODE);
            return;
        }
        if (qp.getQpType() == QpType.UD) {
            if (send.getAh() == null || send.getRemoteQp() == null) {
                report.error(Rule.UD_DESTINATION, send, capitalize(ModelLabels.of(send)) + " sends on UD " + ModelLabels.of(qp)
                        + " without " + (send.getAh() == null ? "an address handle" : "a destination QP")
                        + ": every UD send names its destination");
            }
            return;
        }
        for (Sge sge : send.getSges()) {
            checkSge(send, sge, report);
        }
        if (!rdma && !atomic) {
            return;
        }
        if (send.getRemoteMr() == null) {
            report.error(Rule.REMOTE_MR_MISSING, send, capitalize(ModelLabels.of(send)) + " is an " + op
                    + " but names no remote memory region: the peer must register one and tell us its address and rkey",
                    ScenarioPackage.Literals.POST_SEND__REMOTE_MR);
            return;
        }
        CreateQp remote = Programs.remoteQp(qp);
        if (remote == null) {
            report.error(Rule.QP_NOT_CONNECTED, send, capitalize(ModelLabels.of(send)) + " uses " + ModelLabels.of(qp)
                    + ", which no ModifyQp connects to a remote QP");
            return;
        }
        Program peer = Programs.programOf(remote);
        Program owner = Programs.programOf(send.getRemoteMr());
        if (owner != peer) {
            report.error(Rule.REMOTE_MR_NOT_PEER, send, capitalize(ModelLabels.of(send)) + " targets "
                    + ModelLabels.of(send.getRemoteMr()) + " of " + ModelLabels.of(owner) + ", but "
                    + ModelLabels.of(qp) + " is connected to " + ModelLabels.of(peer)
                    + ": it must name an MR the peer registered", send.getRemoteMr());
            return;
        }
        AccessRules.checkRemote(send, report);
    }

    /** A repeating post polls none of its completions, so signaled copies beyond the send CQ's size overrun it. */
    private static void checkRepeat(PostSend send, CreateQp qp, Reporter report) {
        boolean repeats = send.isSetRepeat() && send.getRepeat() > 1 || send.isSetRepeatUntil();
        boolean signaled = qp.isSqSigAll() || send.getSendFlags().contains(SendFlag.SIGNALED);
        CreateCq cq = qp.getSendCq();
        if (!repeats || !signaled || cq == null || send.isSetRepeat() && send.getRepeat() <= cq.getCqe()) {
            return;
        }
        String copies = send.isSetRepeat() ? send.getRepeat() + " signaled copies" : "signaled copies until " + send.getRepeatUntil() + " ns";
        report.warning(Rule.REPEAT_OVERRUNS_CQ, send, capitalize(ModelLabels.of(send)) + " posts " + copies + " ("
                + (qp.isSqSigAll() ? "sq_sig_all of " + ModelLabels.of(qp) : "SIGNALED") + "), but it polls none of their completions and "
                + ModelLabels.of(cq) + " holds " + cq.getCqe() + ": completion " + (cq.getCqe() + 1) + " overruns it (IBV_EVENT_CQ_ERR, and the QP"
                + " goes to ERR). Post the copies unsignaled and follow them with one signaled request, or give the CQ more entries",
                ScenarioPackage.Literals.POST_SEND__REPEAT, cq);
    }

    private static void checkRecv(PostRecv recv, Reporter report) {
        if ((recv.getQp() == null) == (recv.getSrq() == null)) {
            report.error(Rule.RECV_TARGET, recv, capitalize(ModelLabels.of(recv))
                    + " must name exactly one of a QP (ibv_post_recv) or an SRQ (ibv_post_srq_recv)");
        }
        for (Sge sge : recv.getSges()) {
            checkSge(recv, sge, report);
        }
    }

    private static void checkSge(Step step, Sge sge, Reporter report) {
        AccessRules.checkLocal(step, sge, report);
        RegMr mr = sge.getMr();
        if (mr == null || sge.getLength() < 0 || mr.getLength() < 0
                || sge.getOffset() >= 0 && (long) sge.getOffset() + sge.getLength() <= mr.getLength()) {
            return; // a negative length is a FIELD_RANGE error of the SGE or the MR itself
        }
        if (AccessRules.taught(step, WorkRequests.cq(step), WorkRequests.wrId(step), AccessRefusal.localStatus(step), report)) {
            return; // the scenario expects the failure
        }
        String outcome = step instanceof PostRecv
                ? "ibv_post_recv accepts it (the range is only checked when data arrives), but a message that writes outside the region completes"
                        + " this receive with LOC_QP_OP_ERR and the sender's request with REM_OP_ERR, and both QPs go to ERR (rxe: malformed WQE)"
                : "the work request will complete with a local protection error (LOC_PROT_ERR)";
        report.warning(Rule.SGE_BOUNDS, step, "An SGE of " + ModelLabels.of(step) + " covers bytes " + sge.getOffset() + ".."
                + ((long) sge.getOffset() + sge.getLength()) + " of " + ModelLabels.of(mr) + ", which is " + mr.getLength()
                + " bytes long: " + outcome, mr);
    }

    /**
     * Cgroup hca_handle / hca_object limits and the device's object limits. Objects count while
     * they exist: a program's peak, summed over the programs (they may all be at their peak at once).
     */
    private static void checkLimits(Scenario s, Reporter report) {
        Map<List<Object>, List<Program>> contexts = new LinkedHashMap<>();
        for (Program p : s.getPrograms()) {
            Rnic device = Programs.device(p);
            if (device != null) {
                contexts.computeIfAbsent(Arrays.asList(p.getCgroup(), device), k -> new ArrayList<>()).add(p);
            }
        }
        Map<Rnic, Map<VerbsObject, Integer>> perDevice = new LinkedHashMap<>();
        for (Map.Entry<List<Object>, List<Program>> e : contexts.entrySet()) {
            RdmaCgroup cgroup = (RdmaCgroup) e.getKey().get(0);
            Rnic device = (Rnic) e.getKey().get(1);
            CgroupLimit limit = cgroup == null ? null
                    : cgroup.getLimits().stream().filter(l -> l.getDevice() == device).findFirst().orElse(null);
            int objectLimit = limit == null || limit.getHcaObject() < 0 ? Integer.MAX_VALUE : limit.getHcaObject();
            int held = 0;
            Step over = null;
            for (Program p : e.getValue()) {
                ObjectLifetimes lifetimes = lifetimes(p, report);
                Map<VerbsObject, Integer> live = new HashMap<>();
                Map<VerbsObject, Integer> peak = new HashMap<>();
                int liveAll = 0;
                int peakAll = 0;
                for (Step step : p.getSteps()) {
                    VerbsObject kind = VerbsObject.createdBy(step);
                    if (kind != null && !failureExpected((VerbStep) step)) {
                        liveAll++;
                        peak.merge(kind, live.merge(kind, 1, Integer::sum), Math::max);
                        if (over == null && held + liveAll > objectLimit) {
                            over = step;
                        }
                    }
                    Step gone = ObjectLifetimes.target(step);
                    if (gone != null && !failureExpected((VerbStep) step) && lifetimes.alive(gone, step) && VerbsObject.createdBy(gone) != null) {
                        liveAll--;
                        live.merge(VerbsObject.createdBy(gone), -1, Integer::sum);
                    }
                    peakAll = Math.max(peakAll, liveAll);
                }
                held += peakAll;
                peak.forEach((kind, n) -> perDevice.computeIfAbsent(device, d -> new LinkedHashMap<>()).merge(kind, n, Integer::sum));
            }
            if (limit == null) {
                continue;
            }
            if (limit.getHcaHandle() >= 0 && e.getValue().size() > limit.getHcaHandle()) {
                Program extra = e.getValue().get(limit.getHcaHandle());
                report.error(Rule.CGROUP_LIMIT, extra, e.getValue().size() + " programs of " + ModelLabels.of(cgroup) + " open "
                        + ModelLabels.of(device) + ", but its rdma.max allows hca_handle=" + limit.getHcaHandle()
                        + " (" + ModelLabels.of(extra) + " is one too many)", cgroup);
            }
            if (over != null) {
                report.error(Rule.CGROUP_LIMIT, over, "The programs of " + ModelLabels.of(cgroup) + " hold up to " + held
                        + " verbs objects at once on " + ModelLabels.of(device) + ", but its rdma.max allows hca_object="
                        + limit.getHcaObject() + " (" + ModelLabels.of(over) + " is the first over the limit)", cgroup);
            }
        }
        for (Map.Entry<Rnic, Map<VerbsObject, Integer>> e : perDevice.entrySet()) {
            DeviceCapabilities caps = e.getKey().getCapabilities();
            if (caps == null) {
                continue;
            }
            Map<VerbsObject, Integer> counts = e.getValue();
            deviceCount(e.getKey(), "QPs", counts.getOrDefault(VerbsObject.QP, 0), caps.getMaxQp(), "max_qp", report);
            deviceCount(e.getKey(), "CQs", counts.getOrDefault(VerbsObject.CQ, 0), caps.getMaxCq(), "max_cq", report);
            deviceCount(e.getKey(), "memory regions", counts.getOrDefault(VerbsObject.MR, 0), caps.getMaxMr(), "max_mr", report);
            deviceCount(e.getKey(), "PDs", counts.getOrDefault(VerbsObject.PD, 0), caps.getMaxPd(), "max_pd", report);
            deviceCount(e.getKey(), "address handles", counts.getOrDefault(VerbsObject.AH, 0), caps.getMaxAh(), "max_ah", report);
        }
    }

    private static void deviceCount(Rnic device, String what, int count, int max, String attr, Reporter report) {
        if (count > max) {
            report.error(Rule.DEVICE_LIMIT, device, "The scenario holds up to " + count + " " + what + " at once on " + ModelLabels.of(device)
                    + ", but the device allows " + max + " (" + attr + ")");
        }
    }

    private static void checkSyncs(Scenario s, Reporter report) {
        Map<String, Map<Program, Integer>> barriers = new LinkedHashMap<>();
        for (Program p : s.getPrograms()) {
            for (Step step : p.getSteps()) {
                if (step instanceof Sync sync) {
                    barriers.computeIfAbsent(String.valueOf(sync.getBarrier()), b -> new LinkedHashMap<>()).merge(p, 1, Integer::sum);
                }
            }
        }
        for (Map.Entry<String, Map<Program, Integer>> e : barriers.entrySet()) {
            Map<Program, Integer> uses = e.getValue();
            Program first = uses.keySet().iterator().next();
            if (uses.size() < 2) {
                report.error(Rule.SYNC_PARTNER, first, "Only " + ModelLabels.of(first) + " syncs at barrier '" + e.getKey()
                        + "': a Sync waits for the other programs, so it would wait forever");
            } else if (uses.values().stream().distinct().count() > 1) {
                report.error(Rule.SYNC_PARTNER, first, "The programs sync at barrier '" + e.getKey()
                        + "' a different number of times " + uses.entrySet().stream().map(u -> u.getKey().getName() + ": " + u.getValue()).toList()
                        + ": the extra Sync would wait forever");
            }
        }
    }

    private static void cap(CreateQp qp, String what, int asked, int max, String attr, Rnic device, Reporter report) {
        if (asked > max) {
            report.error(Rule.DEVICE_LIMIT, qp, capitalize(ModelLabels.of(qp)) + " asks for " + asked + " " + what + ", but "
                    + ModelLabels.of(device) + " allows at most " + max + " (" + attr + ")", device);
        }
    }

    private static Rnic device(Step s) {
        Program p = Programs.programOf(s);
        return p == null ? null : Programs.device(p);
    }

    private static boolean failureExpected(VerbStep s) {
        return s.getExpectedResult() != Errno.OK;
    }

    private static String namespace(NetworkNamespace ns) {
        return ns == null ? "the initial namespace" : ModelLabels.of(ns);
    }

    private static String label(RdmaProtocol p) {
        return p == RdmaProtocol.IWARP ? "iWARP" : "RoCEv2";
    }
}
