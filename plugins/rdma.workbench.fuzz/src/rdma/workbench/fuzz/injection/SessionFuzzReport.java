package rdma.workbench.fuzz.injection;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What injecting frames into running sessions gave: how many frames and runs, what became of the
 * frames (dropped by reason, answered, taken), and every violation (the first few printed in full).
 */
public record SessionFuzzReport(long seed, long frames, long runs, int examples, long nanos, Map<String, Long> outcomes,
        List<String> violations) {

    /** Violations printed in full; the rest are counted. */
    public static final int PRINTED = 20;

    public SessionFuzzReport {
        outcomes = Map.copyOf(outcomes);
        violations = List.copyOf(violations);
    }

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "sessions: %,d frames injected into %,d runs of %d examples, seed %d, %.1f s%n", frames, runs, examples, seed, nanos / 1e9);
        outcomes.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> out.printf(Locale.ROOT, "  %,12d  %s%n", e.getValue(), e.getKey()));
        out.printf(Locale.ROOT, "violations: %,d%n", violations.size());
        violations.stream().limit(PRINTED).forEach(out::println);
    }
}
