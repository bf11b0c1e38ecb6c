package rdma.workbench.engine.loader;

import static rdma.workbench.engine.verbs.WrOpcode.RDMA_READ;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.live.Recording;
import rdma.workbench.engine.live.Recording.Call;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.QpAttrMask;
import rdma.workbench.engine.verbs.QpAttributes;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.model.network.GidAddress;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WcStatus;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Topology;

/**
 * A live fabric's recording as a scenario on the same topology: a program per process, a step per
 * verb call with its attributes (objects of another program by reference: the QP a ModifyQp
 * connects to, the region a WRITE targets), each region's bytes when the engine first read them,
 * the completions each poll found as the ones expected, and Syncs where the programs must have
 * talked out of band — before each program's first use of another's object, and before its first
 * destruction — so that a replay meets the same order of events.
 */
public final class RecordingScenario {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    /** How long a replayed poll waits for the completions the live one found: a live program may have polled long after they came. */
    private static final long POLL_TIMEOUT_NANOS = 1_000_000_000L;

    private final Topology topology;
    private final Recording recording;
    /** The step each object became, by program and handle. */
    private final Map<Recording.Program, Map<Integer, VerbStep>> stepOf = new HashMap<>();
    /** Where each QP is connected: the peer program and its QP number, from the last ModifyQp that set an address. */
    private final Map<VerbStep, Peer> peers = new HashMap<>();
    private final Map<Recording.Program, Program> programs = new HashMap<>();
    private final Map<Program, Map<String, Integer>> counters = new HashMap<>();
    private final Map<Call, Recording.Program> owners = new IdentityHashMap<>();

    private record Peer(Recording.Program program, int qpn, GidEntry gid) {
    }

    private RecordingScenario(Topology topology, Recording recording) {
        this.topology = topology;
        this.recording = recording;
        for (Recording.Program rp : recording.programs()) {
            for (Call c : rp.calls()) {
                owners.put(c, rp);
            }
        }
    }

    /** The scenario of {@code recording} on {@code topology} (the topology the fabric ran). */
    public static Scenario of(Recording recording, Topology topology, String title) {
        return new RecordingScenario(topology, recording).build(title);
    }

    private Scenario build(String title) {
        Scenario s = F.createScenario();
        s.setTitle(title);
        s.setDescription("Recorded by rdmawb fabric from " + recording.programs().size()
                + " program(s) run with the verbs library: a step per verb call, the completions each poll found as the expected ones.");
        s.setTopology(topology);
        for (Recording.Program rp : recording.programs()) {
            Program p = F.createProgram();
            p.setName(uniqueName(s, rp.name() + "-" + rp.pid()));
            Host host = host(rp.host());
            p.setHost(host);
            p.setDevice(device(host, rp.device()));
            if (rp.namespace() != null && host != null) {
                host.getNamespaces().stream().filter(n -> n.getName().equals(rp.namespace())).findFirst().ifPresent(p::setNamespace);
            }
            s.getPrograms().add(p);
            programs.put(rp, p);
            stepOf.put(rp, new HashMap<>());
        }
        long exchange = firstCrossReference();
        Map<Recording.Program, Boolean> synced = new HashMap<>();
        Map<Recording.Program, Boolean> finished = new HashMap<>();
        boolean everyoneMeets = exchange >= 0 && recording.programs().stream().allMatch(rp -> rp.calls().stream().anyMatch(c -> c.order() >= exchange));
        boolean everyoneDestroys = recording.programs().size() > 1
                && recording.programs().stream().allMatch(rp -> rp.calls().stream().anyMatch(c -> c instanceof Recording.Destroy));
        for (Call c : recording.inOrder()) {
            Recording.Program rp = owner(c);
            Program p = programs.get(rp);
            if (everyoneMeets && c.order() >= exchange && !synced.containsKey(rp)) {
                synced.put(rp, true);
                sync(p, "exchange", "the programs exchanged their QP numbers, addresses and keys out of band here (TCP in ibv_rc_pingpong)");
            }
            if (everyoneDestroys && c instanceof Recording.Destroy && !finished.containsKey(rp)) {
                finished.put(rp, true);
                sync(p, "finish", "the programs agreed out of band that they were done before destroying anything");
            }
            Step step = step(rp, p, c);
            if (step != null) {
                p.getSteps().add(step);
            }
        }
        return s;
    }

