package rdma.workbench.model.repair;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.network.RocePorts;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DestroySrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.validation.AsyncEventRules;
import rdma.workbench.model.validation.Rule;

/** Fixes for queue pairs and what they are connected to: types, SRQs, path MTU, GIDs, destinations. */
final class QueuePairRemedies {

    private QueuePairRemedies() {
    }

    /** ERDMA in RoCEv2 mode has no UC QPs; in iWARP mode only RC ones: the QP becomes RC. */
    static Remedy makeRc(Rule rule, EObject target) {
        if (!(target instanceof CreateQp qp)) {
            return Remedy.none(rule, "the problem names no queue pair");
        }
        return Remedy.of(rule, new Fix("Make " + ModelLabels.of(qp) + " RC", "Changes the QP type from " + qp.getQpType()
                + " to RC (reliable connected), which every RDMA device has", () -> qp.setQpType(QpType.RC)));
    }

    /**
     * ERDMA in RoCEv2 mode has no SRQ. A QP that uses one receives on its own queue instead (and
     * the receives posted to the SRQ go to the QP when it is the SRQ's only user); an SRQ no QP
     * uses any more is removed, with its receives and its destroy.
     */
    static Remedy noSrq(EObject target) {
        Program p = Programs.programOf(target);
        if (p == null) {
            return Remedy.none(Rule.ERDMA_ROCE_NO_SRQ, "the problem names no step of a program");
        }
        if (target instanceof CreateQp qp && qp.getSrq() != null) {
            CreateSrq srq = qp.getSrq();
            boolean onlyUser = p.getSteps().stream().noneMatch(s -> s instanceof CreateQp o && o != qp && o.getSrq() == srq);
            return Remedy.of(Rule.ERDMA_ROCE_NO_SRQ, new Fix("Receive on " + ModelLabels.of(qp) + " instead of " + ModelLabels.of(srq),
                    "Clears the SRQ of " + ModelLabels.of(qp) + (onlyUser ? " and posts the receives of " + ModelLabels.of(srq) + " to the QP" : "")
                            + ": the QP gets its own receive queue",
                    () -> {
                        qp.setSrq(null);
                        if (onlyUser) {
                            p.getSteps().stream().filter(s -> s instanceof PostRecv r && r.getSrq() == srq).map(PostRecv.class::cast).forEach(r -> {
                                r.setSrq(null);
                                r.setQp(qp);
                            });
                        }
                    }));
        }
        if (target instanceof CreateSrq srq) {
            if (p.getSteps().stream().anyMatch(s -> s instanceof CreateQp o && o.getSrq() == srq)) {
                return Remedy.none(Rule.ERDMA_ROCE_NO_SRQ, "QPs still use " + ModelLabels.of(srq)
                        + ": fix their problems first (each receives on its own queue), then the SRQ can go");
            }
            List<Step> gone = new ArrayList<>();
            gone.add(srq);
            p.getSteps().stream().filter(s -> s instanceof PostRecv r && r.getSrq() == srq || s instanceof DestroySrq d && d.getSrq() == srq).forEach(gone::add);
            return Remedy.of(Rule.ERDMA_ROCE_NO_SRQ, new Fix("Remove " + ModelLabels.of(srq),
                    "Deletes " + ModelLabels.of(srq) + (gone.size() > 1 ? " and the " + (gone.size() - 1) + " steps that post to or destroy it" : "")
                            + "; no QP receives through it",
                    () -> {
                        p.getSteps().removeAll(gone);
                        p.getSteps().stream().filter(s -> s instanceof WaitAsyncEvent w && w.getObject() == srq)
                                .forEach(w -> ((WaitAsyncEvent) w).setObject(null));
                    }));
        }
        return Remedy.none(Rule.ERDMA_ROCE_NO_SRQ, "the problem names no SRQ");
    }

