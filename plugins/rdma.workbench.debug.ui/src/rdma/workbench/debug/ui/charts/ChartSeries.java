package rdma.workbench.debug.ui.charts;

/**
 * One series of a chart: its name in the legend, its points (simulated time in µs, value) in time
 * order and, for each point, the sequence number of the event it comes from (-1 for the point that
 * carries the last value to the end of the run). A {@link Shape#STEP} series holds its value until
 * its next point; a {@link Shape#MARKS} series is one marker per event on its lane; a
 * {@link Shape#PAUSE} series is 1 while paused and 0 while not, drawn as a raised band on its lane; a
 * {@link Shape#KMIN} or {@link Shape#KMAX} series is a level across the whole run, from no event: where
 * a switch's ECN marking starts, and above which it marks every frame (a rule's KMAX series comes
 * right after its KMIN).
 */
public record ChartSeries(String name, ChartPanel panel, Shape shape, int lane, double[] timesUs, double[] values, long[] seqs) {

    public enum Shape {
        STEP, MARKS, PAUSE, KMIN, KMAX
    }

    public int size() {
        return timesUs.length;
    }

    /** Whether this series is data of the run, not a threshold drawn beside it. */
    public boolean measured() {
        return shape != Shape.KMIN && shape != Shape.KMAX;
    }
}