    private Recording.Program owner(Call c) {
        return owners.get(c);
    }

    /** The earliest call of any program that names another program's object, or -1. */
    private long firstCrossReference() {
        long first = -1;
        for (Recording.Program rp : recording.programs()) {
            for (Call c : rp.calls()) {
                boolean cross = c instanceof Recording.ModifyQp m && m.attributes().av != null && m.mask().contains(QpAttrMask.DEST_QPN)
                        || c instanceof Recording.PostSend ps && (ps.wr().opcode().isWrite() || ps.wr().opcode().isAtomic()
                                || ps.wr().opcode() == RDMA_READ || ps.ah() != 0)
                        || c instanceof Recording.CreateAh;
                if (cross && (first < 0 || c.order() < first)) {
                    first = c.order();
                }
            }
        }
        return first;
    }

    private void sync(Program p, String barrier, String comment) {
        Sync s = F.createSync();
        s.setName(name(p, barrier));
        s.setBarrier(barrier);
        s.setComment(comment);
        p.getSteps().add(s);
    }

    private String name(Program p, String kind) {
        int n = counters.computeIfAbsent(p, k -> new HashMap<>()).merge(kind, 1, Integer::sum);
        return kind + "-" + n;
    }

    /** {@code wanted} with what is not a letter, digit, dot, dash or underscore made an underscore, numbered when taken. */
    private static String uniqueName(Scenario s, String wanted) {
        String base = wanted.replaceAll("[^A-Za-z0-9_.-]", "_");
        String name = base;
        for (int i = 2; taken(s, name); i++) {
            name = base + "-" + i;
        }
        return name;
    }

    private static boolean taken(Scenario s, String name) {
        return s.getPrograms().stream().anyMatch(p -> p.getName().equals(name));
    }

    private Host host(String name) {
        for (Host h : topology.getHosts()) {
            if (h.getName().equals(name)) {
                return h;
            }
        }
        throw new IllegalArgumentException("the topology has no host " + name);
    }

    private static Rnic device(Host h, String name) {
        for (Rnic r : h.getRnics()) {
            if (r.getName().equals(name)) {
                return r;
            }
        }
        return h.getRnics().isEmpty() ? null : h.getRnics().get(0);
    }

    private <T extends VerbStep> T made(Recording.Program rp, int handle, T step) {
        stepOf.get(rp).put(handle, step);
        return step;
    }

    @SuppressWarnings("unchecked")
    private <T extends VerbStep> T ref(Recording.Program rp, int handle, Class<T> kind) {
        VerbStep s = stepOf.get(rp).get(handle);
        return kind.isInstance(s) ? (T) s : null;
    }

    private Step step(Recording.Program rp, Program p, Call c) {
        return switch (c) {
            case Recording.AllocPd a -> made(rp, a.pd(), named(p, F.createAllocPd(), "pd"));
            case Recording.RegMr m -> regMr(rp, p, m);
            case Recording.CreateCq q -> {
                CreateCq s = named(p, F.createCreateCq(), "cq");
                s.setCqe(q.cqe());
                yield made(rp, q.cq(), s);
            }
            case Recording.CreateSrq q -> {
                CreateSrq s = named(p, F.createCreateSrq(), "srq");
                s.setPd(ref(rp, q.pd(), AllocPd.class));
                s.setMaxWr(q.maxWr());
                s.setMaxSge(q.maxSge());
                yield made(rp, q.srq(), s);
            }
            case Recording.CreateQp q -> createQp(rp, p, q);
            case Recording.ModifyQp m -> modifyQp(rp, p, m);
            case Recording.CreateAh a -> {
                CreateAh s = named(p, F.createCreateAh(), "ah");
                s.setPd(ref(rp, a.pd(), AllocPd.class));
                s.setDestGid(gidEntry(a.av().dgid()));
                s.setSgidIndex(a.av().sgidIndex());
                s.setPortNum(a.av().portNum());
                s.setHopLimit(a.av().hopLimit());
                s.setTrafficClass(a.av().trafficClass());
                yield made(rp, a.ah(), s);
            }
            case Recording.PostSend ps -> postSend(rp, p, ps);
            case Recording.PostRecv pr -> postRecv(rp, p, pr);
            case Recording.PollCq pc -> pollCq(rp, p, pc);
            case Recording.Destroy d -> destroy(rp, p, d);
        };
    }

    private <T extends Step> T named(Program p, T step, String kind) {
        step.setName(name(p, kind));
        return step;
    }