    /** The path MTU drops to the largest RoCE MTU both ends' ports carry. */
    static Remedy pathMtu(ModifyQp m) {
        List<CreateQp> ends = new ArrayList<>();
        ends.add(m.getQp());
        CreateQp remote = m.getDestQp() != null ? m.getDestQp() : Programs.remoteQp(m.getQp());
        if (remote != null) {
            ends.add(remote);
        }
        int carried = 4096;
        for (CreateQp end : ends) {
            Port port = Programs.port(end);
            if (port != null) {
                carried = Math.min(carried, RoceMtu.forNetdevMtu(port.getMtu()));
            }
        }
        if (carried == 0) {
            return Remedy.none(Rule.PATH_MTU, "A port on the path carries no RoCE MTU at all (its netdev MTU is below "
                    + (256 + RoceMtu.HEADER_ALLOWANCE) + "): raise the port's MTU in the topology first");
        }
        Mtu mtu = Mtu.get(String.valueOf(carried));
        return Remedy.of(Rule.PATH_MTU, new Fix("Lower the path MTU to " + carried,
                "Sets path_mtu of " + ModelLabels.of(m) + " from " + RoceMtu.bytes(m.getPathMtu()) + " to " + carried
                        + ", the largest RoCE MTU the ports at both ends carry",
                () -> m.setPathMtu(mtu)));
    }

    /** The address handle names a port or a source GID the device lacks: use one it has, in the program's namespace. */
    static Remedy gidIndexMissing(CreateAh ah) {
        Program program = Programs.programOf(ah);
        Rnic device = program == null ? null : Programs.device(program);
        if (device == null || device.getPorts().isEmpty()) {
            return Remedy.none(Rule.GID_INDEX_MISSING, "the program opens no device with ports");
        }
        Port port = device.getPorts().stream().filter(p -> p.getPortNumber() == ah.getPortNum()).findFirst().orElse(null);
        if (port == null) {
            Port first = device.getPorts().get(0);
            return Remedy.of(Rule.GID_INDEX_MISSING, new Fix("Use port " + first.getPortNumber(),
                    "Sets port_num of " + ModelLabels.of(ah) + " from " + ah.getPortNum() + " to " + first.getPortNumber() + ", a port of " + ModelLabels.of(device),
                    () -> ah.setPortNum(first.getPortNumber())));
        }
        return Remedy.of(Rule.GID_INDEX_MISSING, sgidChoices(ah, port, program.getNamespace()),
                capitalize(ModelLabels.of(port)) + " has no GID in " + namespace(program.getNamespace()) + ": add one in the topology");
    }

    /** The address handle's source GID lies in another namespace than the program: use a GID of the program's namespace. */
    static Remedy udNamespaceGid(CreateAh ah) {
        Program program = Programs.programOf(ah);
        Rnic device = program == null ? null : Programs.device(program);
        Port port = device == null ? null : device.getPorts().stream().filter(p -> p.getPortNumber() == ah.getPortNum()).findFirst().orElse(null);
        if (port == null) {
            return Remedy.none(Rule.UD_NAMESPACE_GID, "the address handle's port is not on the program's device");
        }
        return Remedy.of(Rule.UD_NAMESPACE_GID, sgidChoices(ah, port, program.getNamespace()),
                capitalize(ModelLabels.of(port)) + " has no GID whose netdev is in " + namespace(program.getNamespace())
                        + ": add one in the topology (or move the program to the namespace of a GID)");
    }

    private static List<Fix> sgidChoices(CreateAh ah, Port port, NetworkNamespace ns) {
        List<Fix> fixes = new ArrayList<>();
        for (GidEntry g : port.getGids()) {
            if (g.getNamespace() == ns && g.getIndex() >= 0 && g.getIndex() <= 0xFF) {
                fixes.add(new Fix("Use source GID index " + g.getIndex(), "Sets sgid_index of " + ModelLabels.of(ah) + " to " + g.getIndex() + " ("
                        + g.getAddress() + ", netdev " + g.getNetdev() + " in " + namespace(ns) + ")", () -> ah.setSgidIndex(g.getIndex())));
            }
        }
        return fixes;
    }

