package rdma.workbench.cli.fuzz;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import rdma.workbench.engine.fuzz.InjectionAudit;
import rdma.workbench.engine.fuzz.InjectedSession;
import rdma.workbench.engine.fuzz.SecretRegions;
import rdma.workbench.engine.fuzz.FrameForger;
import rdma.workbench.engine.fuzz.CapturedFrameMutator;
import rdma.workbench.engine.fuzz.Injection;
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

    /**
     * Engine defects known today: their violations are counted and printed, not reported as new
     * violations (the same list as InjectedFramesTest's in the engine tests).
     */
    static final Set<InjectionAudit.Rule> KNOWN_DEFECTS = EnumSet.of(
            // Completer.receive acts on ACKs, NAKs and responses for PSNs its QP never sent.
            InjectionAudit.Rule.GHOST_RESPONSE,
            // Nothing compares the opcode's transport with the QP's type,
            InjectionAudit.Rule.FOREIGN_TRANSPORT,
            // nor the BTH P_Key with the port's,
            InjectionAudit.Rule.FOREIGN_PARTITION,
            // nor an RC or UC packet's addresses with the QP's path;
            InjectionAudit.Rule.FOREIGN_SOURCE,
            // and Responder.send invalidates the region an IETH names whatever its PD.
            InjectionAudit.Rule.INVALIDATION);

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
        Map<InjectionAudit.Rule, Long> known = new TreeMap<>();
        Map<InjectionAudit.Rule, String> firstKnown = new TreeMap<>();
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
                if (KNOWN_DEFECTS.contains(v.rule())) {
                    known.merge(v.rule(), 1L, Long::sum);
                    firstKnown.putIfAbsent(v.rule(), v.text());
                } else {
                    violations.add(v.rule() + ": " + v.text());
                }
            }
        }
        return new SessionFuzzReport(seed, injected, runs, names.size(), System.nanoTime() - started, outcomes, known, firstKnown, violations);
    }
}
