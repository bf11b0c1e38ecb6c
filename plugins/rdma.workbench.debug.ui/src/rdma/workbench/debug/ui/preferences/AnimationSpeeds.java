package rdma.workbench.debug.ui.preferences;

import java.util.stream.IntStream;

/** The Animation view's slow-motion speeds: simulated nanoseconds per wall-clock second of playing. */
public final class AnimationSpeeds {

    private static final long[] NANOS_PER_SECOND = {100, 1_000, 10_000, 100_000, 1_000_000};
    private static final String[] NAMES = {"0.1 \u00b5s per second", "1 \u00b5s per second", "10 \u00b5s per second", "100 \u00b5s per second",
            "1 ms per second"};

    private AnimationSpeeds() {
    }

    public static String[] names() {
        return NAMES.clone();
    }

    public static long nanosPerSecond(int index) {
        return NANOS_PER_SECOND[Math.max(0, Math.min(index, NANOS_PER_SECOND.length - 1))];
    }

    /** The speed offered closest to {@code nanos} (a preference from an older choice still picks one). */
    public static int indexOf(long nanos) {
        return IntStream.range(0, NANOS_PER_SECOND.length)
                .reduce((a, b) -> Math.abs(NANOS_PER_SECOND[b] - nanos) < Math.abs(NANOS_PER_SECOND[a] - nanos) ? b : a).orElse(1);
    }

    /** {label, value} pairs for a preference combo. */
    public static String[][] choices() {
        return IntStream.range(0, NAMES.length).mapToObj(i -> new String[] {NAMES[i], Long.toString(NANOS_PER_SECOND[i])}).toArray(String[][]::new);
    }
}