    private Step regMr(Recording.Program rp, Program p, Recording.RegMr m) {
        RegMr s = named(p, F.createRegMr(), "mr");
        s.setPd(ref(rp, m.pd(), AllocPd.class));
        s.setLength(m.length());
        for (Access a : m.access()) {
            s.getAccess().add(AccessFlag.valueOf(a.name()));
        }
        byte[] first = m.contents().bytes();
        if (first != null && !Arrays.equals(first, new byte[first.length])) {
            // trailing zeros are what a region holds anyway
            int end = first.length;
            while (end > 0 && first[end - 1] == 0) {
                end--;
            }
            s.setDataFormat(DataFormat.HEX);
            s.setInitialData(HexFormat.of().formatHex(first, 0, end));
        }
        return made(rp, m.mr(), s);
    }

    private Step createQp(Recording.Program rp, Program p, Recording.CreateQp q) {
        CreateQp s = named(p, F.createCreateQp(), "qp");
        s.setPd(ref(rp, q.pd(), AllocPd.class));
        s.setSendCq(ref(rp, q.sendCq(), CreateCq.class));
        s.setRecvCq(ref(rp, q.recvCq(), CreateCq.class));
        s.setSrq(q.srq() == 0 ? null : ref(rp, q.srq(), CreateSrq.class));
        s.setQpType(QpType.valueOf(q.type().name()));
        s.setMaxSendWr(q.caps().maxSendWr());
        s.setMaxRecvWr(q.caps().maxRecvWr());
        s.setMaxSendSge(q.caps().maxSendSge());
        s.setMaxRecvSge(q.caps().maxRecvSge());
        s.setMaxInlineData(q.caps().maxInlineData());
        s.setSqSigAll(q.sqSigAll());
        return made(rp, q.qp(), s);
    }

    private Step modifyQp(Recording.Program rp, Program p, Recording.ModifyQp m) {
        CreateQp qp = ref(rp, m.qp(), CreateQp.class);
        ModifyQp s = named(p, F.createModifyQp(), "modify");
        s.setQp(qp);
        QpAttributes a = m.attributes();
        s.setTargetState(QpState.valueOf(m.mask().contains(QpAttrMask.STATE) ? a.state.name() : "RTS"));
        for (QpAttrMask bit : m.mask()) {
            switch (bit) {
                case ACCESS_FLAGS -> {
                    s.getAccessFlags().clear();
                    for (Access f : a.accessFlags) {
                        s.getAccessFlags().add(AccessFlag.valueOf(f.name()));
                    }
                }
                case PKEY_INDEX -> s.setPkeyIndex(a.pkeyIndex);
                case PORT -> s.setPort(a.port);
                case QKEY -> s.setQkey(Integer.toUnsignedLong(a.qkey));
                case AV -> {
                    s.setDestGid(gidEntry(a.av.dgid()));
                    s.setSgidIndex(a.av.sgidIndex());
                    s.setHopLimit(a.av.hopLimit());
                    s.setTrafficClass(a.av.trafficClass());
                }
                case PATH_MTU -> s.setPathMtu(Mtu.valueOf("MTU_" + a.pathMtu));
                case RQ_PSN -> s.setRqPsn(a.rqPsn);
                case SQ_PSN -> s.setSqPsn(a.sqPsn);
                case MAX_DEST_RD_ATOMIC -> s.setMaxDestRdAtomic(a.maxDestRdAtomic);
                case MAX_QP_RD_ATOMIC -> s.setMaxRdAtomic(a.maxRdAtomic);
                case MIN_RNR_TIMER -> s.setMinRnrTimer(a.minRnrTimer);
                case TIMEOUT -> s.setTimeout(a.timeout);
                case RETRY_CNT -> s.setRetryCnt(a.retryCnt);
                case RNR_RETRY -> s.setRnrRetry(a.rnrRetry);
                default -> {
                    // STATE is the target state; DEST_QPN is the reference below; the rest the engine keeps no value of
                }
            }
        }
        if (m.mask().contains(QpAttrMask.DEST_QPN) && a.av != null) {
            Peer peer = peerOf(a.av.dgid(), a.destQpn);
            if (peer != null) {
                s.setDestQp(qpOf(peer.program(), peer.qpn()));
                if (qp != null) {
                    peers.put(qp, peer);
                }
            }
        }
        s.setExpectedResult(rdma.workbench.model.scenario.Errno.valueOf(m.result().name()));
        return s;
    }