    /**
     * Over a device limit: a QP's or a CQ's sizes drop to what the device allows; a UC QP on a NIC
     * without UC becomes RC. Counts of objects and an MR's size are the scenario's design.
     */
    static Remedy deviceLimit(EObject target, String message) {
        Rnic device = target instanceof Step s && Programs.programOf(s) != null ? Programs.device(Programs.programOf(s)) : null;
        DeviceCapabilities caps = device == null ? null : device.getCapabilities();
        if (target instanceof CreateQp qp && caps != null) {
            if (message.contains("has no UC queue pairs")) {
                return makeRc(Rule.DEVICE_LIMIT, qp);
            }
            return Remedy.of(Rule.DEVICE_LIMIT, new Fix("Fit " + ModelLabels.of(qp) + " to the limits of " + ModelLabels.of(device),
                    "Lowers the QP's max_send_wr, max_recv_wr, max_send_sge, max_recv_sge and max_inline_data that exceed the device's", () -> {
                        qp.setMaxSendWr(Math.min(qp.getMaxSendWr(), caps.getMaxSendWr()));
                        qp.setMaxRecvWr(Math.min(qp.getMaxRecvWr(), caps.getMaxRecvWr()));
                        qp.setMaxSendSge(Math.min(qp.getMaxSendSge(), caps.getMaxSendSge()));
                        qp.setMaxRecvSge(Math.min(qp.getMaxRecvSge(), caps.getMaxRecvSge()));
                        qp.setMaxInlineData(Math.min(qp.getMaxInlineData(), caps.getMaxInlineData()));
                    }));
        }
        if (target instanceof CreateCq cq && caps != null) {
            return Remedy.of(Rule.DEVICE_LIMIT, new Fix("Set cqe to " + caps.getMaxCqe(), "Lowers the entries of " + ModelLabels.of(cq) + " from "
                    + cq.getCqe() + " to " + caps.getMaxCqe() + " (max_cqe of " + ModelLabels.of(device) + ")", () -> cq.setCqe(caps.getMaxCqe())));
        }
        return Remedy.none(Rule.DEVICE_LIMIT, "The device's limits are the hardware's: use fewer or smaller objects, or a device that allows more;"
                + " which objects to give up is the scenario's design");
    }

    /** The send's QP was never given a destination: its INIT to RTR ModifyQp gets the peer's QP (and GID). */
    static Remedy qpNotConnected(PostSend send) {
        CreateQp qp = send.getQp();
        ModifyQp rtr = Programs.modifications(qp).stream().filter(m -> m.getTargetState() == QpState.RTR).findFirst().orElse(null);
        if (rtr == null) {
            return Remedy.none(Rule.QP_NOT_CONNECTED, "No ModifyQp takes " + ModelLabels.of(qp)
                    + " to RTR, where the destination is set: add the INIT, RTR and RTS steps (Connect an RC QP pair) first");
        }
        Set<CreateQp> peers = new LinkedHashSet<>();
        Program own = Programs.programOf(qp);
        if (own != null && own.eContainer() instanceof Scenario s) {
            for (Program p : s.getPrograms()) {
                for (Step st : p.getSteps()) {
                    if (p != own && st instanceof ModifyQp m && m.getDestQp() == qp && m.getQp() != null) {
                        peers.add(m.getQp()); // the peer already points at us: the pair is meant
                    }
                }
            }
            if (peers.isEmpty() && send.getRemoteMr() != null && Programs.programOf(send.getRemoteMr()) instanceof Program owner && owner != own) {
                owner.getSteps().stream().filter(st -> st instanceof CreateQp o && o.getQpType() == qp.getQpType()).forEach(o -> peers.add((CreateQp) o));
            }
        }
        List<Fix> fixes = new ArrayList<>();
        for (CreateQp peer : peers) {
            Port peerPort = Programs.port(peer);
            // the GID the peer's program can be reached by: RoCE v2, of a netdev in its namespace (as the generators choose it)
            GidEntry reachable = peerPort == null ? null : RocePorts.gid(peerPort, Programs.programOf(peer).getNamespace());
            GidEntry gid = rtr.getDestGid() != null || reachable == null ? rtr.getDestGid() : reachable;
            fixes.add(new Fix("Connect to " + ModelLabels.of(peer) + " of " + ModelLabels.of(Programs.programOf(peer)),
                    "Sets dest_qp_num of " + ModelLabels.of(rtr) + " to " + ModelLabels.of(peer) + (gid != rtr.getDestGid() ? " and its GID to " + gid.getAddress() : ""),
                    () -> {
                        rtr.setDestQp(peer);
                        rtr.setDestGid(gid);
                    }));
        }
        return Remedy.of(Rule.QP_NOT_CONNECTED, fixes, "No QP of another program is paired with " + ModelLabels.of(qp)
                + ": choose the destination QP of " + ModelLabels.of(rtr) + " in its properties");
    }

