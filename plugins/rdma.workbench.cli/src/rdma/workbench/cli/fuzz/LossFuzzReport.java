package rdma.workbench.cli.fuzz;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.engine.fuzz.WastedRetries;

/**
 * What running the RC examples over faulty links gave: the examples and runs, in how many runs
 * of each fault retry_cnt ran out, the known engine defects seen (retries wasted on READ
 * responses, by kind with the first case, and the runs where retry_cnt then ran out), and every
 * violation (the first few printed in full).
 */
public record LossFuzzReport(long seed, int seeds, List<String> examples, long runs, long nanos, Map<String, Long> exhaustedByFaults,
        Map<WastedRetries.Kind, Long> wastedRetries, Map<WastedRetries.Kind, String> firstWaste, List<String> exhaustedByWaste,
        List<String> violations) {

    public LossFuzzReport {
        examples = List.copyOf(examples);
        exhaustedByFaults = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(exhaustedByFaults));
        wastedRetries = Map.copyOf(wastedRetries);
        firstWaste = Map.copyOf(firstWaste);
        exhaustedByWaste = List.copyOf(exhaustedByWaste);
        violations = List.copyOf(violations);
    }

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "loss: %,d runs (%d examples x %d link faults x %,d seeds from %d), %.1f s: %s%n", runs, examples.size(),
                exhaustedByFaults.size(), seeds, seed, nanos / 1e9, String.join(", ", examples));
        exhaustedByFaults.forEach((faults, n) -> out.printf(Locale.ROOT, "  %-16s retry_cnt ran out in %,d runs%n", faults + ":", n));
        wastedRetries.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> out.printf(Locale.ROOT,
                "known engine defect: %,d retries wasted (%s), the first: %s%n", e.getValue(), e.getKey(), firstWaste.get(e.getKey())));
        if (!exhaustedByWaste.isEmpty()) {
            out.printf(Locale.ROOT, "known engine defect: retry_cnt ran out after such a waste in %,d runs, the first: %s%n", exhaustedByWaste.size(),
                    exhaustedByWaste.get(0));
        }
        out.printf(Locale.ROOT, "violations: %,d%n", violations.size());
        violations.stream().limit(SessionFuzzReport.PRINTED).forEach(out::println);
    }
}
