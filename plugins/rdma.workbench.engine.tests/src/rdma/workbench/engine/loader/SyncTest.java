package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.testing.ExampleScenarios;

/** Sync steps: a barrier opens when everyone is there; then each program waits out the exchange's delay. */
class SyncTest {

    /**
     * Both programs of rc-send-recv sync with a 199 us exchange. The one that arrives last opens
     * the barrier and the other one, passing after it, wakes it — which must not cut its own
     * exchange short. (The engine used to let the last arriver go on at once.)
     */
    @Test
    void everyProgramWaitsOutTheExchangeEvenWhenWokenDuringIt() throws Exception {
        Scenario s = ExampleScenarios.load("rc-send-recv");
        for (var p : s.getPrograms()) {
            for (Step step : p.getSteps()) {
                if (step instanceof Sync sync) {
                    sync.setDelay(199_000);
                }
            }
        }
        Session session = ScenarioLoader.load(s);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems());
        long open = session.trace().events().stream().filter(e -> e instanceof ProgramNote n && n.text().contains("everyone is here"))
                .mapToLong(e -> e.time()).max().orElseThrow();
        StepStarted send = step(session, "client", "send (PostSend)");
        StepStarted poll = step(session, "server", "poll-recv (PollCq)");
        assertEquals(open + 199_000 + ProgramRunner.STEP_NANOS, send.time(), "the client goes on when its exchange is over");
        assertEquals(open + 199_000 + ProgramRunner.STEP_NANOS, poll.time(), "so does the server");
        assertTrue(session.trace().events().stream().noneMatch(e -> e.summary().contains("gave up")), "nobody waited in vain");
    }

    private static StepStarted step(Session session, String program, String label) {
        return session.trace().events().stream().filter(e -> e instanceof StepStarted st && st.program().equals(program) && st.label().equals(label))
                .map(StepStarted.class::cast).findFirst().orElseThrow();
    }
}
