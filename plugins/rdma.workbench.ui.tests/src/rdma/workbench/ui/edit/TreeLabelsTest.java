package rdma.workbench.ui.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DeregMr;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.wizards.ModelTemplates;

class TreeLabelsTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;
    private final Topology topology = ModelTemplates.topology("t");

    @Test
    void fabricElementsShowTheirSettings() {
        ErdmaDevice d = (ErdmaDevice) topology.getHosts().get(0).getRnics().get(0);
        assertEquals("ERDMA erdma_0 — RoCEv2, hpcc_int", TreeLabels.text(d));
        assertEquals("Port p1 — eth0, MTU 1500 (RoCE 1024)", TreeLabels.text(d.getPorts().get(0)));
        assertEquals("GID 0  ::ffff:192.168.1.1  RoCE v2, eth0", TreeLabels.text(d.getPorts().get(0).getGids().get(0)));
        assertEquals("Capabilities — 32768 QPs, 8192 send WRs, 6/1 SGEs, inline 96 B, no SRQ", TreeLabels.text(d.getCapabilities()));
        assertEquals("Link cable — host1/erdma_0/p1 ↔ host2/erdma_0/p1, 25 Gbit/s, 500 ns", TreeLabels.text(topology.getLinks().get(0)));
        assertNull(TreeLabels.text(topology), "the item provider's label is good enough");
    }

    @Test
    void stepsReadLikeVerbCalls() {
        Scenario s = ModelTemplates.scenario("flow", topology);
        Program client = s.getPrograms().get(0);
        Program server = s.getPrograms().get(1);
        assertEquals("Program host1 on host1", TreeLabels.text(client));
        RegMr mr = S.createRegMr();
        mr.setName("buf");
        mr.getAccess().add(AccessFlag.LOCAL_WRITE);
        mr.getAccess().add(AccessFlag.REMOTE_WRITE);
        CreateQp qp = S.createCreateQp();
        qp.setName("qp");
        CreateQp peer = S.createCreateQp();
        peer.setName("qp");
        client.getSteps().add(mr);
        client.getSteps().add(qp);
        server.getSteps().add(peer);
        assertEquals("ibv_reg_mr buf: 4096 B, LOCAL_WRITE|REMOTE_WRITE", TreeLabels.text(mr));
        ModifyQp rtr = S.createModifyQp();
        rtr.setName("to-rtr");
        rtr.setQp(qp);
        rtr.setTargetState(QpState.RTR);
        rtr.setDestQp(peer);
        rtr.setPathMtu(Mtu.MTU_1024);
        assertEquals("ibv_modify_qp to-rtr: qp → RTR, peer host2.qp, MTU 1024", TreeLabels.text(rtr));
        PostSend write = S.createPostSend();
        write.setName("w");
        write.setQp(qp);
        write.setOpcode(WrOpcode.RDMA_WRITE);
        Sge sge = S.createSge();
        sge.setMr(mr);
        sge.setLength(100);
        write.getSges().add(sge);
        write.setRemoteMr(mr);
        write.setRemoteOffset(256);
        write.getSendFlags().add(SendFlag.SIGNALED);
        write.setExpectedResult(Errno.EINVAL);
        client.getSteps().add(write);
        assertEquals("ibv_post_send w: RDMA_WRITE on qp, 100 B → host1.buf+256, SIGNALED  (expects EINVAL)", TreeLabels.text(write));
        assertEquals("SGE buf [0, 100)", TreeLabels.text(sge));
        write.setExpectedResult(Errno.OK);
        write.setRepeat(1000);
        assertEquals("ibv_post_send w: RDMA_WRITE on qp, 100 B \u2192 host1.buf+256, SIGNALED \u00d7 1000", TreeLabels.text(write), "a repeating step says how often");
        write.setRepeatUntil(5_000_000);
        assertEquals("ibv_post_send w: RDMA_WRITE on qp, 100 B \u2192 host1.buf+256, SIGNALED \u00d7 1000 until 5000000 ns", TreeLabels.text(write));
    }

    @Test
    void destroyQueryAndAsyncEventStepsReadLikeVerbCalls() {
        Scenario s = ModelTemplates.scenario("flow", topology);
        Program client = s.getPrograms().get(0);
        Program server = s.getPrograms().get(1);
        CreateQp qp = S.createCreateQp();
        qp.setName("qp");
        CreateQp peer = S.createCreateQp();
        peer.setName("qp");
        client.getSteps().add(qp);
        server.getSteps().add(peer);
        DestroyQp destroy = S.createDestroyQp();
        destroy.setName("bye");
        destroy.setQp(qp);
        assertEquals("ibv_destroy_qp bye: qp", TreeLabels.text(destroy));
        DeallocPd dealloc = S.createDeallocPd();
        dealloc.setExpectedResult(Errno.EBUSY);
        assertEquals("ibv_dealloc_pd: ?  (expects EBUSY)", TreeLabels.text(dealloc));
        DeregMr dereg = S.createDeregMr();
        RegMr mr = S.createRegMr();
        mr.setName("buf");
        dereg.setMr(mr);
        assertEquals("ibv_dereg_mr: buf", TreeLabels.text(dereg));
        QueryQp query = S.createQueryQp();
        query.setName("q");
        query.setQp(qp);
        assertEquals("ibv_query_qp q: qp", TreeLabels.text(query));
        query.setExpectedState(QpState.RTS);
        query.setExpectedSqPsn(3);
        assertEquals("ibv_query_qp q: qp, expect RTS, sq_psn 3", TreeLabels.text(query));
        query.setExpectedDestQp(peer);
        query.setExpectedPathMtu(Mtu.MTU_1024);
        query.setExpectedRnrRetry(7);
        assertEquals("ibv_query_qp q: qp, expect RTS, MTU 1024, sq_psn 3, peer host2.qp, rnr_retry 7", TreeLabels.text(query));
        WaitAsyncEvent wait = S.createWaitAsyncEvent();
        wait.setName("w");
        wait.setEvent(AsyncEventType.QP_FATAL);
        wait.setObject(qp);
        assertEquals("ibv_get_async_event w: QP_FATAL of qp", TreeLabels.text(wait));
        wait.setObject(null);
        wait.setEvent(AsyncEventType.PORT_ACTIVE);
        wait.setExpectedResult(Errno.ETIMEDOUT);
        assertEquals("ibv_get_async_event w: PORT_ACTIVE  (expects ETIMEDOUT)", TreeLabels.text(wait));
    }
}
