package rdma.workbench.engine.check;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * What a capture cannot say and the user may: the requester's local ACK timeout (the QP attribute, 4.096 us × 2^n)
 * the notification point's least interval between CNPs to one QP (a NIC setting: mlx5's np_min_time_between_cnps,
 * the DCQCN paper's 50 us), and the captured link's speed, which says how long a PFC pause lasts. A rule that needs one of them judges nothing while it is not given.
 *
 * @param ackTimeout the QP's timeout exponent 1..31, or {@link #NOT_GIVEN} (0 disables the timer: nothing to judge)
 * @param cnpIntervalNanos the interval, or {@link #NOT_GIVEN}
 * @param linkGbps the link's speed in Gb/s, or {@link #NOT_GIVEN}
 */
public record CheckSettings(int ackTimeout, long cnpIntervalNanos, double linkGbps) {

    public static final int NOT_GIVEN = -1;
    public static final CheckSettings NONE = new CheckSettings(NOT_GIVEN, NOT_GIVEN, NOT_GIVEN);

    public CheckSettings {
        if (ackTimeout != NOT_GIVEN && (ackTimeout < 0 || ackTimeout > 31)) {
            throw new IllegalArgumentException("the local ACK timeout is an exponent 0..31 (4.096 us × 2^n), not " + ackTimeout);
        }
        if (cnpIntervalNanos != NOT_GIVEN && cnpIntervalNanos < 0) {
            throw new IllegalArgumentException("the CNP interval cannot be negative: " + cnpIntervalNanos + " ns");
        }
        if (linkGbps != NOT_GIVEN && !(linkGbps > 0 && linkGbps <= 1600)) {
            throw new IllegalArgumentException("the link's speed lies in (0, 1600] Gb/s, not " + linkGbps);
        }
    }

    /** The options that give the settings, as `rdmawb check` takes them. */
    public static final String USAGE = "[--timeout N] [--cnp-interval US] [--link-gbps G]";

    /**
     * The settings {@code options} give: {@code --timeout N} (the QP's local ACK timeout exponent, 0..31),
     * {@code --cnp-interval US} (microseconds, decimals allowed) and {@code --link-gbps G} (the captured link's speed).
     *
     * @throws IllegalArgumentException naming the option and what it takes
     */
    public static CheckSettings of(List<String> options) {
        String[] values = new String[OPTIONS.size()];
        for (int i = 0; i < options.size(); i++) {
            String o = options.get(i);
            int which = OPTIONS.indexOf(o);
            if (which < 0) {
                throw new IllegalArgumentException("unknown option '" + o + "'");
            }
            if (i + 1 == options.size()) {
                throw new IllegalArgumentException(o + " needs a value: " + WHAT.get(which));
            }
            values[which] = options.get(++i);
        }
        return new CheckSettings(given(0, values[0], CheckSettings::timeout), given(1, values[1], CheckSettings::cnpInterval),
                given(2, values[2], CheckSettings::linkGbps));
    }

    private static final List<String> OPTIONS = List.of("--timeout", "--cnp-interval", "--link-gbps");
    private static final List<String> WHAT = List.of("the QP's local ACK timeout", "the CNP interval", "the link's speed");

    /** The value of option {@code which} read, its refusal prefixed with the option's name. */
    private static <T> T given(int which, String value, Function<String, T> read) {
        try {
            return read.apply(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(OPTIONS.get(which) + ": " + e.getMessage());
        }
    }

    /**
     * The settings as a user types them, each blank (or null) when not given: the QP's timeout exponent, the CNP interval in
     * microseconds, the link's speed in Gb/s.
     *
     * @throws IllegalArgumentException saying which value is wrong and what it takes
     */
    public static CheckSettings of(String timeout, String cnpMicros, String linkGbps) {
        return new CheckSettings(timeout(timeout), cnpInterval(cnpMicros), linkGbps(linkGbps));
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    private static int timeout(String value) {
        if (blank(value)) {
            return NOT_GIVEN;
        }
        int t;
        try {
            t = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            t = -2;
        }
        if (t < 0 || t > 31) {
            throw new IllegalArgumentException(WHAT.get(0) + " is an exponent 0..31 (4.096 us × 2^n), not '" + value.trim() + "'");
        }
        return t;
    }

    private static long cnpInterval(String micros) {
        if (blank(micros)) {
            return NOT_GIVEN;
        }
        long nanos;
        try {
            nanos = new BigDecimal(micros.trim()).movePointRight(3).longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            nanos = -2;
        }
        if (nanos < 0) {
            throw new IllegalArgumentException(WHAT.get(1) + " is in microseconds, at most three decimals, not '" + micros.trim() + "'");
        }
        return nanos;
    }

    private static double linkGbps(String value) {
        if (blank(value)) {
            return NOT_GIVEN;
        }
        double gbps;
        try {
            gbps = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            gbps = -2;
        }
        if (!(gbps > 0 && gbps <= 1600)) {
            throw new IllegalArgumentException(WHAT.get(2) + " is in Gb/s, more than 0 and at most 1600, not '" + value.trim() + "'");
        }
        return gbps;
    }

    /** The local ACK timeout in nanoseconds (IBTA 9.7.6.1.3: 4.096 us × 2^timeout), or 0 when not given or disabled. */
    public long ackTimeoutNanos() {
        return ackTimeout <= 0 ? 0 : 4096L << ackTimeout;
    }

    /** "timeout 14 (67.109 ms)". */
    public String ackTimeoutText() {
        return String.format(Locale.ROOT, "timeout %d (%.3f ms)", ackTimeout, ackTimeoutNanos() / 1e6);
    }
}