    /** The program whose device has {@code dgid} and created QP {@code qpn}, or null. */
    private Peer peerOf(byte[] dgid, int qpn) {
        GidEntry gid = gidEntry(dgid);
        if (gid == null) {
            return null;
        }
        Host host = (Host) gid.eContainer().eContainer().eContainer();
        Rnic rnic = (Rnic) gid.eContainer().eContainer();
        for (Recording.Program rp : recording.programs()) {
            if (rp.host().equals(host.getName()) && rp.device().equals(rnic.getName()) && qpOf(rp, qpn) != null) {
                return new Peer(rp, qpn, gid);
            }
        }
        return null;
    }

    private CreateQp qpOf(Recording.Program rp, int qpn) {
        for (Call c : rp.calls()) {
            if (c instanceof Recording.CreateQp q && q.qpn() == qpn) {
                return ref(rp, q.qp(), CreateQp.class);
            }
        }
        return null;
    }

    /** The topology's GID entry with these 16 bytes, or null. */
    private GidEntry gidEntry(byte[] gid) {
        for (Host h : topology.getHosts()) {
            for (Rnic r : h.getRnics()) {
                for (Port port : r.getPorts()) {
                    for (GidEntry g : port.getGids()) {
                        if (Arrays.equals(GidAddress.parse(g.getAddress()), gid)) {
                            return g;
                        }
                    }
                }
            }
        }
        return null;
    }

    /** The region of {@code rp} that holds [addr, addr+length) and answers to {@code key} (lkey or rkey), with the offset, or null. */
    private record Place(RegMr mr, long offset) {
    }

    private Place place(Recording.Program rp, long addr, long length, int key, boolean remote) {
        if (rp == null) {
            return null;
        }
        for (Call c : rp.calls()) {
            if (c instanceof Recording.RegMr m && (remote ? m.rkey() : m.lkey()) == key && addr >= m.iova() && addr - m.iova() + length <= m.length()) {
                RegMr step = ref(rp, m.mr(), RegMr.class);
                if (step != null) {
                    return new Place(step, addr - m.iova());
                }
            }
        }
        return null;
    }

    private void sges(Recording.Program rp, List<rdma.workbench.engine.verbs.Sge> from, List<Sge> to, List<String> notes) {
        for (rdma.workbench.engine.verbs.Sge g : from) {
            Place at = place(rp, g.addr(), g.length(), g.lkey(), false);
            if (at == null) {
                notes.add(String.format("an SGE at 0x%x (%d bytes, lkey 0x%x) is in no region the program registered", g.addr(), g.length(), g.lkey()));
                continue;
            }
            Sge s = F.createSge();
            s.setMr(at.mr());
            s.setOffset((int) at.offset());
            s.setLength(g.length());
            to.add(s);
        }
    }

    private Step postSend(Recording.Program rp, Program p, Recording.PostSend ps) {
        PostSend s = named(p, F.createPostSend(), "send");
        CreateQp qp = ref(rp, ps.qp(), CreateQp.class);
        s.setQp(qp);
        s.setWrId(ps.wr().wrId());
        s.setOpcode(WrOpcode.valueOf(ps.wr().opcode().name()));
        for (SendFlag f : ps.wr().flags()) {
            s.getSendFlags().add(rdma.workbench.model.scenario.SendFlag.valueOf(f.name()));
        }
        List<String> notes = new ArrayList<>();
        sges(rp, ps.wr().sges(), s.getSges(), notes);
        if (ps.wr().immData() != null) {
            s.setImmData(Integer.toUnsignedLong(ps.wr().immData()));
        }
        Peer peer = qp == null ? null : peers.get(qp);
        boolean remote = ps.wr().opcode().isWrite() || ps.wr().opcode().isAtomic() || ps.wr().opcode() == RDMA_READ;
        if (remote) {
            long length = ps.wr().opcode().isAtomic() ? 8 : ps.wr().totalLength();
            Place at = place(peer == null ? null : peer.program(), ps.wr().remoteAddr(), length, ps.wr().rkey(), true);
            if (at != null) {
                s.setRemoteMr(at.mr());
                s.setRemoteOffset(at.offset());
            } else {
                notes.add(String.format("the remote address 0x%x (rkey 0x%x) is in no region the peer registered", ps.wr().remoteAddr(), ps.wr().rkey()));
            }
            s.setCompareAdd(ps.wr().compareAdd());
            s.setSwap(ps.wr().swap());
        }
        if (ps.ah() != 0) {
            CreateAh ah = ref(rp, ps.ah(), CreateAh.class);
            s.setAh(ah);
            s.setRemoteQkey(Integer.toUnsignedLong(ps.wr().remoteQkey()));
            for (Recording.Program other : recording.programs()) {
                CreateQp target = ah == null || ah.getDestGid() == null ? null : qpOnGid(other, ah.getDestGid(), ps.wr().remoteQpn());
                if (target != null) {
                    s.setRemoteQp(target);
                }
            }
        }
        s.setExpectedResult(rdma.workbench.model.scenario.Errno.valueOf(ps.result().name()));
        if (!notes.isEmpty()) {
            s.setComment(String.join("; ", notes));
        }
        return s;
    }

