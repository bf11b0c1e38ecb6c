package rdma.workbench.fuzz.loss;

import java.io.PrintStream;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.fuzz.injection.SessionFuzzReport;

/**
 * What running the RC examples over faulty links gave: the examples and runs, in how many runs
 * of each fault retry_cnt ran out, and every violation (the first few printed in full).
 */
public record LossFuzzReport(long seed, int seeds, List<String> examples, long runs, long nanos, Map<String, Long> exhaustedByFaults, List<String> violations) {

    public LossFuzzReport {
        examples = List.copyOf(examples);
        exhaustedByFaults = Collections.unmodifiableMap(new LinkedHashMap<>(exhaustedByFaults));
        violations = List.copyOf(violations);
    }

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "loss: %,d runs (%d examples x %d link faults x %,d seeds from %d), %.1f s: %s%n", runs, examples.size(),
                exhaustedByFaults.size(), seeds, seed, nanos / 1e9, String.join(", ", examples));
        exhaustedByFaults.forEach((faults, n) -> out.printf(Locale.ROOT, "  %-16s retry_cnt ran out in %,d runs%n", faults + ":", n));
        out.printf(Locale.ROOT, "violations: %,d%n", violations.size());
        violations.stream().limit(SessionFuzzReport.PRINTED).forEach(out::println);
    }
}
