package rdma.workbench.debug.ui.charts;

import java.util.Arrays;

/**
 * Thins a series to what a plot of {@code columns} pixels can show: in each pixel column its first
 * and last points and its lowest and highest, in time order. A peak one event wide survives (a
 * queue's burst, a rate's dip), and a million points draw as a few thousand.
 */
public final class ColumnDecimation {

    private ColumnDecimation() {
    }

    /**
     * The points of (x, y), x ascending, to draw between {@code from} and {@code to} over {@code columns}
     * columns; the last point before {@code from} and the first after {@code to} stay, so lines
     * enter and leave the plot. Returns {x, y}.
     */
    public static double[][] of(double[] x, double[] y, double from, double to, int columns) {
        int n = x.length;
        if (n <= 4L * Math.max(1, columns) || to <= from) {
            return new double[][] {x, y};
        }
        double[] ox = new double[4 * columns + 8];
        double[] oy = new double[ox.length];
        int m = 0;
        int i = 0;
        while (i < n && x[i] < from) {
            i++;
        }
        if (i > 0) {
            ox[m] = x[i - 1];
            oy[m++] = y[i - 1];
        }
        double perColumn = (to - from) / columns;
        while (i < n && x[i] <= to) {
            int column = (int) Math.min(columns - 1, (x[i] - from) / perColumn);
            int first = i;
            int min = i;
            int max = i;
            while (i < n && x[i] <= to && (int) Math.min(columns - 1, (x[i] - from) / perColumn) == column) {
                if (y[i] < y[min]) {
                    min = i;
                }
                if (y[i] > y[max]) {
                    max = i;
                }
                i++;
            }
            int last = i - 1;
            int[] keep = {first, Math.min(min, max), Math.max(min, max), last};
            int previous = -1;
            for (int k : keep) {
                if (k != previous) {
                    ox[m] = x[k];
                    oy[m++] = y[k];
                    previous = k;
                }
            }
        }
        if (i < n) {
            ox[m] = x[i];
            oy[m++] = y[i];
        }
        return new double[][] {Arrays.copyOf(ox, m), Arrays.copyOf(oy, m)};
    }
}
