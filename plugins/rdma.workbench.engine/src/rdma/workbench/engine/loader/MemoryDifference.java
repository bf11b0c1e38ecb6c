package rdma.workbench.engine.loader;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;

/**
 * How a CheckMemory step words a memory region that holds other bytes than expected. Short data is shown whole, as
 * the scenario writes it; longer data as the number of bytes that differ and a window of 32 bytes around the first
 * of them, so that a 4 KiB check names the byte that is wrong instead of printing 4 KiB of {@code \x00} twice.
 */
final class MemoryDifference {

    /** Data up to this length is shown whole. */
    static final int WHOLE = 64;
    private static final int WINDOW = 32;
    private static final int BEFORE = 8;

    private MemoryDifference() {
    }

    /**
     * The mismatch text for region {@code mr} checked at {@code offset}; {@code actual} and {@code expected} have the
     * same length and differ; {@code shown} writes bytes as the step's data format does.
     */
    static String describe(String mr, int offset, byte[] actual, byte[] expected, Function<byte[], String> shown) {
        if (expected.length <= WHOLE) {
            return "memory region " + mr + " at " + offset + " holds " + shown.apply(actual) + ", expected " + shown.apply(expected);
        }
        int first = -1;
        int differing = 0;
        for (int i = 0; i < expected.length; i++) {
            if (actual[i] != expected[i]) {
                differing++;
                if (first < 0) {
                    first = i;
                }
            }
        }
        int from = Math.max(0, first - BEFORE);
        int to = Math.min(expected.length, from + WINDOW);
        return String.format(Locale.ROOT, "memory region %s at %d: %d of %d bytes differ, the first at offset %d; offsets %d..%d hold %s, expected %s",
                mr, offset, differing, expected.length, offset + first, offset + from, offset + to - 1, shown.apply(Arrays.copyOfRange(actual, from, to)),
                shown.apply(Arrays.copyOfRange(expected, from, to)));
    }
}
