package rdma.workbench.fuzz.injection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import rdma.workbench.fuzz.injection.InjectionAudit.Rule;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ExampleScenarios;

/**
 * Forged, replayed and corrupted frames injected into running sessions of every example scenario
 * (engine issue 16, the session half): no exception escapes, every frame is dropped with a reason
 * or taken the way the transport may take a frame nobody vouches for, memory and secrets stay
 * protected, and the session stays inspectable. See {@link InjectionAudit} for the rules.
 * {@code rdmawb fuzz --sessions} runs the same for longer.
 */
class InjectedFramesTest {

    private static final int SEEDS_PER_EXAMPLE = 40;
    private static final int FRAMES_PER_RUN = 12;


    @Test
    void framesInjectedIntoRunningExamplesAreDroppedWithAReasonOrTakenLegitimately() throws Exception {
        Map<String, Long> outcomes = new TreeMap<>();
        List<InjectionAudit.Violation> violations = new ArrayList<>();
        int injected = 0;
        int runs = 0;
        long started = System.nanoTime();
        for (String name : ExampleScenarios.names()) {
            Scenario scenario = ExampleScenarios.load(name);
            SecretRegions.addTo(scenario);
            for (long seed = 1; seed <= SEEDS_PER_EXAMPLE; seed++) {
                InjectedSession.Result r = InjectedSession.run(name, scenario, seed, FRAMES_PER_RUN);
                injected += r.injected();
                runs++;
                r.outcomes().forEach((k, v) -> outcomes.merge(k, v, Long::sum));
                violations.addAll(r.violations());
            }
        }
        System.out.printf(Locale.ROOT, "%,d frames injected into %d runs of %d examples in %.1f s; outcomes:%n", injected, runs,
                runs / SEEDS_PER_EXAMPLE, (System.nanoTime() - started) / 1e9);
        outcomes.forEach((k, v) -> System.out.printf(Locale.ROOT, "  %,7d  %s%n", v, k));
        Map<Rule, List<InjectionAudit.Violation>> byRule = new TreeMap<>();
        violations.forEach(v -> byRule.computeIfAbsent(v.rule(), k -> new ArrayList<>()).add(v));
        byRule.forEach((rule, list) -> {
            System.out.printf(Locale.ROOT, "VIOLATED %s: %,d, the first: %s%n", rule, list.size(), list.get(0).text());
        });
        List<String> broken = violations.stream().map(v -> v.rule() + " " + v.text()).toList();
        broken.stream().limit(50).forEach(v -> System.out.println("VIOLATION " + v));
        assertEquals(List.of(), broken.stream().limit(5).toList(), broken.size() + " violation(s)");
        assertTrue(injected >= 1000, "frames injected: " + injected);
        long reasons = outcomes.keySet().stream().filter(k -> k.startsWith("dropped")).count();
        assertTrue(reasons >= 10, "drop reasons seen: " + reasons + " " + outcomes.keySet());
        assertTrue(outcomes.keySet().stream().anyMatch(k -> k.startsWith("taken: request")), "some forged requests were taken: " + outcomes.keySet());
        assertTrue(outcomes.keySet().stream().anyMatch(k -> k.startsWith("answered")), "some were answered: " + outcomes.keySet());
        assertTrue(outcomes.keySet().stream().anyMatch(k -> k.startsWith("taken: response")), "some responses were taken: " + outcomes.keySet());
    }
}
