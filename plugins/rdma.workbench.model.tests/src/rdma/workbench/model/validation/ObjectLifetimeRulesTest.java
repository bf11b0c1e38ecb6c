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

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DeregMr;
import rdma.workbench.model.scenario.DestroyCq;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WaitAsyncEvent;

/** The destroy, query and async-event steps: USE_AFTER_DESTROY, DESTROY_IN_USE, QUERY_DEST_QP, ASYNC_EVENT_OBJECT. */
class ObjectLifetimeRulesTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");

    private DestroyQp destroyQp(String name) {
        DestroyQp d = S.createDestroyQp();
        d.setName(name);
        d.setQp(qp(client));
        return d;
    }

    /** client: ... poll, destroy qp, dereg mr, destroy cq, dealloc pd: every object freed after its users. */
    private void tearDownClient() {
        client.getSteps().add(destroyQp("bye-qp"));
        DeregMr mr = S.createDeregMr();
        mr.setName("bye-mr");
        mr.setMr(mr(client));
        DestroyCq cq = S.createDestroyCq();
        cq.setName("bye-cq");
        cq.setCq(cq(client));
        DeallocPd pd = S.createDeallocPd();
        pd.setName("bye-pd");
        pd.setPd(step(client, "pd", AllocPd.class));
        client.getSteps().addAll(List.of(mr, cq, pd));
    }

    @Test
    void tearingDownInReverseOrderIsClean() {
        tearDownClient();
        assertClean(scenario);
    }

    @Test
    void postingOnADestroyedQueuePair() {
        DestroyQp bye = destroyQp("bye");
        client.getSteps().add(7, bye);
        PostSend send = step(client, "send1", PostSend.class);
        assertOnly(scenario, Rule.USE_AFTER_DESTROY, send, "PostSend send1 uses QP qp after ibv_destroy_qp destroyed it at step 8: "
                + "its handle is freed, so a real program gets EINVAL there (or touches freed memory)");
        assertEquals(Diagnostic.WARNING, DiagnosticAssert.problems(scenario).get(0).getSeverity());
        send.setExpectedResult(Errno.EINVAL);
        assertClean(scenario);
    }

    @Test
    void destroyingTwice() {
        client.getSteps().add(destroyQp("bye"));
        DestroyQp again = destroyQp("again");
        client.getSteps().add(again);
        assertOnly(scenario, Rule.USE_AFTER_DESTROY, again, "DestroyQp again uses QP qp after ibv_destroy_qp destroyed it at step 10: "
                + "its handle is freed, so a real program gets EINVAL there (or touches freed memory)");
    }

    @Test
    void aDestroyThatIsExpectedToFailDestroysNothing() {
        DestroyQp bye = destroyQp("bye");
        bye.setExpectedResult(Errno.EINVAL);
        client.getSteps().add(7, bye);
        assertClean(scenario);
    }

    @Test
    void deallocatingAProtectionDomainInUse() {
        DeallocPd pd = S.createDeallocPd();
        pd.setName("bye-pd");
        pd.setPd(step(client, "pd", AllocPd.class));
        client.getSteps().add(pd);
        assertOnly(scenario, Rule.DESTROY_IN_USE, pd, "DeallocPd bye-pd frees PD pd while memory region mr and QP qp still use it: "
                + "ibv_dealloc_pd returns EBUSY (destroy the users first, or expect EBUSY)");
        pd.setExpectedResult(Errno.EBUSY);
        assertClean(scenario);
    }

    @Test
    void expectingEbusyWhenNothingUsesTheObjectAnyMore() {
        tearDownClient();
        DeallocPd pd = step(client, "bye-pd", DeallocPd.class);
        pd.setExpectedResult(Errno.EBUSY);
        assertOnly(scenario, Rule.DESTROY_IN_USE, pd, "DeallocPd bye-pd expects EBUSY, but nothing uses PD pd any more at that point: ibv_dealloc_pd succeeds");
    }

    @Test
    void destroyingACompletionQueueAQueuePairUses() {
        DestroyCq cq = S.createDestroyCq();
        cq.setName("bye-cq");
        cq.setCq(cq(client));
        client.getSteps().add(cq);
        assertOnly(scenario, Rule.DESTROY_IN_USE, cq, "DestroyCq bye-cq frees CQ cq while QP qp still uses it: "
                + "ibv_destroy_cq returns EBUSY (destroy the users first, or expect EBUSY)");
    }

    @Test
    void destroyingAnotherProgramsObject() {
        DestroyQp d = S.createDestroyQp();
        d.setName("theirs");
        d.setQp(qp(server));
        client.getSteps().add(d);
        assertOnly(scenario, Rule.FOREIGN_OBJECT, d, "DestroyQp theirs uses QP qp of program server: a program can only use the objects it created itself");
    }

    private QueryQp query(int at) {
        QueryQp q = S.createQueryQp();
        q.setName("q");
        q.setQp(qp(client));
        q.setExpectedState(QpState.RTS);
        client.getSteps().add(at, q);
        return q;
    }

    @Test
    void queryExpectsThePeerTheQueuePairWasConnectedTo() {
        QueryQp q = query(7);
        q.setExpectedDestQp(qp(server));
        assertClean(scenario);
        q.setExpectedDestQp(qp(client));
        assertOnly(scenario, Rule.QUERY_DEST_QP, q, "QueryQp q expects dest QP qp of program client, but ModifyQp rtr connected QP qp to qp of program server: "
                + "ibv_query_qp reports the QP set at INIT to RTR");
    }

    @Test
    void queryBeforeTheQueuePairHasADestination() {
        QueryQp q = query(5);
        q.setExpectedDestQp(qp(server));
        assertOnly(scenario, Rule.QUERY_DEST_QP, q, "QueryQp q expects dest QP qp of program server, but no ModifyQp before it gives QP qp a destination: "
                + "ibv_query_qp reports dest_qp_num 0");
        step(client, "rtr", ModifyQp.class).setExpectedResult(Errno.EINVAL);
        client.getSteps().move(6, q);
        assertEquals(Rule.QUERY_DEST_QP, Rule.ofCode(DiagnosticAssert.problems(scenario).get(0).getCode()), "a failing ModifyQp connects nothing");
    }

    private WaitAsyncEvent waitFor(AsyncEventType event, Step object) {
        WaitAsyncEvent w = S.createWaitAsyncEvent();
        w.setName("wait");
        w.setEvent(event);
        w.setObject(object);
        client.getSteps().add(w);
        return w;
    }

    @Test
    void asyncEventsOfTheRightObject() {
        waitFor(AsyncEventType.CQ_ERR, cq(client));
        waitFor(AsyncEventType.QP_FATAL, qp(client)).setName("wait2");
        waitFor(AsyncEventType.PORT_ACTIVE, null).setName("wait3");
        assertClean(scenario);
    }

    @Test
    void qpEventOfAMemoryRegion() {
        WaitAsyncEvent w = waitFor(AsyncEventType.QP_FATAL, mr(client));
        assertOnly(scenario, Rule.ASYNC_EVENT_OBJECT, w, "WaitAsyncEvent wait waits for QP_FATAL of memory region mr, but a QP_FATAL event concerns a QP (element.qp)");
    }

    @Test
    void portEventOfAQueuePair() {
        WaitAsyncEvent w = waitFor(AsyncEventType.PORT_ERR, qp(client));
        assertOnly(scenario, Rule.ASYNC_EVENT_OBJECT, w, "WaitAsyncEvent wait waits for PORT_ERR of QP qp, but PORT_ERR concerns a port (element.port_num), "
                + "not one object: leave object empty");
        w.setEvent(AsyncEventType.DEVICE_FATAL);
        assertOnly(scenario, Rule.ASYNC_EVENT_OBJECT, w, "WaitAsyncEvent wait waits for DEVICE_FATAL of QP qp, but DEVICE_FATAL concerns the whole device, "
                + "not one object: leave object empty");
    }

    @Test
    void asyncEventOfAnotherProgramsQueuePair() {
        WaitAsyncEvent w = waitFor(AsyncEventType.COMM_EST, qp(server));
        assertOnly(scenario, Rule.FOREIGN_OBJECT, w, "WaitAsyncEvent wait uses QP qp of program server: a program can only use the objects it created itself");
    }

    @Test
    void destroyedObjectsNoLongerCountTowardsTheDeviceLimits() {
        ModelFixtures.device(scenario, 0).getCapabilities().setMaxQp(1);
        for (int i = 2; i <= 3; i++) {
            var again = ScenarioFactory.eINSTANCE.createCreateQp();
            again.setName("qp" + i);
            again.setPd(step(client, "pd", AllocPd.class));
            again.setSendCq(cq(client));
            again.setRecvCq(cq(client));
            DestroyQp d = S.createDestroyQp();
            d.setName("bye" + i);
            d.setQp(again);
            client.getSteps().addAll(List.of(again, d));
        }
        client.getSteps().add(7, destroyQp("bye"));
        client.getSteps().remove(step(client, "send1", PostSend.class));
        assertClean(scenario);
        client.getSteps().remove(step(client, "bye3", DestroyQp.class));
        client.getSteps().remove(step(client, "bye2", DestroyQp.class));
        assertOnly(scenario, Rule.DEVICE_LIMIT, ModelFixtures.device(scenario, 0),
                "The scenario holds up to 2 QPs at once on ERDMA device erdma_0, but the device allows 1 (max_qp)");
    }

    @Test
    void usingAnObjectWhoseCreationIsExpectedToFail() {
        RegMr mr = mr(client);
        mr.setExpectedResult(Errno.EINVAL);
        PostSend send = step(client, "send1", PostSend.class);
        assertOnly(scenario, Rule.USE_OF_FAILED_CREATE, send, "PostSend send1 uses memory region mr, whose creation the scenario expects to fail with EINVAL: "
                + "there is no memory region to use, so a real program would pass NULL here");
        send.setExpectedResult(Errno.EINVAL);
        assertClean(scenario);
    }

    @Test
    void aRemoteReferenceToAnObjectWhoseCreationIsExpectedToFail() {
        qp(client).setExpectedResult(Errno.ENOMEM);
        ModifyQp rtr = step(server, "rtr", ModifyQp.class);
        List<String> aboutServer = DiagnosticAssert.problems(scenario).stream().filter(d -> d.getData().get(0) == rtr).map(Diagnostic::getMessage).toList();
        assertEquals(List.of("ModifyQp rtr uses QP qp, whose creation the scenario expects to fail with ENOMEM: there is no QP to use, "
                + "so a real program would pass NULL here"), aboutServer);
        assertEquals(5, DiagnosticAssert.problems(scenario).size(), "once for each step of the client that uses it (init, rtr, rts, send1), once for the server");
    }
}
