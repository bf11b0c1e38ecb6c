package rdma.workbench.bench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.validation.ModelValidation;

/** The long incast of {@code bench --long-run}, shortened: it validates, runs as expected and keeps every sender busy to its end. */
class LongIncastTest {

    @Test
    void aShortIncastRunsAsItExpects() throws Exception {
        long until = 200_000;
        Scenario s = LongIncast.build(4, 100, until);
        List<String> problems = ModelValidation.validateWithTopology(s).getChildren().stream()
                .filter(d -> d.getSeverity() >= Diagnostic.WARNING).map(Diagnostic::getMessage).toList();
        assertEquals(List.of(), problems, "the generated files validate");
        Session session = ScenarioLoader.load(s);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems());
        for (int h = 1; h <= 4; h++) {
            String program = "h" + h;
            long copies = session.trace().events().stream().filter(e -> e instanceof VerbCalled v && v.program().equals(program)
                    && v.text().startsWith("ibv_post_send q1-send:")).count();
            // 100 Gbit/s shared four ways for 200 us is about 38 WRITEs of 64 KiB each, in flight at most 16 at a time
            assertTrue(copies > 16 && copies < 100, program + " posted " + copies + " copies");
        }
    }
}
