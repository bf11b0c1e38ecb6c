package rdma.workbench.fuzz.loss;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.fuzz.injection.ExampleSet;
import rdma.workbench.model.scenario.Scenario;

/**
 * The long version of the engine tests' LossPropertyTest: every example whose QPs are all RC and
 * whose fault-free run ends with every completion SUCCESS, under each {@link LinkFaults} on every
 * link, for {@code seeds} seeds from the one given; {@link LossRun} holds each run to what RC promises.
 */
public final class LossFuzzer {

    private LossFuzzer() {
    }

    public static LossFuzzReport run(Path examples, long seed, int seeds) throws IOException, LoadException {
        long started = System.nanoTime();
        ExampleSet set = new ExampleSet(examples);
        List<String> qualifying = new ArrayList<>();
        for (String name : set.names()) {
            if (LossRun.qualifies(set.load(name))) {
                qualifying.add(name);
            }
        }
        Map<String, Long> exhausted = new LinkedHashMap<>();
        List<String> violations = new ArrayList<>();
        long runs = 0;
        for (LinkFaults faults : LinkFaults.ALL) {
            long exhaustedHere = 0;
            for (String name : qualifying) {
                Scenario scenario = set.load(name);
                LinkFaults.NONE.applyTo(scenario);
                LossRun.Outcome reference = LossRun.reference(scenario);
                faults.applyTo(scenario);
                for (long s = seed; s < seed + seeds; s++) {
                    LossRun.Verdict v = LossRun.run(scenario, s, reference);
                    runs++;
                    exhaustedHere += v.exhausted() ? 1 : 0;
                    for (String p : v.problems()) {
                        violations.add(name + ", " + faults + ", seed " + s + ": " + p);
                    }
                }
            }
            exhausted.put(faults.name(), exhaustedHere);
        }
        return new LossFuzzReport(seed, seeds, qualifying, runs, System.nanoTime() - started, exhausted, violations);
    }
}