    /** UC carries no READ, atomics or SEND_WITH_INV: the QP becomes RC when the request is otherwise complete. UD carries sends only. */
    static Remedy opcodeForQpType(PostSend send) {
        CreateQp qp = send.getQp();
        boolean needsRemote = send.getOpcode() != WrOpcode.SEND_WITH_INV;
        boolean complete = !needsRemote || send.getRemoteMr() != null && Programs.remoteQp(qp) != null
                && Programs.programOf(send.getRemoteMr()) == Programs.programOf(Programs.remoteQp(qp));
        if (qp.getQpType() == QpType.UC && complete) {
            return makeRc(Rule.OPCODE_FOR_QP_TYPE, qp);
        }
        return Remedy.none(Rule.OPCODE_FOR_QP_TYPE, qp.getQpType() == QpType.UD
                ? "A UD QP carries only SEND and SEND_WITH_IMM; an " + send.getOpcode() + " needs a connected RC QP (Connect an RC QP pair), not a change of this one"
                : "Making " + ModelLabels.of(qp) + " RC would leave the " + send.getOpcode() + " without a connected peer's memory region: connect the QP and name the peer's MR first");
    }

    /** A UD send names its destination: the program's address handle and a UD QP of the program on the far host. */
    static Remedy udDestination(PostSend send) {
        Program own = Programs.programOf(send);
        int at = own == null ? -1 : own.getSteps().indexOf(send);
        CreateAh ah = send.getAh() != null || own == null ? send.getAh()
                : own.getSteps().subList(0, at).stream().filter(CreateAh.class::isInstance).map(CreateAh.class::cast).reduce((a, b) -> b).orElse(null);
        CreateQp remote = send.getRemoteQp();
        if (remote == null && ah != null && ah.getDestGid() != null && own.eContainer() instanceof Scenario s) {
            EObject farHost = ah.getDestGid().eContainer() == null || ah.getDestGid().eContainer().eContainer() == null ? null
                    : ah.getDestGid().eContainer().eContainer().eContainer();
            remote = s.getPrograms().stream().filter(p -> p != own && p.getHost() == farHost).flatMap(p -> p.getSteps().stream())
                    .filter(st -> st instanceof CreateQp q && q.getQpType() == QpType.UD).map(CreateQp.class::cast).findFirst().orElse(null);
        }
        if (ah == null || remote == null) {
            return Remedy.none(Rule.UD_DESTINATION, ah == null ? capitalize(ModelLabels.of(own)) + " creates no address handle before "
                    + ModelLabels.of(send) + ": add a CreateAh for the destination first"
                    : "No program on the host of the address handle's destination GID has a UD QP: add one there first");
        }
        CreateAh useAh = ah;
        CreateQp useQp = remote;
        return Remedy.of(Rule.UD_DESTINATION, new Fix("Send to " + ModelLabels.of(remote) + " through " + ModelLabels.of(ah),
                "Sets the address handle of " + ModelLabels.of(send) + " to " + ModelLabels.of(ah) + " and its remote QP to " + ModelLabels.of(remote)
                        + " of " + ModelLabels.of(Programs.programOf(remote)),
                () -> {
                    send.setAh(useAh);
                    send.setRemoteQp(useQp);
                }));
    }

    /** A receive goes to exactly one of a QP and an SRQ. */
    static Remedy recvTarget(PostRecv recv) {
        List<Fix> fixes = new ArrayList<>();
        if (recv.getQp() != null && recv.getSrq() != null) {
            CreateQp qp = recv.getQp();
            CreateSrq srq = recv.getSrq();
            fixes.add(new Fix("Post to " + ModelLabels.of(qp) + " only", "Clears the SRQ of " + ModelLabels.of(recv) + ": ibv_post_recv on the QP",
                    () -> recv.setSrq(null)));
            fixes.add(new Fix("Post to " + ModelLabels.of(srq) + " only", "Clears the QP of " + ModelLabels.of(recv) + ": ibv_post_srq_recv on the SRQ",
                    () -> recv.setQp(null)));
        } else {
            Program p = Programs.programOf(recv);
            int at = p == null ? 0 : p.getSteps().indexOf(recv);
            if (p != null) {
                for (Step s : p.getSteps().subList(0, at)) {
                    if (s instanceof CreateQp qp && qp.getSrq() == null && qp.getExpectedResult() == Errno.OK) {
                        fixes.add(new Fix("Receive on " + ModelLabels.of(qp), "Posts " + ModelLabels.of(recv) + " to the receive queue of " + ModelLabels.of(qp),
                                () -> recv.setQp(qp)));
                    }
                }
            }
        }
        return Remedy.of(Rule.RECV_TARGET, fixes, "The program creates no QP with its own receive queue before " + ModelLabels.of(recv)
                + ": create one first");
    }

