package rdma.workbench.fuzz.injection;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.model.scenario.Scenario;

/**
 * The long version of the engine tests' InjectedFramesTest: {@code frames} frames forged,
 * replayed and corrupted into running sessions of every example, {@link #FRAMES_PER_RUN} per run,
 * the examples in turn, each run with the next seed. {@link InjectionAudit} judges every frame.
 */
public final class SessionFuzzer {

    /** Frames injected into one run: enough to reach the QPs in several states, few enough that forged errors do not end every run early. */
    static final int FRAMES_PER_RUN = 12;

    private SessionFuzzer() {
    }

    /** Fuzzes the examples in the rdma.workbench.examples folder {@code examples}; seed {@code seed} is the first run's. */
    public static SessionFuzzReport run(Path examples, long seed, long frames) throws IOException, LoadException {
        long started = System.nanoTime();
        ExampleSet set = new ExampleSet(examples);
        List<String> names = set.names();
        List<Scenario> scenarios = new ArrayList<>();
        for (String name : names) {
            Scenario s = set.load(name);
            SecretRegions.addTo(s);
            scenarios.add(s);
        }
        Map<String, Long> outcomes = new TreeMap<>();
        List<String> violations = new ArrayList<>();
        long injected = 0;
        long runs = 0;
        while (injected < frames) {
            int example = (int) (runs % names.size());
            long runSeed = seed + runs / names.size();
            int n = (int) Math.min(FRAMES_PER_RUN, frames - injected);
            InjectedSession.Result r = InjectedSession.run(names.get(example), scenarios.get(example), runSeed, n);
            injected += r.injected();
            runs++;
            r.outcomes().forEach((k, v) -> outcomes.merge(k, v, Long::sum));
            for (InjectionAudit.Violation v : r.violations()) {
                violations.add(v.rule() + ": " + v.text());
            }
        }
        return new SessionFuzzReport(seed, injected, runs, names.size(), System.nanoTime() - started, outcomes, violations);
    }
}
