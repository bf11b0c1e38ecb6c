package rdma.workbench.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.model.ModelFixtures.mr;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.ModelFixtures.qp;
import static rdma.workbench.model.ModelFixtures.step;
import static rdma.workbench.model.validation.DiagnosticAssert.assertClean;
import static rdma.workbench.model.validation.DiagnosticAssert.assertOnly;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

class ScenarioValidatorTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Topology topology = ModelFixtures.twoHosts();
    private final Scenario scenario = ModelFixtures.rcSend(topology);
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");

    private ErdmaDevice device(int host) {
        return (ErdmaDevice) topology.getHosts().get(host).getRnics().get(0);
    }

    @Test
    void fixtureIsClean() {
        assertClean(scenario);
    }

    @Test
    void erdmaInRoceModeHasNoUcQueuePairs() {
        CreateQp qp = qp(client);
        qp.setQpType(QpType.UC);
        assertOnly(scenario, Rule.ERDMA_ROCE_NO_UC, qp, "ERDMA device erdma_0 is in RoCEv2 mode: it has no UC queue pairs (QP qp)");
    }

    @Test
    void erdmaInRoceModeHasNoSrq() {
        CreateSrq srq = S.createCreateSrq();
        srq.setName("srq1");
        srq.setPd(step(server, "pd", AllocPd.class));
        server.getSteps().add(1, srq);
        assertOnly(scenario, Rule.ERDMA_ROCE_NO_SRQ, srq,
                "ERDMA device erdma_0 is in RoCEv2 mode: it has no shared receive queues (SRQ srq1)");
    }

    @Test
    void erdmaInIwarpModeOnlyHasRc() {
        for (int h = 0; h < 2; h++) {
            device(h).setProtocol(RdmaProtocol.IWARP);
        }
        CreateQp qp = qp(server);
        qp.setQpType(QpType.UD);
        assertOnly(scenario, Rule.ERDMA_IWARP_RC_ONLY, qp,
                "ERDMA device erdma_0 is in iWARP mode: iWARP only has RC queue pairs (QP qp is UD)");
    }

    @Test
    void iwarpPeerOfRoceQp() {
        device(0).setProtocol(RdmaProtocol.IWARP);
        var problems = DiagnosticAssert.problems(scenario);
        assertEquals(List.of(
                "ModifyQp rtr connects QP qp on ERDMA device erdma_0 (iWARP) to QP qp on ERDMA device erdma_0 (RoCEv2): iWARP and RoCEv2 peers cannot talk",
                "ModifyQp rtr connects QP qp on ERDMA device erdma_0 (RoCEv2) to QP qp on ERDMA device erdma_0 (iWARP): iWARP and RoCEv2 peers cannot talk"),
                problems.stream().map(d -> d.getMessage()).toList());
        assertEquals(List.of(step(client, "rtr", ModifyQp.class), step(server, "rtr", ModifyQp.class)),
                problems.stream().map(d -> d.getData().get(0)).toList());
        assertEquals(List.of(Rule.PEER_PROTOCOL, Rule.PEER_PROTOCOL), problems.stream().map(d -> Rule.ofCode(d.getCode())).toList());
    }

    @Test
    void remoteWriteNeedsLocalWrite() {
        RegMr mr = mr(server);
        mr.getAccess().remove(AccessFlag.LOCAL_WRITE);
        assertOnly(scenario, Rule.REMOTE_ACCESS_NEEDS_LOCAL_WRITE, mr,
                "Memory region mr asks for REMOTE_WRITE without LOCAL_WRITE: ibv_reg_mr refuses that with EINVAL, because the NIC writes into the buffer");
    }

    @Test
    void remoteAtomicNeedsLocalWrite() {
        RegMr mr = mr(server);
        mr.getAccess().clear();
        mr.getAccess().add(AccessFlag.REMOTE_ATOMIC);
        assertOnly(scenario, Rule.REMOTE_ACCESS_NEEDS_LOCAL_WRITE, mr,
                "Memory region mr asks for REMOTE_ATOMIC without LOCAL_WRITE: ibv_reg_mr refuses that with EINVAL, because the NIC writes into the buffer");
    }

    @Test
    void aStepThatExpectsEinvalMayTeachTheMistake() {
        RegMr bad = S.createRegMr();
        bad.setName("bad");
        bad.setPd(step(server, "pd", AllocPd.class));
        bad.getAccess().add(AccessFlag.REMOTE_WRITE);
        bad.setExpectedResult(Errno.EINVAL);
        server.getSteps().add(2, bad);
        assertClean(scenario);
    }

    @Test
    void pathMtuLargerThanThePeersPort() {
        topology.getHosts().get(0).getRnics().get(0).getPorts().get(0).setMtu(9000);
        ModifyQp rtr = step(client, "rtr", ModifyQp.class);
        rtr.setPathMtu(Mtu.MTU_4096);
        assertOnly(scenario, Rule.PATH_MTU, rtr, "ModifyQp rtr sets path MTU 4096 on QP qp, but port p1 of erdma_0 on host host2 "
                + "(netdev MTU 1500) carries at most RoCE MTU 1024: the path MTU must fit the ports at both ends");
    }

    @Test
    void pathMtuLargerThanBothPortsIsOneProblemNamingBoth() {
        ModifyQp rtr = step(client, "rtr", ModifyQp.class);
        rtr.setPathMtu(Mtu.MTU_4096);
        assertOnly(scenario, Rule.PATH_MTU, rtr, "ModifyQp rtr sets path MTU 4096 on QP qp, but port p1 of erdma_0 on host host1 "
                + "(netdev MTU 1500) carries at most RoCE MTU 1024 and port p1 of erdma_0 on host host2 (netdev MTU 1500) at most 1024: "
                + "the path MTU must fit the ports at both ends");
    }

    @Test
    void udAddressHandleWithGidOutsideTheNamespace() {
        Host host1 = topology.getHosts().get(0);
        NetworkNamespace ns = TopologyFactory.eINSTANCE.createNetworkNamespace();
        ns.setName("blue");
        host1.getNamespaces().add(ns);
        client.setNamespace(ns);
        CreateAh ah = S.createCreateAh();
        ah.setName("ah1");
        ah.setPd(step(client, "pd", AllocPd.class));
        ah.setDestGid(topology.getHosts().get(1).getRnics().get(0).getPorts().get(0).getGids().get(0));
        client.getSteps().add(1, ah);
        GidEntry gid = host1.getRnics().get(0).getPorts().get(0).getGids().get(0);
        assertOnly(scenario, Rule.UD_NAMESPACE_GID, ah, "Address handle ah1 uses GID 0 of port p1 of erdma_0 (netdev eth0 in the initial namespace), "
                + "but program client runs in namespace blue: a UD QP in a namespace only uses GIDs of netdevs in that namespace");
        gid.setNamespace(ns);
        assertClean(scenario);
    }

    /** Puts the server program into cgroup "tenant" with rdma.max on host2's device. */
    private void serverInCgroup(int hcaHandle, int hcaObject) {
        RdmaCgroup cg = TopologyFactory.eINSTANCE.createRdmaCgroup();
        cg.setName("tenant");
        CgroupLimit limit = TopologyFactory.eINSTANCE.createCgroupLimit();
        limit.setDevice(device(1));
        limit.setHcaHandle(hcaHandle);
        limit.setHcaObject(hcaObject);
        cg.getLimits().add(limit);
        topology.getHosts().get(1).getCgroups().add(cg);
        server.setCgroup(cg);
    }

    @Test
    void cgroupObjectLimit() {
        serverInCgroup(1, 3);
        assertOnly(scenario, Rule.CGROUP_LIMIT, qp(server), "The programs of cgroup tenant hold up to 4 verbs objects at once on ERDMA device erdma_0, "
                + "but its rdma.max allows hca_object=3 (QP qp is the first over the limit)");
    }

    @Test
    void cgroupHandleLimit() {
        serverInCgroup(0, -1);
        assertOnly(scenario, Rule.CGROUP_LIMIT, server, "1 programs of cgroup tenant open ERDMA device erdma_0, "
                + "but its rdma.max allows hca_handle=0 (program server is one too many)");
    }

    @Test
    void queuePairLargerThanTheDeviceAllows() {
        CreateQp qp = qp(client);
        qp.setMaxSendWr(10000);
        assertOnly(scenario, Rule.DEVICE_LIMIT, qp, "QP qp asks for 10000 send work requests, but ERDMA device erdma_0 allows at most 8192 (max_send_wr)");
    }

    @Test
    void rdmaWriteWithoutRemoteMr() {
        PostSend send = step(client, "send1", PostSend.class);
        send.setOpcode(WrOpcode.RDMA_WRITE);
        assertOnly(scenario, Rule.REMOTE_MR_MISSING, send, "PostSend send1 is an RDMA_WRITE but names no remote memory region: "
                + "the peer must register one and tell us its address and rkey");
    }

    @Test
    void rdmaWriteToOwnMemory() {
        PostSend send = step(client, "send1", PostSend.class);
        send.setOpcode(WrOpcode.RDMA_WRITE);
        send.setRemoteMr(mr(client));
        assertOnly(scenario, Rule.REMOTE_MR_NOT_PEER, send, "PostSend send1 targets memory region mr of program client, "
                + "but QP qp is connected to program server: it must name an MR the peer registered");
    }

    @Test
    void rdmaWriteToPeerMemoryIsFine() {
        PostSend send = step(client, "send1", PostSend.class);
        send.setOpcode(WrOpcode.RDMA_WRITE);
        send.setRemoteMr(mr(server));
        assertClean(scenario);
    }

    @Test
    void usingAnotherProgramsObject() {
        PostSend send = step(client, "send1", PostSend.class);
        send.getSges().get(0).setMr(mr(server));
        assertOnly(scenario, Rule.FOREIGN_OBJECT, send,
                "PostSend send1 uses memory region mr of program server: a program can only use the objects it created itself");
    }

    @Test
    void usingAnObjectBeforeItIsCreated() {
        RegMr mr = mr(client);
        client.getSteps().move(0, mr);
        assertOnly(scenario, Rule.USE_BEFORE_CREATE, mr, "Memory region mr uses PD pd, which is only created later (step 2)");
    }

    @Test
    void udQueuePairCannotWrite() {
        CreateQp qp = qp(client);
        qp.setQpType(QpType.UD);
        PostSend send = step(client, "send1", PostSend.class);
        send.setOpcode(WrOpcode.RDMA_WRITE);
        send.setRemoteMr(mr(server));
        assertOnly(scenario, Rule.OPCODE_FOR_QP_TYPE, send,
                "PostSend send1 posts RDMA_WRITE on UD QP qp, but UD queue pairs only carry SEND and SEND_WITH_IMM");
    }

    @Test
    void udSendWithoutAddressHandle() {
        qp(client).setQpType(QpType.UD);
        PostSend send = step(client, "send1", PostSend.class);
        assertOnly(scenario, Rule.UD_DESTINATION, send,
                "PostSend send1 sends on UD QP qp without an address handle: every UD send names its destination");
    }

    @Test
    void syncWithoutPartner() {
        Sync sync = S.createSync();
        sync.setBarrier("ready");
        client.getSteps().add(sync);
        assertOnly(scenario, Rule.SYNC_PARTNER, client,
                "Only program client syncs at barrier 'ready': a Sync waits for the other programs, so it would wait forever");
    }

    @Test
    void twoStepsWithOneName() {
        RegMr mr2 = S.createRegMr();
        mr2.setName("mr");
        mr2.setPd(step(client, "pd", AllocPd.class));
        client.getSteps().add(2, mr2);
        assertOnly(scenario, Rule.DUPLICATE_NAME, mr2,
                "Two of the steps of program client are called mr: names must be unique, because references use them");
    }

    @Test
    void programOpensAnotherHostsDevice() {
        client.setDevice(device(1));
        assertOnly(scenario, Rule.PROGRAM_DEVICE, client,
                "Program client runs on host host1 but opens ERDMA device erdma_0 of host host2");
    }

    @Test
    void requiredReferenceMissing() {
        RegMr mr = mr(client);
        mr.setPd(null);
        List<String> messages = DiagnosticAssert.problems(scenario).stream().map(d -> d.getMessage()).toList();
        assertEquals(List.of("Memory region mr has no pd: choose one in the Properties view"), messages);
    }

    @Test
    void programOnAHostOfAnotherTopology() {
        Host stranger = ModelFixtures.host("stranger", "10.9.9.9");
        Topology other = ModelFixtures.twoHosts();
        other.getHosts().add(stranger);
        client.setHost(stranger);
        assertOnly(scenario, Rule.PROGRAM_HOST, client, "Program client runs on host stranger, which is not part of topology pair");
    }

    @Test
    void programInAnotherHostsNamespace() {
        NetworkNamespace ns = TopologyFactory.eINSTANCE.createNetworkNamespace();
        ns.setName("blue");
        topology.getHosts().get(1).getNamespaces().add(ns);
        client.setNamespace(ns);
        assertOnly(scenario, Rule.PROGRAM_HOST, client,
                "Program client runs in namespace blue, which belongs to another host than host host1");
    }

    @Test
    void addressHandleWithAMissingSourceGid() {
        CreateAh ah = S.createCreateAh();
        ah.setName("ah1");
        ah.setPd(step(client, "pd", AllocPd.class));
        ah.setSgidIndex(3);
        ah.setDestGid(topology.getHosts().get(1).getRnics().get(0).getPorts().get(0).getGids().get(0));
        client.getSteps().add(1, ah);
        assertOnly(scenario, Rule.GID_INDEX_MISSING, ah, "Address handle ah1 uses source GID index 3, which port p1 of erdma_0 does not have");
    }

    @Test
    void rdmaReadOnAQueuePairThatWasNeverConnected() {
        for (ModifyQp m : List.of(step(client, "rtr", ModifyQp.class))) {
            m.setDestQp(null);
        }
        PostSend send = step(client, "send1", PostSend.class);
        send.setOpcode(WrOpcode.RDMA_READ);
        send.setRemoteMr(mr(server));
        assertOnly(scenario, Rule.QP_NOT_CONNECTED, send, "PostSend send1 uses QP qp, which no ModifyQp connects to a remote QP");
    }

    @Test
    void sgeBeyondTheMemoryRegionIsAWarning() {
        PostSend send = step(client, "send1", PostSend.class);
        send.getSges().get(0).setOffset(4090);
        send.getSges().get(0).setLength(10);
        List<Diagnostic> problems = DiagnosticAssert.problems(scenario);
        assertEquals(1, problems.size());
        assertEquals(Diagnostic.WARNING, problems.get(0).getSeverity());
        assertOnly(scenario, Rule.SGE_BOUNDS, send, "An SGE of PostSend send1 covers bytes 4090..4100 of memory region mr, which is 4096 bytes long: "
                + "the work request will complete with a local protection error (LOC_PROT_ERR)");
    }

    /** A repeating post polls nothing, so signaled copies beyond the CQ's entries overrun it; as many as it holds are fine. */
    @Test
    void signaledRepeatsBeyondTheSendCqAreAWarning() {
        PostSend send = step(client, "send1", PostSend.class);
        send.setRepeat(16);
        assertEquals(List.of(), DiagnosticAssert.problems(scenario), "16 copies fit a CQ of 16");
        send.setRepeat(100);
        assertOnly(scenario, Rule.REPEAT_OVERRUNS_CQ, send, "PostSend send1 posts 100 signaled copies (SIGNALED), but it polls none of their "
                + "completions and CQ cq holds 16: completion 17 overruns it (IBV_EVENT_CQ_ERR, and the QP goes to ERR). Post the copies "
                + "unsignaled and follow them with one signaled request, or give the CQ more entries");
        send.unsetRepeat();
        send.setRepeatUntil(1_000_000);
        assertOnly(scenario, Rule.REPEAT_OVERRUNS_CQ, send, "PostSend send1 posts signaled copies until 1000000 ns (SIGNALED), but it polls none "
                + "of their completions and CQ cq holds 16: completion 17 overruns it (IBV_EVENT_CQ_ERR, and the QP goes to ERR). Post the copies "
                + "unsignaled and follow them with one signaled request, or give the CQ more entries");
        send.getSendFlags().clear();
        assertEquals(List.of(), DiagnosticAssert.problems(scenario), "unsignaled copies leave no completion");
    }

    @Test
    void aStepRepeatsAtLeastOnceAndUntilATimeOfTheRunsClock() {
        PostSend send = step(client, "send1", PostSend.class);
        send.setRepeat(0);
        assertOnly(scenario, Rule.FIELD_RANGE, send, "PostSend send1 has repeat 0; it must be 1 or more: a step posts its work request at least once");
        send.unsetRepeat();
        send.getSendFlags().clear();
        send.setRepeatUntil(-5);
        assertOnly(scenario, Rule.TIME_RANGE, send, "PostSend send1 has repeatUntil -5 ns; it must be between 0 and 3600000000000 ns: "
                + "the longest wait or delay the engine schedules is 1 hour of simulated time");
    }

    @Test
    void receiveWithNeitherQueuePairNorSrq() {
        var recv = step(server, "recv1", PostRecv.class);
        recv.setQp(null);
        assertOnly(scenario, Rule.RECV_TARGET, recv,
                "PostRecv recv1 must name exactly one of a QP (ibv_post_recv) or an SRQ (ibv_post_srq_recv)");
    }

    @Test
    void moreQueuePairsThanTheDeviceHas() {
        device(0).getCapabilities().setMaxQp(0);
        assertOnly(scenario, Rule.DEVICE_LIMIT, device(0), "The scenario holds up to 1 QPs at once on ERDMA device erdma_0, but the device allows 0 (max_qp)");
    }

    @Test
    void memoryRegionLargerThanTheDeviceRegisters() {
        device(1).getCapabilities().setMaxMrSize(1024);
        RegMr mr = mr(server);
        assertOnly(scenario, Rule.DEVICE_LIMIT, mr, "Memory region mr is 4096 bytes, but ERDMA device erdma_0 registers at most 1024 (max_mr_size)");
    }

    /** The engine refuses an SRQ limit beyond the queue at run time (EINVAL); validation says so first. */
    @Test
    void srqLimitBeyondItsQueue() {
        CreateSrq srq = S.createCreateSrq();
        srq.setName("srq1");
        srq.setPd(step(server, "pd", AllocPd.class));
        srq.setMaxWr(16);
        srq.setSrqLimit(20);
        server.getSteps().add(1, srq);
        // this fixture's ERDMA devices also have no SRQ in RoCEv2 mode: that is another problem
        List<String> limits = DiagnosticAssert.problems(scenario).stream().filter(d -> Rule.ofCode(d.getCode()) == Rule.FIELD_RANGE)
                .map(d -> d.getMessage()).toList();
        assertEquals(List.of("SRQ srq1 arms srq_limit 20, more than its max_wr 16: ibv_create_srq refuses that with EINVAL"), limits);
    }

    @Test
    void syncsThatDoNotPairUp() {
        for (Program p : List.of(client, server, client)) {
            Sync sync = S.createSync();
            sync.setBarrier("ready");
            p.getSteps().add(sync);
        }
        assertOnly(scenario, Rule.SYNC_PARTNER, client,
                "The programs sync at barrier 'ready' a different number of times [client: 2, server: 1]: the extra Sync would wait forever");
    }

    @Test
    void srqOnAQueuePairOfAnErdmaInRoceMode() {
        CreateSrq srq = S.createCreateSrq();
        srq.setName("srq1");
        srq.setPd(step(server, "pd", AllocPd.class));
        srq.setExpectedResult(Errno.EOPNOTSUPP);
        server.getSteps().add(1, srq);
        CreateQp qp = qp(server);
        qp.setSrq(srq);
        assertEquals(List.of("QP qp uses SRQ srq1, whose creation the scenario expects to fail with EOPNOTSUPP: there is no SRQ to use, so a real program would pass NULL here",
                "ERDMA device erdma_0 is in RoCEv2 mode: it has no shared receive queues (QP qp uses SRQ srq1)"),
                DiagnosticAssert.problems(scenario).stream().map(d -> d.getMessage()).toList());
    }
}
