package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.stepping.Session;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.testing.ExampleScenarios;

/** WaitAsyncEvent steps: a scenario expects an asynchronous event, a particular one, or none at all. */
class AsyncEventStepTest {

    private static List<String> run(Scenario s) throws Exception {
        Session session = ScenarioLoader.load(s);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return session.problems();
    }

    private static WaitAsyncEvent step(Scenario s) {
        return (WaitAsyncEvent) s.getPrograms().get(0).getSteps().stream().filter(st -> st instanceof WaitAsyncEvent).findFirst().orElseThrow();
    }

    @Test
    void theCqOverflowExampleGetsItsEvent() throws Exception {
        assertEquals(List.of(), run(ExampleScenarios.load("cq-overflow")));
    }

    @Test
    void anotherEventThanExpectedIsReported() throws Exception {
        Scenario s = ExampleScenarios.load("cq-overflow");
        step(s).setEvent(AsyncEventType.QP_FATAL);
        step(s).setObject(null);
        assertEquals(List.of("program server, step cq-error (WaitAsyncEvent): the event is IBV_EVENT_CQ_ERR, expected IBV_EVENT_QP_FATAL"), run(s));
    }

    @Test
    void noEventWithinTheTimeoutIsEtimedout() throws Exception {
        Scenario s = ExampleScenarios.load("rc-send-recv");
        Program server = s.getPrograms().get(0);
        WaitAsyncEvent none = ScenarioFactory.eINSTANCE.createWaitAsyncEvent();
        none.setName("quiet");
        none.setExpectedResult(Errno.ETIMEDOUT);
        none.setTimeout(50_000);
        server.getSteps().add(none);
        assertEquals(List.of(), run(s), "nothing went wrong, as expected");
        none.setExpectedResult(Errno.OK);
        assertEquals(List.of("program server, step quiet (WaitAsyncEvent): ibv_get_async_event returned ETIMEDOUT (no asynchronous event within 50.0 us),"
                + " expected OK"), run(s));
    }
}