    /** ibv_query_qp reports the destination the last connecting ModifyQp set, or none. */
    static Remedy queryDestQp(QueryQp q) {
        Program p = Programs.programOf(q);
        ModifyQp connecting = null;
        for (Step s : p.getSteps()) {
            if (s == q) {
                break;
            }
            if (s instanceof ModifyQp m && m.getQp() == q.getQp() && m.getDestQp() != null && m.getExpectedResult() == Errno.OK) {
                connecting = m;
            }
        }
        if (connecting == null) {
            return Remedy.of(Rule.QUERY_DEST_QP, new Fix("Expect no destination QP", "Clears the expected dest QP of " + ModelLabels.of(q)
                    + ": before any connecting ModifyQp, ibv_query_qp reports dest_qp_num 0", () -> q.setExpectedDestQp(null)));
        }
        CreateQp dest = connecting.getDestQp();
        return Remedy.of(Rule.QUERY_DEST_QP, new Fix("Expect " + ModelLabels.of(dest) + " of " + ModelLabels.of(Programs.programOf(dest)),
                "Sets the expected dest QP of " + ModelLabels.of(q) + " to the QP " + ModelLabels.of(connecting) + " connected it to",
                () -> q.setExpectedDestQp(dest)));
    }

    /** An event of a port or the device names no object; a QP, CQ or SRQ event names one of that kind. */
    static Remedy asyncEventObject(WaitAsyncEvent w) {
        Class<? extends Step> kind = AsyncEventRules.concerns(w.getEvent());
        if (kind == null) {
            return Remedy.of(Rule.ASYNC_EVENT_OBJECT, new Fix("Leave the object empty", "Clears the object of " + ModelLabels.of(w) + ": "
                    + w.getEvent() + " concerns " + (w.getEvent() == AsyncEventType.DEVICE_FATAL ? "the whole device" : "a port"), () -> w.setObject(null)));
        }
        Program p = Programs.programOf(w);
        List<Fix> fixes = new ArrayList<>();
        if (p != null) {
            for (Step s : p.getSteps().subList(0, p.getSteps().indexOf(w))) {
                if (kind.isInstance(s)) {
                    fixes.add(new Fix("Wait for " + w.getEvent() + " of " + ModelLabels.of(s), "Sets the object of " + ModelLabels.of(w) + " to " + ModelLabels.of(s),
                            () -> w.setObject(s)));
                }
            }
        }
        return Remedy.of(Rule.ASYNC_EVENT_OBJECT, fixes, "The program creates no object of the kind " + w.getEvent() + " concerns before " + ModelLabels.of(w));
    }

    private static String namespace(NetworkNamespace ns) {
        return ns == null ? "the initial namespace" : ModelLabels.of(ns);
    }
    /** A repeating post's signaled copies overrun the send CQ: post them unsignaled, or give the CQ room for every copy. */
    static Remedy repeatOverrunsCq(PostSend send) {
        List<Fix> fixes = new ArrayList<>();
        CreateQp qp = send.getQp();
        if (send.getSendFlags().contains(SendFlag.SIGNALED) && !qp.isSqSigAll()) {
            fixes.add(new Fix("Post the copies unsignaled", "Removes SIGNALED from " + ModelLabels.of(send)
                    + ": no copy leaves a completion; follow the step with one signaled request to learn when the flow is done",
                    () -> send.getSendFlags().remove(SendFlag.SIGNALED)));
        }
        CreateCq cq = qp.getSendCq();
        if (send.isSetRepeat()) {
            int entries = send.getRepeat();
            fixes.add(new Fix("Give " + ModelLabels.of(cq) + " " + entries + " entries", "Raises cqe of " + ModelLabels.of(cq) + " from "
                    + cq.getCqe() + " to " + entries + ", one for each copy", () -> cq.setCqe(entries)));
        }
        return Remedy.of(Rule.REPEAT_OVERRUNS_CQ, fixes, qp.isSqSigAll()
                ? "Every request of " + ModelLabels.of(qp) + " is signaled (sq_sig_all), and copies until a time have no count to size the CQ by:"
                        + " set repeat to a number of copies the CQ holds, or create the QP with sq_sig_all false"
                : "");
    }
}
