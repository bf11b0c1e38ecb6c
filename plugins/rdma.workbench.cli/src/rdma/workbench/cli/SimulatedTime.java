package rdma.workbench.cli;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A span of simulated time as the command line writes it: a number and a unit, "200ms", "1.5s", "500us", "2000ns". */
final class SimulatedTime {

    /** The longest a run may go: an hour of simulated time, as a scenario's waits are bounded (TIME_RANGE). */
    static final long MAX_NANOS = 3_600_000_000_000L;

    private static final Pattern TEXT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|\u00b5s|ms|s|min|h)");

    private SimulatedTime() {
    }

    /** The nanoseconds {@code text} stands for, or -1 when it is no time from 1 ns to an hour. */
    static long parse(String text) {
        Matcher m = TEXT.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return -1;
        }
        long unit = switch (m.group(2)) {
            case "ns" -> 1L;
            case "us", "\u00b5s" -> 1_000L;
            case "ms" -> 1_000_000L;
            case "s" -> 1_000_000_000L;
            case "min" -> 60_000_000_000L;
            default -> MAX_NANOS;
        };
        BigDecimal nanos = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit));
        if (nanos.compareTo(BigDecimal.ONE) < 0 || nanos.compareTo(BigDecimal.valueOf(MAX_NANOS)) > 0 || nanos.stripTrailingZeros().scale() > 0) {
            return -1;
        }
        return nanos.longValueExact();
    }

    /** {@code nanos} in the largest unit that writes it without a fraction: "10 s", "200 ms", "1500 ns". */
    static String text(long nanos) {
        long[] units = {3_600_000_000_000L, 60_000_000_000L, 1_000_000_000L, 1_000_000L, 1_000L, 1L};
        String[] names = {"h", "min", "s", "ms", "us", "ns"};
        for (int i = 0; i < units.length; i++) {
            if (nanos % units[i] == 0) {
                return nanos / units[i] + " " + names[i];
            }
        }
        return nanos + " ns";
    }
}
