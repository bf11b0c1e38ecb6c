package rdma.workbench.debug.ui.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

/** Thinning to pixel columns: few points stay as they are, a million become at most four per column, and a one-point spike survives. */
class ColumnDecimationTest {

    @Test
    void aShortSeriesStaysWhole() {
        double[] x = {0, 1, 2};
        double[] y = {5, 6, 7};
        double[][] out = ColumnDecimation.of(x, y, 0, 2, 100);
        assertArrayEquals(x, out[0]);
        assertArrayEquals(y, out[1]);
    }

    @Test
    void aMillionPointsBecomeFirstLowHighLastPerColumnAndKeepTheirSpike() {
        int n = 1_000_000;
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = i;
            y[i] = i % 2;
        }
        y[777_777] = 1_000;
        double[][] out = ColumnDecimation.of(x, y, 0, n - 1, 500);
        assertTrue(out[0].length <= 4 * 500, "at most four points per column: " + out[0].length);
        double top = 0;
        for (double v : out[1]) {
            top = Math.max(top, v);
        }
        assertEquals(1_000, top, "the spike one point wide is drawn");
        for (int i = 1; i < out[0].length; i++) {
            assertTrue(out[0][i - 1] < out[0][i], "in time order");
        }
        // column 0 holds x 0..1999: first 0 (y 0), low 0, high 1 (y 1), last 1999 (y 1)
        assertArrayEquals(new double[] {0, 1, 1999}, Arrays.copyOf(out[0], 3));
    }

    @Test
    void thePointsJustOutsideTheRangeStaySoLinesEnterAndLeave() {
        int n = 10_000;
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = i;
            y[i] = i;
        }
        double[][] out = ColumnDecimation.of(x, y, 1000.5, 2000.5, 10);
        assertEquals(1000, out[0][0], "the last point before the range");
        assertEquals(2001, out[0][out[0].length - 1], "the first point after it");
    }
}
