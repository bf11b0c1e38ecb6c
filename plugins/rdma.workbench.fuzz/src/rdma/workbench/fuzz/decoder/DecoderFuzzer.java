package rdma.workbench.fuzz.decoder;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.Dissection;
import rdma.workbench.engine.wire.Dissector;
import rdma.workbench.engine.wire.FrameCodec;

/**
 * Runs mutated frames through {@link FrameCodec#decode} and the {@link Dissector} and checks
 * {@link DecodeInvariants} on each; anything thrown is a violation too.
 */
public final class DecoderFuzzer {

    /** How many violating frames a report keeps in full. */
    public static final int KEPT_VIOLATIONS = 10;

    private static final Pattern NUMBERS = Pattern.compile("\\b0x[0-9a-fA-F]+\\b|\\b\\d+\\b");
    private static final Pattern OPCODES = Pattern.compile("\\b(?:RC|UC|UD)_[A-Z_]+\\b|\\bCNP\\b");

    private final Map<String, String> reasonClasses = new HashMap<>();

    private DecoderFuzzer() {
    }

    public static DecoderFuzzReport run(long seed, long frames) {
        return new DecoderFuzzer().fuzz(seed, frames);
    }

    /** The reason with its numbers and opcode names taken out: "UDP destination port # is not RoCEv2's #". */
    static String reasonClass(String reason) {
        return OPCODES.matcher(NUMBERS.matcher(reason).replaceAll("#")).replaceAll("OPCODE");
    }

    private DecoderFuzzReport fuzz(long seed, long frames) {
        FrameMutator mutator = new FrameMutator(seed);
        Map<String, Long> malformed = new HashMap<>();
        Map<String, Long> rewritten = new HashMap<>();
        long rewrittenValidIcrc = 0;
        Map<Mutation, Long> byMutation = new EnumMap<>(Mutation.class);
        List<DecoderFuzzReport.Violation> kept = new ArrayList<>();
        long validIcrc = 0;
        long invalidIcrc = 0;
        long violations = 0;
        long start = System.nanoTime();
        for (long i = 0; i < frames; i++) {
            FrameMutator.Mutant m = mutator.next();
            byMutation.merge(m.mutation(), 1L, Long::sum);
            String problem;
            Decoded decoded = null;
            try {
                decoded = FrameCodec.decode(m.bytes());
                Dissection dissection = Dissector.dissect(m.bytes());
                DecodeInvariants.Outcome outcome = DecodeInvariants.check(m.bytes(), decoded, dissection);
                problem = outcome.violation();
                if (outcome.rewrittenAt() != null) {
                    rewritten.merge(outcome.rewrittenAt(), 1L, Long::sum);
                    if (((Decoded.Frame) decoded).icrcValid()) {
                        rewrittenValidIcrc++;
                    }
                }
            } catch (RuntimeException | StackOverflowError t) {
                problem = (decoded == null ? "decode" : "dissect or check") + " threw " + stackTop(t);
            }
            if (problem != null) {
                violations++;
                if (kept.size() < KEPT_VIOLATIONS) {
                    kept.add(new DecoderFuzzReport.Violation(i, m.mutation(), m.seed().name(), m.bytes(), problem));
                }
            }
            if (decoded instanceof Decoded.Malformed bad) {
                malformed.merge(reasonClasses.computeIfAbsent(bad.reason(), DecoderFuzzer::reasonClass), 1L, Long::sum);
            } else if (decoded instanceof Decoded.Frame ok) {
                if (ok.icrcValid()) {
                    validIcrc++;
                } else {
                    invalidIcrc++;
                }
            }
        }
        return new DecoderFuzzReport(seed, frames, System.nanoTime() - start, validIcrc, invalidIcrc, malformed, rewritten, rewrittenValidIcrc, byMutation,
                violations, kept);
    }

    private static String stackTop(Throwable t) {
        StringWriter s = new StringWriter();
        t.printStackTrace(new PrintWriter(s));
        String[] lines = s.toString().split("\n");
        return String.join("\n    ", Arrays.copyOf(lines, Math.min(lines.length, 6)));
    }
}
