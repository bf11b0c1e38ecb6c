package rdma.workbench.fuzz.decoder;

import java.io.PrintStream;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a fuzz run saw: how many frames, how the decoder judged them (accepted with a valid or an
 * invalid ICRC, malformed by reason), which accepted frames re-encode to other bytes (by the
 * first byte that differs), how many of each mutation, and every invariant violation (the first
 * few with their frames).
 */
public record DecoderFuzzReport(long seed, long frames, long nanos, long acceptedValidIcrc, long acceptedInvalidIcrc, Map<String, Long> malformedByReason,
        Map<String, Long> rewrittenByPlace, long rewrittenValidIcrc, Map<Mutation, Long> byMutation, long violations, List<Violation> firstViolations) {

    /** A frame that broke an invariant. */
    public record Violation(long index, Mutation mutation, String seedFrame, byte[] frame, String problem) {
    }

    public DecoderFuzzReport {
        malformedByReason = Map.copyOf(malformedByReason);
        rewrittenByPlace = Map.copyOf(rewrittenByPlace);
        byMutation = Map.copyOf(byMutation);
        firstViolations = List.copyOf(firstViolations);
    }

    public long malformed() {
        return malformedByReason.values().stream().mapToLong(Long::longValue).sum();
    }

    public long rewritten() {
        return rewrittenByPlace.values().stream().mapToLong(Long::longValue).sum();
    }

    private static void counts(PrintStream out, Map<String, Long> counts) {
        counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> out.printf(Locale.ROOT, "  %,12d  %s%n", e.getValue(), e.getKey()));
    }

    public double framesPerSecond() {
        return nanos == 0 ? 0 : frames * 1e9 / nanos;
    }

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "%,d frames, seed %d, %.1f s, %,.0f frames/s%n", frames, seed, nanos / 1e9, framesPerSecond());
        out.printf(Locale.ROOT, "accepted: %,d (ICRC valid %,d, ICRC invalid %,d)%n", acceptedValidIcrc + acceptedInvalidIcrc, acceptedValidIcrc, acceptedInvalidIcrc);
        out.printf(Locale.ROOT, "accepted but re-encoded to other bytes: %,d (ICRC valid %,d), by the first byte that differs:%n", rewritten(), rewrittenValidIcrc);
        counts(out, rewrittenByPlace);
        out.printf(Locale.ROOT, "malformed: %,d%n", malformed());
        counts(out, malformedByReason);
        out.print("mutations:");
        for (Mutation m : Mutation.values()) {
            out.printf(Locale.ROOT, " %s %,d", m.name().toLowerCase(Locale.ROOT).replace('_', '-'), byMutation.getOrDefault(m, 0L));
        }
        out.println();
        out.printf(Locale.ROOT, "violations: %,d%n", violations);
        for (Violation v : firstViolations) {
            out.printf(Locale.ROOT, "frame %d (%s of %s): %s%n  %s%n", v.index(), v.mutation(), v.seedFrame(), v.problem(), HexFormat.of().formatHex(v.frame()));
        }
    }
}
