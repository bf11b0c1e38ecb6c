package rdma.workbench.bench;

import java.util.Arrays;
import java.util.Locale;

/** How the benchmarks report a measurement taken several times: its median, with the smallest and the largest. */
public final class Medians {

    private Medians() {
    }

    /** Prints "  what   median unit  (min, max, n runs)". */
    public static void print(String what, double[] values, String unit) {
        double[] v = values.clone();
        Arrays.sort(v);
        System.out.println(String.format(Locale.ROOT, "  %-58s %8.2f %s  (min %.2f, max %.2f, %d runs)", what, median(values), unit, v[0],
                v[v.length - 1], v.length));
    }

    public static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }
}
