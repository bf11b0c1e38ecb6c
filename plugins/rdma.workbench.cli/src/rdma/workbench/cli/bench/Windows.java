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

    Windows scaled(double f) {
        return new Windows(min * f, median * f, max * f);
    }

    String format(String unit, String pattern) {
        return String.format(java.util.Locale.ROOT, pattern + " %s  (" + pattern + " .. " + pattern + ")", median, unit, min, max);
    }
}
