package rdma.workbench.engine.check;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

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
     * The settings {@code options} give: {@code --timeout N} (the QP's local ACK timeout exponent, 0..31) and
     * {@code --cnp-interval US} (microseconds, decimals allowed) and {@code --link-gbps G} (the captured link's speed).
     *
     * @throws IllegalArgumentException naming the option and what it takes
     */
    public static CheckSettings of(List<String> options) {
        int timeout = NOT_GIVEN;
        long cnp = NOT_GIVEN;
        double gbps = NOT_GIVEN;
        for (int i = 0; i < options.size(); i++) {
            String o = options.get(i);
            if (!o.equals("--timeout") && !o.equals("--cnp-interval") && !o.equals("--link-gbps")) {
                throw new IllegalArgumentException("unknown option '" + o + "'");
            }
            if (i + 1 == options.size()) {
                throw new IllegalArgumentException(o + " needs a value: " + switch (o) {
                    case "--timeout" -> "the QP's timeout, 0..31";
                    case "--cnp-interval" -> "microseconds";
                    default -> "the link's speed in Gb/s";
                });
            }
            String v = options.get(++i);
            try {
                if (o.equals("--timeout")) {
                    timeout = Integer.parseInt(v);
                    if (timeout < 0 || timeout > 31) {
                        throw new NumberFormatException();
                    }
                } else if (o.equals("--link-gbps")) {
                    gbps = Double.parseDouble(v);
                    if (!(gbps > 0 && gbps <= 1600)) {
                        throw new NumberFormatException();
                    }
                } else {
                    cnp = new BigDecimal(v).movePointRight(3).longValueExact();
                    if (cnp < 0) {
                        throw new NumberFormatException();
                    }
                }
            } catch (NumberFormatException | ArithmeticException e) {
                throw new IllegalArgumentException(switch (o) {
                    case "--timeout" -> "--timeout takes the QP's local ACK timeout, an exponent 0..31 (4.096 us × 2^n), not '" + v + "'";
                    case "--cnp-interval" -> "--cnp-interval takes microseconds, at most three decimals, not '" + v + "'";
                    default -> "--link-gbps takes the link's speed in Gb/s, more than 0 and at most 1600, not '" + v + "'";
                });
            }
        }
        return new CheckSettings(timeout, cnp, gbps);
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
