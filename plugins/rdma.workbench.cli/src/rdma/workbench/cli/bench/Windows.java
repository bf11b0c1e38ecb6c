package rdma.workbench.cli.bench;

import java.util.Arrays;
import java.util.function.DoubleSupplier;

/** A figure measured in several windows one after the other, reported as lowest, median and highest. */
record Windows(double min, double median, double max) {

    static Windows measure(int windows, DoubleSupplier measure) {
        double[] r = new double[windows];
        for (int i = 0; i < windows; i++) {
            System.gc();
            r[i] = measure.getAsDouble();
        }
        Arrays.sort(r);
        return new Windows(r[0], r[windows / 2], r[windows - 1]);
    }

    /**
     * Runs {@code measure} until the JIT has settled: at least five times, then until three
     * results in a row lie within 10 % of each other, at most {@code limit} times. Returns the
     * number of runs.
     */
    static int warmUp(int limit, DoubleSupplier measure) {
        double[] last = new double[3];
        for (int i = 0; i < limit; i++) {
            last[i % 3] = measure.getAsDouble();
            double lo = Math.min(last[0], Math.min(last[1], last[2]));
            double hi = Math.max(last[0], Math.max(last[1], last[2]));
            if (i >= 4 && lo >= 0.9 * hi) {
                return i + 1;
            }
        }
        return limit;
    }

    Windows scaled(double f) {
        return new Windows(min * f, median * f, max * f);
    }

    String format(String unit, String pattern) {
        return String.format(java.util.Locale.ROOT, pattern + " %s  (" + pattern + " .. " + pattern + ")", median, unit, min, max);
    }
}
