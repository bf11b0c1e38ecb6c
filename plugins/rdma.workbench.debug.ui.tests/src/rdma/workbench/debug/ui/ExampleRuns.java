package rdma.workbench.debug.ui;

import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.engine.stepping.Session;

/**
 * Whole runs of the bundled examples as the packet views get them (a record of every event, the
 * snapshot at the end), made headless from the examples' workspace project: a view test shows
 * one without starting a debug session.
 */
public final class ExampleRuns {

    private ExampleRuns() {
    }

    /** The run of scenarios/{@code name}.rdmaflow to its end with the scenario's own seed, titled {@code name}. */
    public static RunRecord toEnd(String name) throws Exception {
        return toEnd(name, null);
    }

    /** The run of scenarios/{@code name}.rdmaflow to its end with {@code seed} (null: the scenario's own), titled "name [seed n]". */
    public static RunRecord toEnd(String name, Long seed) throws Exception {
        UiTesting.examples();
        ScenarioSource source = ScenarioSource.read("/rdma-examples/scenarios/" + name + ".rdmaflow");
        Session s = source.load(seed);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        RecordedRun run = source.newRecord(seed == null ? name : name + " [seed " + seed + "]", s);
        run.freeze(s.trace().snapshot(), -1, s.snapshot());
        return run.record();
    }
}
