package rdma.workbench.model.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static rdma.workbench.model.ModelFixtures.cq;
import static rdma.workbench.model.ModelFixtures.mr;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.ModelFixtures.qp;
import static rdma.workbench.model.ModelFixtures.step;
import static rdma.workbench.model.repair.FixAssert.assertFixRemovesOnly;
import static rdma.workbench.model.repair.FixAssert.assertNoFix;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.model.validation.Rule;

/** Each verb-flow rule's fix on a scenario with exactly that one problem; the reasons of the rules without one. */
class ScenarioRemediesTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Topology topology = ModelFixtures.twoHosts();
    private final Scenario scenario = ModelFixtures.rcSend(topology);
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");

    private ErdmaDevice device(int host) {
        return (ErdmaDevice) topology.getHosts().get(host).getRnics().get(0);
    }

    private PostSend send() {
        return step(client, "send1", PostSend.class);
    }

    private AllocPd pd(Program p) {
        return step(p, "pd", AllocPd.class);
    }

    private CreateAh addressHandle() {
        CreateAh ah = S.createCreateAh();
        ah.setName("ah1");
        ah.setPd(pd(client));
        ah.setDestGid(device(1).getPorts().get(0).getGids().get(0));
        client.getSteps().add(1, ah);
        return ah;
    }

    @Test
    void duplicateStepIsRenamed() {
        RegMr mr2 = S.createRegMr();
        mr2.setName("mr");
        mr2.setPd(pd(client));
        client.getSteps().add(2, mr2);
        assertFixRemovesOnly(scenario, Rule.DUPLICATE_NAME, "Rename to mr-2");
        assertEquals("mr-2", mr2.getName());
    }

    @Test
    void programInAnotherHostsNamespaceRunsInItsOwnInitialOne() {
        NetworkNamespace ns = TopologyFactory.eINSTANCE.createNetworkNamespace();
        ns.setName("blue");
        topology.getHosts().get(1).getNamespaces().add(ns);
        client.setNamespace(ns);
        assertFixRemovesOnly(scenario, Rule.PROGRAM_HOST, "Run in the initial namespace");
        assertNull(client.getNamespace());
    }

    @Test
    void programOnAHostOfAnotherTopologyMovesToTheHostOfThatName() {
        Topology other = ModelFixtures.twoHosts();
        Host twin = other.getHosts().get(0);
        client.setHost(twin);
        assertFixRemovesOnly(scenario, Rule.PROGRAM_HOST, "Run on host host1 of topology pair");
        assertSame(topology.getHosts().get(0), client.getHost());
    }

    @Test
    void programOpensItsOwnHostsDevice() {
        client.setDevice(device(1));
        assertFixRemovesOnly(scenario, Rule.PROGRAM_DEVICE, "Open ERDMA device erdma_0");
        assertSame(device(0), client.getDevice());
    }

    @Test
    void aHostWithoutDeviceIsNotGuessed() {
        Host bare = TopologyFactory.eINSTANCE.createHost();
        bare.setName("bare");
        topology.getHosts().add(bare);
        Program idle = ModelFixtures.program("idle", bare);
        scenario.getPrograms().add(idle);
        assertNoFix(scenario, Rule.PROGRAM_DEVICE, "Host bare has no RDMA device: add one to it in the topology, or run the program on another host");
    }

    @Test
    void anotherProgramsMemoryRegionIsReplacedByOwnOfTheSameName() {
        send().getSges().get(0).setMr(mr(server));
        Fix fix = assertFixRemovesOnly(scenario, Rule.FOREIGN_OBJECT, "Use memory region mr of program client");
        assertSame(mr(client), send().getSges().get(0).getMr());
        assertEquals("Replaces memory region mr of program server by memory region mr, which program client created itself", fix.description());
    }

    @Test
    void useBeforeCreateMovesTheStepAfterItsCreator() {
        RegMr mr = mr(client);
        client.getSteps().move(0, mr);
        assertFixRemovesOnly(scenario, Rule.USE_BEFORE_CREATE, "Move memory region mr after PD pd");
        assertEquals(1, client.getSteps().indexOf(mr));
    }

    @Test
    void useBeforeCreateCanMoveTheCreatorInstead() {
        RegMr mr = mr(client);
        client.getSteps().move(0, mr);
        assertFixRemovesOnly(scenario, Rule.USE_BEFORE_CREATE, "Move PD pd before memory region mr");
        assertEquals(0, client.getSteps().indexOf(pd(client)));
    }

    @Test
    void ucOnErdmaInRoceModeBecomesRc() {
        qp(client).setQpType(QpType.UC);
        assertFixRemovesOnly(scenario, Rule.ERDMA_ROCE_NO_UC, "Make QP qp RC");
        assertEquals(QpType.RC, qp(client).getQpType());
    }

    @Test
    void udOnIwarpBecomesRc() {
        device(0).setProtocol(RdmaProtocol.IWARP);
        device(1).setProtocol(RdmaProtocol.IWARP);
        qp(server).setQpType(QpType.UD);
        assertFixRemovesOnly(scenario, Rule.ERDMA_IWARP_RC_ONLY, "Make QP qp RC");
    }

    private CreateSrq srq() {
        CreateSrq srq = S.createCreateSrq();
        srq.setName("srq1");
        srq.setPd(pd(server));
        server.getSteps().add(1, srq);
        return srq;
    }

    @Test
    void unusedSrqOnErdmaInRoceModeIsRemoved() {
        CreateSrq srq = srq();
        assertFixRemovesOnly(scenario, Rule.ERDMA_ROCE_NO_SRQ, "Remove SRQ srq1");
        assertEquals(-1, server.getSteps().indexOf(srq));
    }

    @Test
    void qpReceivesOnItsOwnQueueInsteadOfTheSrq() {
        CreateSrq srq = srq();
        qp(server).setSrq(srq);
        PostRecv recv = step(server, "recv1", PostRecv.class);
        recv.setQp(null);
        recv.setSrq(srq);
        List<String> problems = FixAssert.diagnostics(scenario, false);
        assertEquals(2, problems.size(), problems::toString);
        var d = ModelValidation.validateWithTopology(scenario).getChildren().stream()
                .filter(x -> x.getData().get(0) == qp(server)).findFirst().orElseThrow();
        Remedy remedy = Remedies.forProblem(d);
        assertEquals(List.of("Receive on QP qp instead of SRQ srq1"), remedy.fixes().stream().map(Fix::label).toList());
        remedy.fixes().get(0).apply();
        assertEquals(List.of(problems.get(0)), FixAssert.diagnostics(scenario, false));
        assertSame(qp(server), recv.getQp());
        assertNull(recv.getSrq());
    }

    @Test
    void peerProtocolHasNoFixInTheScenario() {
        device(0).setProtocol(RdmaProtocol.IWARP);
        ModifyQp rtr = step(client, "rtr", ModifyQp.class);
        var d = ModelValidation.validateWithTopology(scenario).getChildren().stream()
                .filter(x -> x.getData().get(0) == rtr && Rule.ofCode(x.getCode()) == Rule.PEER_PROTOCOL).findFirst().orElseThrow();
        assertEquals("Each device's protocol is set in the topology, and either end could be the one to change: switch one of the two ERDMA devices there,"
                + " so both speak iWARP or both RoCEv2", Remedies.forProblem(d).whyNoFix());
    }

    @Test
    void remoteWriteGetsLocalWrite() {
        RegMr mr = mr(server);
        mr.getAccess().remove(AccessFlag.LOCAL_WRITE);
        Fix fix = assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS_NEEDS_LOCAL_WRITE, "Add LOCAL_WRITE to memory region mr");
        assertEquals("Adds LOCAL_WRITE to the access flags of memory region mr, which ibv_reg_mr requires with REMOTE_WRITE or REMOTE_ATOMIC", fix.description());
        assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ), mr.getAccess());
    }

    @Test
    void pathMtuLoweredToWhatBothPortsCarry() {
        device(0).getPorts().get(0).setMtu(9000);
        ModifyQp rtr = step(client, "rtr", ModifyQp.class);
        rtr.setPathMtu(Mtu.MTU_4096);
        Fix fix = assertFixRemovesOnly(scenario, Rule.PATH_MTU, "Lower the path MTU to 1024");
        assertEquals("Sets path_mtu of ModifyQp rtr from 4096 to 1024, the largest RoCE MTU the ports at both ends carry", fix.description());
        assertEquals(Mtu.MTU_1024, rtr.getPathMtu());
    }

    @Test
    void addressHandleUsesAGidOfTheProgramsNamespace() {
        Host host1 = topology.getHosts().get(0);
        NetworkNamespace ns = TopologyFactory.eINSTANCE.createNetworkNamespace();
        ns.setName("blue");
        host1.getNamespaces().add(ns);
        client.setNamespace(ns);
        var blueGid = TopologyFactory.eINSTANCE.createGidEntry();
        blueGid.setIndex(1);
        blueGid.setAddress("::ffff:10.1.0.1");
        blueGid.setNetdev("veth-blue");
        blueGid.setNamespace(ns);
        device(0).getPorts().get(0).getGids().add(blueGid);
        CreateAh ah = addressHandle();
        assertFixRemovesOnly(scenario, Rule.UD_NAMESPACE_GID, "Use source GID index 1");
        assertEquals(1, ah.getSgidIndex());
    }

    @Test
    void addressHandleWithAMissingSourceGidUsesOneThePortHas() {
        CreateAh ah = addressHandle();
        ah.setSgidIndex(3);
        assertFixRemovesOnly(scenario, Rule.GID_INDEX_MISSING, "Use source GID index 0");
    }

    @Test
    void cgroupLimitHasNoFix() {
        RdmaCgroup cg = TopologyFactory.eINSTANCE.createRdmaCgroup();
        cg.setName("tenant");
        CgroupLimit limit = TopologyFactory.eINSTANCE.createCgroupLimit();
        limit.setDevice(device(1));
        limit.setHcaHandle(1);
        limit.setHcaObject(3);
        cg.getLimits().add(limit);
        topology.getHosts().get(1).getCgroups().add(cg);
        server.setCgroup(cg);
        assertNoFix(scenario, Rule.CGROUP_LIMIT, "The cgroup's rdma.max is the administrator's limit, kept in the topology: raise it there,"
                + " or create fewer objects; which objects to give up is the scenario's design");
    }

    @Test
    void queuePairFitsTheDeviceLimits() {
        qp(client).setMaxSendWr(10000);
        assertFixRemovesOnly(scenario, Rule.DEVICE_LIMIT, "Fit QP qp to the limits of ERDMA device erdma_0");
        assertEquals(8192, qp(client).getMaxSendWr());
    }

    @Test
    void completionQueueFitsTheDevice() {
        cq(server).setCqe(2_000_000);
        assertFixRemovesOnly(scenario, Rule.DEVICE_LIMIT, "Set cqe to 1048576");
    }

    @Test
    void tooManyObjectsForTheDeviceHaveNoFix() {
        device(0).getCapabilities().setMaxQp(0);
        assertNoFix(scenario, Rule.DEVICE_LIMIT, "The device's limits are the hardware's: use fewer or smaller objects, or a device that allows more;"
                + " which objects to give up is the scenario's design");
    }

    @Test
    void rdmaWriteTargetsThePeersMemoryRegion() {
        send().setOpcode(WrOpcode.RDMA_WRITE);
        assertFixRemovesOnly(scenario, Rule.REMOTE_MR_MISSING, "Target memory region mr of program server");
        assertSame(mr(server), send().getRemoteMr());
    }

    @Test
    void rdmaWriteRegistersTheMissingRemoteMemoryRegion() {
        mr(server).getAccess().remove(AccessFlag.REMOTE_WRITE);
        send().setOpcode(WrOpcode.RDMA_WRITE);
        Fix fix = assertFixRemovesOnly(scenario, Rule.REMOTE_MR_MISSING, "Register remote_mr on program server");
        assertEquals("Adds a RegMr remote_mr of 4096 bytes with LOCAL_WRITE and REMOTE_WRITE to program server after PD pd, and targets it", fix.description());
        RegMr added = step(server, "remote_mr", RegMr.class);
        assertEquals(1, server.getSteps().indexOf(added));
        assertSame(added, send().getRemoteMr());
    }

    @Test
    void rdmaWriteToOwnMemoryTargetsThePeersInstead() {
        send().setOpcode(WrOpcode.RDMA_WRITE);
        send().setRemoteMr(mr(client));
        assertFixRemovesOnly(scenario, Rule.REMOTE_MR_NOT_PEER, "Target memory region mr of program server");
    }

    @Test
    void unconnectedQueuePairGetsThePeerThatPointsAtIt() {
        ModifyQp rtr = step(client, "rtr", ModifyQp.class);
        rtr.setDestQp(null);
        send().setOpcode(WrOpcode.RDMA_READ);
        send().setRemoteMr(mr(server));
        step(server, "init", ModifyQp.class).getAccessFlags().add(AccessFlag.REMOTE_READ); // so the READ is then accepted
        Fix fix = assertFixRemovesOnly(scenario, Rule.QP_NOT_CONNECTED, "Connect to QP qp of program server");
        assertEquals("Sets dest_qp_num of ModifyQp rtr to QP qp", fix.description());
        assertSame(qp(server), rtr.getDestQp());
    }

    @Test
    void ucReadBecomesRc() {
        qp(client).setQpType(QpType.UC);
        device(0).setProtocol(RdmaProtocol.ROCEV2);
        send().setOpcode(WrOpcode.RDMA_READ);
        send().setRemoteMr(mr(server));
        step(server, "init", ModifyQp.class).getAccessFlags().add(AccessFlag.REMOTE_READ); // so the READ is then accepted
        // ERDMA in RoCEv2 mode has no UC at all: a generic RoCE NIC leaves the opcode the only problem
        var mlx = TopologyFactory.eINSTANCE.createRoceNic();
        mlx.setName("mlx5_0");
        mlx.setCapabilities(TopologyFactory.eINSTANCE.createDeviceCapabilities());
        mlx.getCapabilities().setUcSupported(true);
        mlx.getPorts().addAll(device(0).getPorts());
        topology.getHosts().get(0).getRnics().set(0, mlx);
        assertFixRemovesOnly(scenario, Rule.OPCODE_FOR_QP_TYPE, "Make QP qp RC");
    }

    @Test
    void udWriteHasNoFix() {
        qp(client).setQpType(QpType.UD);
        send().setOpcode(WrOpcode.RDMA_WRITE);
        send().setRemoteMr(mr(server));
        assertNoFix(scenario, Rule.OPCODE_FOR_QP_TYPE,
                "A UD QP carries only SEND and SEND_WITH_IMM; an RDMA_WRITE needs a connected RC QP (Connect an RC QP pair), not a change of this one");
    }

    @Test
    void udSendGetsItsAddressHandleAndTheFarUdQp() {
        qp(client).setQpType(QpType.UD);
        qp(server).setQpType(QpType.UD);
        addressHandle();
        assertFixRemovesOnly(scenario, Rule.UD_DESTINATION, "Send to QP qp through address handle ah1");
        assertSame(qp(server), send().getRemoteQp());
    }

    @Test
    void sgeShortenedToItsMemoryRegion() {
        send().getSges().get(0).setOffset(4090);
        send().getSges().get(0).setLength(10);
        assertFixRemovesOnly(scenario, Rule.SGE_BOUNDS, "Fit the SGE into memory region mr");
        assertEquals(6, send().getSges().get(0).getLength());
    }

    @Test
    void signaledRepeatsGoUnsignaled() {
        send().setRepeat(100);
        assertFixRemovesOnly(scenario, Rule.REPEAT_OVERRUNS_CQ, "Post the copies unsignaled");
        assertEquals(List.of(), send().getSendFlags());
    }

    @Test
    void signaledRepeatsGetACqThatHoldsThemAll() {
        send().setRepeat(100);
        assertFixRemovesOnly(scenario, Rule.REPEAT_OVERRUNS_CQ, "Give CQ cq 100 entries");
        assertEquals(100, send().getQp().getSendCq().getCqe());
    }

    @Test
    void lonelySyncGetsItsPartner() {
        Sync sync = S.createSync();
        sync.setBarrier("ready");
        client.getSteps().add(sync);
        assertFixRemovesOnly(scenario, Rule.SYNC_PARTNER, "Add the matching Sync 'ready' to program server");
        Step last = server.getSteps().get(server.getSteps().size() - 1);
        assertEquals("ready", ((Sync) last).getBarrier());
    }

    @Test
    void lonelySyncCanGo() {
        Sync sync = S.createSync();
        sync.setBarrier("ready");
        client.getSteps().add(sync);
        assertFixRemovesOnly(scenario, Rule.SYNC_PARTNER, "Remove the Sync 'ready' of program client");
    }

    @Test
    void receiveWithoutTargetGoesToTheQueuePair() {
        PostRecv recv = step(server, "recv1", PostRecv.class);
        recv.setQp(null);
        assertFixRemovesOnly(scenario, Rule.RECV_TARGET, "Receive on QP qp");
    }

    @Test
    void timeoutOutOfRangeIsClamped() {
        step(client, "pollc", PollCq.class).setTimeout(-1);
        assertFixRemovesOnly(scenario, Rule.TIME_RANGE, "Set timeout to 0");
    }

    @Test
    void ackTimeoutClampedToFiveBits() {
        step(client, "rts", ModifyQp.class).setTimeout(40);
        Fix fix = assertFixRemovesOnly(scenario, Rule.FIELD_RANGE, "Set timeout to 31");
        assertEquals("Changes timeout of ModifyQp rts from 40 to 31, the nearest value it may hold", fix.description());
    }

    @Test
    void negativeQueuePairCapabilityBecomesZero() {
        qp(server).setMaxSendWr(-1);
        Fix fix = assertFixRemovesOnly(scenario, Rule.FIELD_RANGE, "Set max_send_wr to 0");
        assertEquals("Changes max_send_wr of QP qp from -1 to 0, the nearest value it may hold", fix.description());
    }

    @Test
    void emptyCompletionQueueGetsOneEntry() {
        cq(client).setCqe(0);
        assertFixRemovesOnly(scenario, Rule.CQ_SIZE, "Set cqe to 1");
    }

    @Test
    void hexDataLosesWhatIsNotHex() {
        RegMr mr = mr(client);
        mr.setDataFormat(DataFormat.HEX);
        mr.setInitialData("de ad zz be ef");
        assertFixRemovesOnly(scenario, Rule.HEX_DATA, "Drop the characters that are not hex digits");
        assertEquals("de ad  be ef", mr.getInitialData());
    }

    @Test
    void hexDataLosesTheControlCharactersTheParserRefuses() {
        RegMr mr = mr(client);
        mr.setDataFormat(DataFormat.HEX);
        mr.setInitialData("de\u001cad be\u001fef"); // Java calls U+001C..U+001F whitespace; the engine's parser does not skip them
        assertFixRemovesOnly(scenario, Rule.HEX_DATA, "Drop the characters that are not hex digits");
        assertEquals("dead beef", mr.getInitialData());
    }

    @Test
    void oddHexDataGetsALeadingZero() {
        RegMr mr = mr(client);
        mr.setDataFormat(DataFormat.HEX);
        mr.setInitialData("abc");
        assertFixRemovesOnly(scenario, Rule.HEX_DATA, "Complete the last byte with a leading 0");
        assertEquals("ab0c", mr.getInitialData());
    }

    @Test
    void memoryRegionGrowsToItsInitialData() {
        mr(client).setLength(3);
        send().getSges().get(0).setLength(3);
        assertFixRemovesOnly(scenario, Rule.DATA_BEYOND_MR, "Grow memory region mr to 5 bytes");
    }

    @Test
    void checkPastTheEndMovesInside() {
        CheckMemory c = S.createCheckMemory();
        c.setName("check");
        c.setMr(mr(server));
        c.setOffset(4094);
        c.setExpectedData("hello");
        server.getSteps().add(c);
        assertFixRemovesOnly(scenario, Rule.DATA_BEYOND_MR, "Check at offset 4091");
    }

    @Test
    void useAfterDestroyMovesTheDestroyAfterTheUse() {
        DestroyQp bye = S.createDestroyQp();
        bye.setName("bye");
        bye.setQp(qp(client));
        client.getSteps().add(7, bye);
        assertFixRemovesOnly(scenario, Rule.USE_AFTER_DESTROY, "Move DestroyQp bye after PostSend send1");
    }

    @Test
    void destroyInUseExpectsEbusy() {
        DeallocPd pd = S.createDeallocPd();
        pd.setName("bye-pd");
        pd.setPd(pd(client));
        client.getSteps().add(pd);
        assertFixRemovesOnly(scenario, Rule.DESTROY_IN_USE, "Expect EBUSY from DeallocPd bye-pd");
        assertEquals(Errno.EBUSY, pd.getExpectedResult());
    }

    @Test
    void queryExpectsThePeerTheQpWasConnectedTo() {
        QueryQp q = S.createQueryQp();
        q.setName("q");
        q.setQp(qp(client));
        q.setExpectedDestQp(qp(client));
        client.getSteps().add(7, q);
        assertFixRemovesOnly(scenario, Rule.QUERY_DEST_QP, "Expect QP qp of program server");
    }

    @Test
    void portEventNamesNoObject() {
        WaitAsyncEvent w = S.createWaitAsyncEvent();
        w.setName("wait");
        w.setEvent(AsyncEventType.PORT_ERR);
        w.setObject(qp(client));
        client.getSteps().add(w);
        assertFixRemovesOnly(scenario, Rule.ASYNC_EVENT_OBJECT, "Leave the object empty");
    }

    @Test
    void qpEventNamesTheQp() {
        WaitAsyncEvent w = S.createWaitAsyncEvent();
        w.setName("wait");
        w.setEvent(AsyncEventType.QP_FATAL);
        w.setObject(mr(client));
        client.getSteps().add(w);
        assertFixRemovesOnly(scenario, Rule.ASYNC_EVENT_OBJECT, "Wait for QP_FATAL of QP qp");
    }

    @Test
    void usingAFailedCreationExpectsItToSucceed() {
        mr(client).setExpectedResult(Errno.EINVAL);
        assertFixRemovesOnly(scenario, Rule.USE_OF_FAILED_CREATE, "Expect memory region mr to succeed");
    }
}
