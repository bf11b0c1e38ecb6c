package rdma.workbench.debug.ui.charts;

import java.util.List;

/**
 * Where a run's congestion is, for the charts to open on: from the first moment a switch queue holds a frame or a
 * mark, CNP or pause happens, to the last, with a tenth of that on either side. A run congested over most of its
 * length opens whole.
 */
final class CongestionWindow {

    /** A window wider than this share of the run is the run. */
    private static final double MOST = 0.8;
    private static final double MARGIN = 0.1;

    private CongestionWindow() {
    }

    /** {lower, upper} in µs, or null when the whole run ({@code endUs} long) should show. */
    static double[] of(List<ChartSeries> series, double endUs) {
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        for (ChartSeries s : series) {
            if (!s.measured() || s.panel() != ChartPanel.QUEUES && s.panel() != ChartPanel.EVENTS) {
                continue;
            }
            double[] t = s.timesUs();
            double[] v = s.values();
            for (int i = 0; i < t.length; i++) {
                boolean congested = s.shape() == ChartSeries.Shape.STEP || s.shape() == ChartSeries.Shape.PAUSE ? v[i] > 0 : s.seqs()[i] >= 0;
                if (congested) {
                    first = Math.min(first, t[i]);
                    // a depth or a pause lasts until the series' next point
                    last = Math.max(last, s.shape() == ChartSeries.Shape.MARKS || i + 1 == t.length ? t[i] : t[i + 1]);
                }
            }
        }
        if (first > last || endUs <= 0) {
            return null;
        }
        double width = Math.max(last - first, endUs / 1000);
        double lower = Math.max(0, first - MARGIN * width);
        double upper = Math.min(endUs, last + MARGIN * width);
        return upper - lower >= MOST * endUs ? null : new double[] {lower, upper};
    }
}
