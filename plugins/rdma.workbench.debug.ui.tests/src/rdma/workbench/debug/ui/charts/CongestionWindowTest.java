package rdma.workbench.debug.ui.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The charts of a run that is over open on its congestion: the span where queues hold frames and marks, CNPs and pauses happen. */
class CongestionWindowTest {

    private static ChartSeries queue(double... timesAndBytes) {
        int n = timesAndBytes.length / 2;
        double[] t = new double[n];
        double[] v = new double[n];
        long[] seqs = new long[n];
        for (int i = 0; i < n; i++) {
            t[i] = timesAndBytes[2 * i];
            v[i] = timesAndBytes[2 * i + 1];
            seqs[i] = i;
        }
        return new ChartSeries("leaf1/up p0", ChartPanel.QUEUES, ChartSeries.Shape.STEP, -1, t, v, seqs);
    }

    private static ChartSeries marks(double... times) {
        return new ChartSeries("ECN marks", ChartPanel.EVENTS, ChartSeries.Shape.MARKS, 0, times, new double[times.length], new long[times.length]);
    }

    @Test
    void theWindowRunsFromTheFirstQueuedFrameToTheLastMarkWithATenthOnEitherSide() {
        // a queue from 100 µs to 300 µs, a mark at 400 µs, in a run of 2,000 µs
        double[] w = CongestionWindow.of(List.of(queue(100, 1500, 200, 3000, 300, 0, 2000, 0), marks(400)), 2000);
        assertArrayEquals(new double[] {70, 430}, w, 1e-9);
    }

    @Test
    void ratesAloneAreNoCongestionAndAMostlyCongestedRunOpensWhole() {
        ChartSeries rate = new ChartSeries("QP 0x11", ChartPanel.RATES, ChartSeries.Shape.STEP, -1, new double[] {0, 10}, new double[] {40, 20},
                new long[] {1, 2});
        assertNull(CongestionWindow.of(List.of(rate), 100), "no queue, no mark: the whole run");
        assertNull(CongestionWindow.of(List.of(queue(5, 1500, 95, 0)), 100), "congested over 90 % of the run");
        assertNull(CongestionWindow.of(List.of(queue(10, 0, 50, 0)), 100), "a queue that never held a frame");
    }
}
