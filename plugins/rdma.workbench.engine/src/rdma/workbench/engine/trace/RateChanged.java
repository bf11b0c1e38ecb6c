package rdma.workbench.engine.trace;

import java.util.Locale;

/**
 * A reaction point changed how fast a QP may send: {@code algorithm} ("DCQCN", "HPCC") now lets QP
 * {@code qpn} of {@code device} send at {@code rateGbps} (its current rate; DCQCN's Rc) and keep
 * {@code windowBytes} unacknowledged (HPCC's window; -1 when the algorithm has none). {@code alpha}
 * is DCQCN's congestion estimate (NaN for HPCC), {@code utilization} HPCC's measured U (NaN for
 * DCQCN). {@code why} names what did it: a CNP, the alpha timer, the rate-increase timer, the byte
 * counter, an ACK's telemetry.
 */
public record RateChanged(Stamp stamp, String node, String device, int qpn, String algorithm, double rateGbps, double targetGbps,
        long windowBytes, double alpha, double utilization, String why) implements TraceEvent {

    @Override
    public String summary() {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%s: rate %.3f Gbit/s (target %.3f)", algorithm, rateGbps,
                targetGbps));
        if (windowBytes >= 0) {
            b.append(String.format(Locale.ROOT, ", window %d bytes", windowBytes));
        }
        if (!Double.isNaN(alpha)) {
            b.append(String.format(Locale.ROOT, ", alpha %.4f", alpha));
        }
        if (!Double.isNaN(utilization)) {
            b.append(String.format(Locale.ROOT, ", U %.3f", utilization));
        }
        return b.append(": ").append(why).toString();
    }
}
