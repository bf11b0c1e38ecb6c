package rdma.workbench.model.validation;

import static rdma.workbench.model.validation.TopologyValidator.capitalize;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EContentsEList;

import rdma.workbench.model.fabric.ModelLabels;
import rdma.workbench.model.fabric.Programs;
import rdma.workbench.model.fabric.RoceMtu;
import rdma.workbench.model.fabric.VerbsObject;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
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
            ScenarioPackage.Literals.EXPECTED_COMPLETION__SRC_QP);

    @Override
    protected void check(EObject o, Reporter report) {
        if (o instanceof Scenario s) {
            uniqueNames(s.getPrograms(), e -> ((Program) e).getName(), "programs", report);
            checkPrograms(s, report);
            checkLimits(s, report);
            checkSyncs(s, report);
        } else if (o instanceof Program p) {
            uniqueNames(p.getSteps(), e -> ((Step) e).getName(), "steps of " + ModelLabels.of(p), report);
        } else if (o instanceof Step step) {
            checkReferences(step, report);
            if (o instanceof CreateQp qp) {
                checkQp(qp, report);
            } else if (o instanceof CreateSrq srq) {
                checkSrq(srq, report);
            } else if (o instanceof RegMr mr) {
                checkMr(mr, report);
            } else if (o instanceof ModifyQp m) {
                checkModify(m, report);
            } else if (o instanceof CreateAh ah) {
                checkAh(ah, report);
            } else if (o instanceof PostSend send) {
                checkSend(send, report);
            } else if (o instanceof PostRecv recv) {
                checkRecv(recv, report);
            }
        }
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

    /** A program uses only objects it created earlier; the remote references are the exception. */
    private static void checkReferences(Step step, Reporter report) {
        Program program = Programs.programOf(step);
        if (program == null) {
            return;
        }
        List<EObject> holders = new ArrayList<>();
        holders.add(step);
        holders.addAll(step.eContents());
        for (EObject holder : holders) {
            for (EContentsEList.FeatureIterator<EObject> it = (EContentsEList.FeatureIterator<EObject>) holder.eCrossReferences().iterator(); it.hasNext();) {
                EObject target = it.next();
                EReference ref = (EReference) it.feature();
                if (!(target instanceof Step used) || REMOTE.contains(ref)) {
                    continue;
                }
                Program owner = Programs.programOf(used);
                if (owner != program) {
                    report.error(Rule.FOREIGN_OBJECT, step, capitalize(ModelLabels.of(step)) + " uses " + ModelLabels.of(used)
                            + " of " + ModelLabels.of(owner) + ": a program can only use the objects it created itself", used);
                } else if (program.getSteps().indexOf(used) > program.getSteps().indexOf(step)) {
                    report.error(Rule.USE_BEFORE_CREATE, step, capitalize(ModelLabels.of(step)) + " uses " + ModelLabels.of(used)
                            + ", which is only created later (step " + (program.getSteps().indexOf(used) + 1) + ")", used);
                }
            }
        }
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

    private static void checkSrq(CreateSrq srq, Reporter report) {
        Rnic device = device(srq);
        if (device == null || failureExpected(srq)) {
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
        boolean remoteWriteOrAtomic = mr.getAccess().contains(AccessFlag.REMOTE_WRITE) || mr.getAccess().contains(AccessFlag.REMOTE_ATOMIC);
        if (remoteWriteOrAtomic && !mr.getAccess().contains(AccessFlag.LOCAL_WRITE) && mr.getExpectedResult() != Errno.EINVAL) {
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
            for (CreateQp end : ends) {
                Port port = Programs.port(end);
                if (port != null && mtu > RoceMtu.forNetdevMtu(port.getMtu())) {
                    report.error(Rule.PATH_MTU, m, capitalize(ModelLabels.of(m)) + " sets path MTU " + mtu + " on "
                            + ModelLabels.of(qp) + ", but " + ModelLabels.of(port) + " on " + ModelLabels.of(port.eContainer().eContainer())
                            + " (netdev MTU " + port.getMtu() + ") carries at most RoCE MTU " + RoceMtu.forNetdevMtu(port.getMtu())
                            + ": the path MTU must fit the ports at both ends", port);
                }
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

    /** A UD QP in a network namespace may only use GIDs whose netdev lies in that namespace. */
    private static void checkAh(CreateAh ah, Reporter report) {
        Program program = Programs.programOf(ah);
        Rnic device = device(ah);
        if (program == null || device == null || device.getPorts().isEmpty()) {
            return;
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
        }
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
        RegMr mr = sge.getMr();
        if (mr != null && (sge.getOffset() < 0 || (long) sge.getOffset() + sge.getLength() > mr.getLength())) {
            report.warning(Rule.SGE_BOUNDS, step, "An SGE of " + ModelLabels.of(step) + " covers bytes " + sge.getOffset() + ".."
                    + ((long) sge.getOffset() + sge.getLength()) + " of " + ModelLabels.of(mr) + ", which is " + mr.getLength()
                    + " bytes long: the work request will complete with a local protection error", mr);
        }
    }

    /** Cgroup hca_handle / hca_object limits and the device's object limits. */
    private static void checkLimits(Scenario s, Reporter report) {
        Map<List<Object>, List<Program>> contexts = new LinkedHashMap<>();
        Map<List<Object>, List<Step>> objects = new LinkedHashMap<>();
        Map<Rnic, Map<VerbsObject, Integer>> perDevice = new HashMap<>();
        for (Program p : s.getPrograms()) {
            Rnic device = Programs.device(p);
            if (device == null) {
                continue;
            }
            List<Object> key = java.util.Arrays.asList(p.getCgroup(), device);
            contexts.computeIfAbsent(key, k -> new ArrayList<>()).add(p);
            for (Step step : p.getSteps()) {
                VerbsObject kind = VerbsObject.createdBy(step);
                if (kind != null && !failureExpected((VerbStep) step)) {
                    objects.computeIfAbsent(key, k -> new ArrayList<>()).add(step);
                    perDevice.computeIfAbsent(device, d -> new LinkedHashMap<>()).merge(kind, 1, Integer::sum);
                }
            }
        }
        for (Map.Entry<List<Object>, List<Program>> e : contexts.entrySet()) {
            RdmaCgroup cgroup = (RdmaCgroup) e.getKey().get(0);
            Rnic device = (Rnic) e.getKey().get(1);
            CgroupLimit limit = cgroup == null ? null
                    : cgroup.getLimits().stream().filter(l -> l.getDevice() == device).findFirst().orElse(null);
            if (limit == null) {
                continue;
            }
            if (limit.getHcaHandle() >= 0 && e.getValue().size() > limit.getHcaHandle()) {
                Program over = e.getValue().get(limit.getHcaHandle());
                report.error(Rule.CGROUP_LIMIT, over, e.getValue().size() + " programs of " + ModelLabels.of(cgroup) + " open "
                        + ModelLabels.of(device) + ", but its rdma.max allows hca_handle=" + limit.getHcaHandle()
                        + " (" + ModelLabels.of(over) + " is one too many)", cgroup);
            }
            List<Step> created = objects.getOrDefault(e.getKey(), List.of());
            if (limit.getHcaObject() >= 0 && created.size() > limit.getHcaObject()) {
                Step over = created.get(limit.getHcaObject());
                report.error(Rule.CGROUP_LIMIT, over, "The programs of " + ModelLabels.of(cgroup) + " create " + created.size()
                        + " verbs objects on " + ModelLabels.of(device) + ", but its rdma.max allows hca_object="
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
            report.error(Rule.DEVICE_LIMIT, device, "The scenario creates " + count + " " + what + " on " + ModelLabels.of(device)
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
