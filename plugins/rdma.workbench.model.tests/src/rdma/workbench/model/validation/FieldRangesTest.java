package rdma.workbench.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.model.ModelFixtures.cq;
import static rdma.workbench.model.ModelFixtures.mr;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.ModelFixtures.qp;
import static rdma.workbench.model.ModelFixtures.step;
import static rdma.workbench.model.validation.DiagnosticAssert.assertClean;
import static rdma.workbench.model.validation.DiagnosticAssert.assertOnly;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/** FIELD_RANGE, CQ_SIZE and TIME_RANGE: numbers outside the field they end up in. */
class FieldRangesTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Topology topology = ModelFixtures.twoHosts();
    private final Scenario scenario = ModelFixtures.rcSend(topology);
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");

    @Test
    void negativeMemoryRegionLength() {
        RegMr mr = mr(client);
        mr.setLength(-1);
        assertOnly(scenario, Rule.FIELD_RANGE, mr, "Memory region mr has length -1; it must be 0 or more: ibv_reg_mr takes an unsigned length (size_t)");
    }

    @Test
    void negativeQueuePairCapability() {
        qp(server).setMaxSendWr(-1);
        assertOnly(scenario, Rule.FIELD_RANGE, qp(server), "QP qp has max_send_wr -1; it must be 0 or more: an unsigned field of struct ibv_qp_cap");
    }

    @Test
    void ackTimeoutWiderThanItsFiveBits() {
        ModifyQp rts = step(client, "rts", ModifyQp.class);
        rts.setTimeout(32);
        assertOnly(scenario, Rule.FIELD_RANGE, rts, "ModifyQp rts has timeout 32; it must be between 0 and 31: "
                + "the local ACK timeout is 4.096 us x 2^timeout, with a 5-bit timeout");
        rts.setTimeout(31);
        rts.setRetryCnt(8);
        assertOnly(scenario, Rule.FIELD_RANGE, rts, "ModifyQp rts has retry_cnt 8; it must be between 0 and 7: a 3-bit count");
    }

    @Test
    void psnWiderThanTwentyFourBits() {
        ModifyQp rtr = step(server, "rtr", ModifyQp.class);
        rtr.setRqPsn(1 << 24);
        assertOnly(scenario, Rule.FIELD_RANGE, rtr, "ModifyQp rtr has rq_psn 16777216; it must be between 0 and 16777215: a PSN is 24 bits (BTH)");
    }

    @Test
    void queryExpectationOutsideItsFieldCanNeverMatch() {
        QueryQp q = S.createQueryQp();
        q.setName("q");
        q.setQp(qp(client));
        q.setExpectedRnrRetry(-1);
        client.getSteps().add(q);
        assertOnly(scenario, Rule.FIELD_RANGE, q, "QueryQp q has expected rnr_retry -1; it must be between 0 and 7: a 3-bit count (7 means retry forever)");
        q.unsetExpectedRnrRetry();
        assertClean(scenario);
    }

    @Test
    void negativeSgeLengthIsTheSgesOwnProblem() {
        Sge sge = step(client, "send1", PostSend.class).getSges().get(0);
        sge.setLength(-5);
        assertOnly(scenario, Rule.FIELD_RANGE, sge, "SGE 1 of PostSend send1 has length -5; it must be 0 or more: an unsigned field of struct ibv_sge");
    }

    @Test
    void immediateDataWiderThanThirtyTwoBits() {
        ExpectedCompletion e = step(server, "polls", PollCq.class).getExpected().get(0);
        e.setImmData(1L << 32);
        assertOnly(scenario, Rule.FIELD_RANGE, e, "Expected completion 1 of PollCq polls has imm_data 4294967296; it must be between 0 and 4294967295: "
                + "immediate data is 32 bits (ImmDt)");
    }

    @Test
    void negativeFaultCounts() {
        Fault f = S.createFault();
        f.setName("drop");
        f.setSkip(-1);
        client.getSteps().add(0, f);
        assertOnly(scenario, Rule.FIELD_RANGE, f, "Fault drop has skip -1; it must be 0 or more: it counts packets");
    }

    @Test
    void fabricNumbersHaveTheirRangesToo() {
        Port p = topology.getHosts().get(0).getRnics().get(0).getPorts().get(0);
        p.setPortNumber(0);
        assertOnly(topology, Rule.FIELD_RANGE, p, "Port p1 of erdma_0 has port number 0; it must be between 1 and 255: ports are numbered from 1 in one byte (port_num)");
        p.setPortNumber(1);
        Switch sw = topology.getSwitches().get(0);
        sw.setBufferSize(-1);
        assertOnly(topology, Rule.FIELD_RANGE, sw, "Switch sw1 has buffer size -1; it must be 0 or more: it counts bytes");
        sw.setBufferSize(1);
        DeviceCapabilities caps = topology.getHosts().get(1).getRnics().get(0).getCapabilities();
        caps.setMaxQpRdAtom(-4);
        assertOnly(topology, Rule.FIELD_RANGE, caps, "The capability set of ERDMA device erdma_0 has max_qp_rd_atom -4; it must be 0 or more: "
                + "a device limit counts objects or bytes (struct ibv_device_attr)");
    }

    @Test
    void completionQueueWithoutRoom() {
        CreateCq cq = cq(client);
        cq.setCqe(0);
        assertOnly(scenario, Rule.CQ_SIZE, cq, "CQ cq has cqe 0; it must be 1 or more: "
                + "ibv_create_cq needs room for at least one completion (rxe refuses cqe < 1 with EINVAL)");
        cq.setExpectedResult(Errno.EINVAL);
        assertEquals(List.of("QP qp uses CQ cq, whose creation the scenario expects to fail with EINVAL: there is no CQ to use, so a real program would pass NULL here",
                "PollCq pollc uses CQ cq, whose creation the scenario expects to fail with EINVAL: there is no CQ to use, so a real program would pass NULL here"),
                DiagnosticAssert.problems(scenario).stream().map(d -> d.getMessage()).toList(), "no CQ_SIZE: the failure is expected");
    }

    @Test
    void completionQueueLargerThanTheDeviceAllows() {
        CreateCq cq = cq(server);
        cq.setCqe(2_000_000);
        assertOnly(scenario, Rule.DEVICE_LIMIT, cq, "CQ cq asks for 2000000 entries, but ERDMA device erdma_0 allows at most 1048576 (max_cqe)");
    }

    @Test
    void negativePollTimeout() {
        PollCq poll = step(client, "pollc", PollCq.class);
        poll.setTimeout(-1);
        assertOnly(scenario, Rule.TIME_RANGE, poll, "PollCq pollc has timeout -1 ns; it must be between 0 and 3600000000000 ns: "
                + "the longest wait or delay the engine schedules is 1 hour of simulated time");
    }

    @Test
    void waitsAndDelaysLongerThanAnHour() {
        WaitAsyncEvent w = S.createWaitAsyncEvent();
        w.setName("wait");
        w.setTimeout(Long.MAX_VALUE);
        client.getSteps().add(w);
        assertOnly(scenario, Rule.TIME_RANGE, w, "WaitAsyncEvent wait has timeout 9223372036854775807 ns; it must be between 0 and 3600000000000 ns: "
                + "the longest wait or delay the engine schedules is 1 hour of simulated time");
        w.setTimeout(FieldRanges.MAX_WAIT_NS);
        Fault f = S.createFault();
        f.setName("slow");
        f.setDelay(-2);
        client.getSteps().add(f);
        assertOnly(scenario, Rule.TIME_RANGE, f, "Fault slow has delay -2 ns; it must be between 0 and 3600000000000 ns: "
                + "the longest wait or delay the engine schedules is 1 hour of simulated time");
        f.setDelay(0);
        Sync a = S.createSync();
        a.setBarrier("b");
        a.setDelay(FieldRanges.MAX_WAIT_NS + 1);
        Sync b = S.createSync();
        b.setBarrier("b");
        client.getSteps().add(a);
        server.getSteps().add(b);
        assertOnly(scenario, Rule.TIME_RANGE, a, "Sync (step 12 of program client) has delay 3600000000001 ns; it must be between 0 and 3600000000000 ns: "
                + "the longest wait or delay the engine schedules is 1 hour of simulated time");
    }
}
