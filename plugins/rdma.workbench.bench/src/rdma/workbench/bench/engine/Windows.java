package rdma.workbench.bench.engine;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.DoubleSupplier;

/** A figure measured in several windows one after the other, reported as lowest, median and highest. */
record Windows(double min, double median, double max) {

    /**
     * Windows back to back, as a long run goes: the garbage of one window is collected when the
     * collector chooses, in whichever window that is. One full collection comes before the first
     * (the figure measured before leaves its garbage); one before each window would shrink the
     * heap and make the next, short window pay for growing it again (a third of the WRITE figure,
     * measured).
     */
    static Windows measure(int windows, DoubleSupplier measure) {
        System.gc();
        double[] r = new double[windows];
        for (int i = 0; i < windows; i++) {
            r[i] = measure.getAsDouble();
        }
        return of(r);
    }

    /**
     * Windows that each start after a full collection: for figures whose every window loads a new
     * session of tens of megabytes, so that no window collects the one before it.
     */
    static Windows measureAfterGc(int windows, DoubleSupplier measure) {
        return interleavedAfterGc(windows, measure)[0];
    }

    /**
     * Windows of several figures taken in turns, each after a full collection (first figure,
     * second, first, ...): a drift of the machine during the measurement then reaches every
     * figure alike instead of the one measured last, which matters for a ratio of two of them.
     */
    static Windows[] interleavedAfterGc(int windows, DoubleSupplier... measures) {
        double[][] r = new double[measures.length][windows];
        for (int i = 0; i < windows; i++) {
            for (int m = 0; m < measures.length; m++) {
                System.gc();
                r[m][i] = measures[m].getAsDouble();
            }
        }
        Windows[] w = new Windows[measures.length];
        for (int m = 0; m < measures.length; m++) {
            w[m] = of(r[m]);
        }
        return w;
    }

    /** The lowest, median and highest of figures measured elsewhere (runs of another program). */
    static Windows of(double[] results) {
        Arrays.sort(results);
        return new Windows(results[0], results[results.length / 2], results[results.length - 1]);
    }

    /**
     * Runs {@code measure} until the JIT has settled: for at least {@code minMillis} (the JIT's
     * last compilations of the engine's paths come about a second in) and five times, then until
     * three results in a row lie within 10 % of each other, at most {@code limit} times. Returns
     * the number of runs.
     */
    static int warmUp(int limit, long minMillis, DoubleSupplier measure) {
        long until = System.nanoTime() + minMillis * 1_000_000;
        double[] last = new double[3];
        for (int i = 0; i < limit; i++) {
            last[i % 3] = measure.getAsDouble();
            double lo = Math.min(last[0], Math.min(last[1], last[2]));
            double hi = Math.max(last[0], Math.max(last[1], last[2]));
            if (i >= 4 && lo >= 0.9 * hi && System.nanoTime() >= until) {
                return i + 1;
            }
        }
        return limit;
    }

    Windows scaled(double f) {
        return new Windows(min * f, median * f, max * f);
    }

    String format(String unit, String pattern) {
        return String.format(Locale.ROOT, pattern + " %s  (" + pattern + " .. " + pattern + ")", median, unit, min, max);
    }
}