    private CreateQp qpOnGid(Recording.Program rp, GidEntry gid, int qpn) {
        Host host = (Host) gid.eContainer().eContainer().eContainer();
        Rnic rnic = (Rnic) gid.eContainer().eContainer();
        return rp.host().equals(host.getName()) && rp.device().equals(rnic.getName()) ? qpOf(rp, qpn) : null;
    }

    private Step postRecv(Recording.Program rp, Program p, Recording.PostRecv pr) {
        PostRecv s = named(p, F.createPostRecv(), "recv");
        if (pr.qp() != 0) {
            s.setQp(ref(rp, pr.qp(), CreateQp.class));
        } else {
            s.setSrq(ref(rp, pr.srq(), CreateSrq.class));
        }
        s.setWrId(pr.wr().wrId());
        List<String> notes = new ArrayList<>();
        sges(rp, pr.wr().sges(), s.getSges(), notes);
        s.setExpectedResult(rdma.workbench.model.scenario.Errno.valueOf(pr.result().name()));
        if (!notes.isEmpty()) {
            s.setComment(String.join("; ", notes));
        }
        return s;
    }

    private Step pollCq(Recording.Program rp, Program p, Recording.PollCq pc) {
        PollCq s = named(p, F.createPollCq(), "poll");
        s.setCq(ref(rp, pc.cq(), CreateCq.class));
        s.setTimeout(POLL_TIMEOUT_NANOS);
        for (WorkCompletion wc : pc.completions()) {
            ExpectedCompletion e = F.createExpectedCompletion();
            e.setWrId(wc.wrId());
            e.setStatus(WcStatus.valueOf(wc.status().name()));
            if (wc.opcode() != null && wc.status() == rdma.workbench.engine.verbs.WcStatus.SUCCESS) {
                e.setOpcode(WcOpcode.valueOf(wc.opcode().name()));
                e.setByteLen(wc.byteLen());
            }
            if (wc.immData() != null) {
                e.setImmData(Integer.toUnsignedLong(wc.immData()));
            }
            s.getExpected().add(e);
        }
        return s;
    }

    private Step destroy(Recording.Program rp, Program p, Recording.Destroy d) {
        return switch (d.kind()) {
            case "ProtectionDomain" -> {
                var s = named(p, F.createDeallocPd(), "dealloc-pd");
                s.setPd(ref(rp, d.handle(), AllocPd.class));
                yield s;
            }
            case "MemoryRegion" -> {
                var s = named(p, F.createDeregMr(), "dereg-mr");
                s.setMr(ref(rp, d.handle(), RegMr.class));
                yield s;
            }
            case "CompletionQueue" -> {
                var s = named(p, F.createDestroyCq(), "destroy-cq");
                s.setCq(ref(rp, d.handle(), CreateCq.class));
                yield s;
            }
            case "SharedReceiveQueue" -> {
                var s = named(p, F.createDestroySrq(), "destroy-srq");
                s.setSrq(ref(rp, d.handle(), CreateSrq.class));
                yield s;
            }
            case "QueuePair" -> {
                var s = named(p, F.createDestroyQp(), "destroy-qp");
                s.setQp(ref(rp, d.handle(), CreateQp.class));
                yield s;
            }
            case "AddressHandle" -> {
                var s = named(p, F.createDestroyAh(), "destroy-ah");
                s.setAh(ref(rp, d.handle(), CreateAh.class));
                yield s;
            }
            default -> null;
        };
    }
}
