package rdma.workbench.debug.ui.charts;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ICustomPaintListener;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;

/**
 * One chart of the Fabric Charts view (an SWTChart {@link Chart}): its series over simulated time in
 * µs, thinned to the plot's pixel columns at every resize; the debugger's current time as a green
 * vertical line and the selected event's time as an amber one; on the events chart, each lane's name
 * at its left; on the queues' chart, each Kmin and Kmax line named at its right. A click tells the
 * time under the pointer.
 */
public final class PanelChart {

    /** Distinct colours for up to nine series, then again (the legend names each); no green: green is the current time's line. */
    private static final int[] PALETTE = {0x1F77B4, 0xD62728, 0xFF7F0E, 0x9467BD, 0x8C564B, 0xE377C2, 0x17BECF, 0xBCBD22, 0x7F7F7F};
    /** How high a paused lane's band rises above the lane (lanes are 1 apart). */
    private static final double PAUSE_HEIGHT = 0.6;
    /** The Kmin and Kmax lines of the queues' chart: beside the data, not of it. */
    private static final int THRESHOLD = 0x505050;
    /** A Kmin line counts in the queues' y range once the queues come this near it. */
    private static final double KMIN_REACH = 1.5;
    /** Pixels between the time axis's marks, at least: SWTChart's default is 64. */
    private static final int X_TICK_STEP = 96;
    private static final int NOW = 0x00A000;
    private static final int SELECTED = 0xE0A000;

    private final ChartPanel panel;
    /** One count of the wheel shows this much less (or 1/this more) of the time. */
    private static final double ZOOM_STEP = 0.8;

    private final Chart chart;
    private List<ChartSeries> series = List.of();
    private double endUs;
    /** Whether the user zoomed in: a run that grows (the debugger steps) keeps the time the user chose. */
    private boolean zoomed;
    private long nowNanos = -1;
    private long selectedNanos = -1;
    private Click onClick = (t, lane) -> {
    };
    private Consumer<double[]> onZoom = r -> {
    };
    /** The lines the user chose not to see, by name: kept while the run goes on and its series are drawn again. */
    private final Set<String> hidden = new HashSet<>();

    /** A click in the plot: at {@code nanos} of simulated time, on {@code lane} of the events chart (-1 on the others). */
    public interface Click {
        void at(long nanos, int lane);
    }

    public PanelChart(Composite parent, ChartPanel panel) {
        this.panel = panel;
        chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setVisible(false);
        chart.getLegend().setPosition(SWT.BOTTOM);
        IAxis x = chart.getAxisSet().getXAxis(0);
        x.getTitle().setText("simulated time (\u00b5s)");
        x.getTick().setFormat(new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        // room for "27,000" between marks: at SWTChart's default step, wider labels crowd and some are left out, unevenly
        x.getTick().setTickMarkStepHint(X_TICK_STEP);
        IAxis y = chart.getAxisSet().getYAxis(0);
        y.getTitle().setText(panel.axis());
        y.getTitle().setVisible(!panel.axis().isEmpty());
        y.getTick().setFormat(new DecimalFormat(panel == ChartPanel.RATES ? "#,##0.##" : "#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        // the lanes of the events chart are named beside them, not numbered
        y.getTick().setVisible(panel != ChartPanel.EVENTS);
        // SWTChart's default blue bold titles shout; the axes read like the other views' text
        Color text = chart.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND);
        for (IAxis a : new IAxis[] {x, y}) {
            a.getTitle().setForeground(text);
            a.getTitle().setFont(chart.getFont());
            a.getTick().setForeground(text);
        }
        y.getGrid().setStyle(panel == ChartPanel.EVENTS ? LineStyle.NONE : LineStyle.DOT);
        chart.getPlotArea().addCustomPaintListener(new ICustomPaintListener() {
            @Override
            public void paintControl(PaintEvent e) {
                paintOver(e.gc);
            }

            @Override
            public boolean drawBehindSeries() {
                return false;
            }
        });
        Control plot = chart.getPlotArea().getControl();
        plot.addListener(SWT.Resize, e -> thin());
        plot.addListener(SWT.MouseDown, e -> {
            // the second press of a double-click shows the whole run; it selects nothing
            if (e.button == 1 && e.count == 1 && !series.isEmpty()) {
                double us = chart.getAxisSet().getXAxis(0).getDataCoordinate(e.x);
                int lane = panel == ChartPanel.EVENTS ? (int) Math.round(chart.getAxisSet().getYAxis(0).getDataCoordinate(e.y)) : -1;
                onClick.at(Math.round(us * 1000), lane);
            }
        });
        // a congested run is long and its story short (an incast's first millisecond of a 27 ms run): zoom in time
        plot.addListener(SWT.MouseVerticalWheel, e -> {
            if (series.isEmpty() || e.count == 0) {
                return;
            }
            if ((e.stateMask & SWT.SHIFT) != 0) {
                pan(-e.count);
            } else {
                // wheel up: closer; a notch may count 1 or 3 (GTK), so the step is per count
                zoom(chart.getAxisSet().getXAxis(0).getDataCoordinate(e.x), Math.pow(ZOOM_STEP, e.count));
            }
        });
        plot.addListener(SWT.MouseHorizontalWheel, e -> {
            if (!series.isEmpty() && e.count != 0) {
                pan(-e.count);
            }
        });
        plot.addListener(SWT.MouseDoubleClick, e -> wholeRun());
        // a legend of many lines (a queue per port of a big incast) is no key: the user picks the lines to see
        Menu menu = new Menu(plot);
        menu.addListener(SWT.Show, e -> fillSeriesMenu(menu));
        plot.setMenu(menu);
    }

    /** The plot's context menu: a check item per line of the run, and one that shows them all again. */
    private void fillSeriesMenu(Menu menu) {
        for (MenuItem old : menu.getItems()) {
            old.dispose();
        }
        List<ChartSeries> lines = series.stream().filter(ChartSeries::measured).toList();
        MenuItem all = new MenuItem(menu, SWT.PUSH);
        all.setText("Show &All Lines");
        all.setEnabled(!hidden.isEmpty());
        all.addListener(SWT.Selection, e -> {
            hidden.clear();
            applyHidden();
        });
        if (lines.isEmpty()) {
            return;
        }
        new MenuItem(menu, SWT.SEPARATOR);
        for (ChartSeries cs : lines) {
            MenuItem item = new MenuItem(menu, SWT.CHECK);
            item.setText(cs.name().replace("&", "&&"));
            item.setSelection(!hidden.contains(cs.name()));
            item.addListener(SWT.Selection, e -> {
                if (item.getSelection()) {
                    hidden.remove(cs.name());
                } else {
                    hidden.add(cs.name());
                }
                applyHidden();
            });
        }
    }

    /** Hides the lines the user unticked, from the plot and from the legend. */
    private void applyHidden() {
        for (ChartSeries cs : series) {
            if (cs.measured()) {
                ISeries<?> line = chart.getSeriesSet().getSeries(cs.name());
                if (line != null) {
                    line.setVisible(!hidden.contains(cs.name()));
                    line.setVisibleInLegend(!hidden.contains(cs.name()));
                }
            }
        }
        chart.redraw();
    }

    /**
     * Shows {@code factor} times the time span now shown, keeping {@code centerUs} where it is on
     * the axis; never beyond the run nor narrower than a nanosecond.
     */
    public void zoom(double centerUs, double factor) {
        Range r = chart.getAxisSet().getXAxis(0).getRange();
        double span = Math.min(endUs, Math.max(0.001, (r.upper - r.lower) * factor));
        double at = (centerUs - r.lower) / (r.upper - r.lower);
        double lower = Math.max(0, Math.min(endUs - span, centerUs - at * span));
        zoomed = span < endUs;
        showTime(lower, lower + span);
        onZoom.accept(timeShown());
    }

    /** Moves the time shown by {@code steps} tenths of its span (later when positive), within the run. */
    public void pan(int steps) {
        double[] r = timeShown();
        double span = r[1] - r[0];
        double lower = Math.max(0, Math.min(endUs - span, r[0] + steps * span / 10));
        showTime(lower, lower + span);
        onZoom.accept(timeShown());
    }

    /** Shows the time another chart of the view shows: the charts share one time axis. */
    public void showTimeOf(double[] range) {
        double upper = Math.min(range[1], endUs);
        zoomed = upper - range[0] < endUs;
        showTime(range[0], upper);
    }

    /** Told the time shown after the user zoomed or panned: {lower, upper}, µs. */
    public void onZoom(Consumer<double[]> c) {
        onZoom = c;
    }

    /** Back to the whole run. */
    public void wholeRun() {
        zoomed = false;
        showTime(0, endUs);
        onZoom.accept(timeShown());
    }

    private void showTime(double lowerUs, double upperUs) {
        chart.suspendUpdate(true);
        chart.getAxisSet().getXAxis(0).setRange(new Range(lowerUs, upperUs));
        thin();
        chart.suspendUpdate(false);
        chart.redraw();
    }

    /** The time shown, µs: {lower, upper}. */
    public double[] timeShown() {
        Range r = chart.getAxisSet().getXAxis(0).getRange();
        return new double[] {r.lower, r.upper};
    }

    public Chart chart() {
        return chart;
    }

    public ChartPanel panel() {
        return panel;
    }

    /** Told the time (ns) of a click in the plot. */
    public void onClick(Click c) {
        onClick = c;
    }

    /** Shows {@code s}, this chart's series of a run that ends at {@code endNanos}. */
    public void show(List<ChartSeries> s, long endNanos) {
        series = List.copyOf(s);
        endUs = Math.max(endNanos / 1000.0, 0.001);
        chart.suspendUpdate(true);
        for (ISeries<?> old : chart.getSeriesSet().getSeries()) {
            chart.getSeriesSet().deleteSeries(old.getId());
        }
        for (int i = 0; i < series.size(); i++) {
            ChartSeries cs = series.get(i);
            ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet().createSeries(ISeries.SeriesType.LINE, cs.name());
            if (!cs.measured()) {
                line.setLineColor(rgb(THRESHOLD));
                line.setLineStyle(cs.shape() == ChartSeries.Shape.KMIN ? LineStyle.DASH : LineStyle.DASHDOT);
                line.setSymbolType(ILineSeries.PlotSymbolType.NONE);
                continue;
            }
            Color c = color(i);
            line.setLineColor(c);
            line.setSymbolColor(c);
            // past the palette, the colours come round again: the second round dashed, so that no two series look the same
            if (i >= PALETTE.length) {
                line.setLineStyle(LineStyle.DASH);
            }
            switch (cs.shape()) {
                case STEP, PAUSE -> {
                    line.enableStep(true);
                    line.setSymbolType(ILineSeries.PlotSymbolType.NONE);
                    line.setLineWidth(cs.shape() == ChartSeries.Shape.PAUSE ? 3 : 2);
                }
                case MARKS -> {
                    line.setLineStyle(LineStyle.NONE);
                    line.setSymbolType(cs.panel() == ChartPanel.EVENTS && cs.name().startsWith("CNP") ? ILineSeries.PlotSymbolType.TRIANGLE
                            : ILineSeries.PlotSymbolType.DIAMOND);
                    line.setSymbolSize(4);
                }
            }
        }
        Range shown = chart.getAxisSet().getXAxis(0).getRange();
        chart.getAxisSet().getXAxis(0).setRange(zoomed && shown.upper <= endUs ? shown : new Range(0, endUs));
        chart.getPlotArea().setBackgroundText(series.isEmpty() ? panel.empty() : "", chart.getFont(), chart.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        thin();
        applyHidden();
        chart.suspendUpdate(false);
        chart.redraw();
    }

    /** Sets the debugger's current time (ns; -1: none, a run that is over) and the selected event's. */
    public void setTimes(long now, long selected) {
        if (now != nowNanos || selected != selectedNanos) {
            nowNanos = now;
            selectedNanos = selected;
            chart.getPlotArea().getControl().redraw();
        }
    }

    /**
     * The events chart's lanes, 1 apart from the bottom one at 0, with room above the top one for
     * its name over a raised pause band: the room is a text line's height in the plot's pixels.
     */
    private void lanesRange() {
        int lanes = series.stream().mapToInt(ChartSeries::lane).max().orElse(0) + 1;
        Control plot = chart.getPlotArea().getControl();
        GC gc = new GC(plot);
        int line = gc.getFontMetrics().getHeight() + 4;
        gc.dispose();
        int height = plot.getSize().y;
        // the top band's top at lanes - 1 + PAUSE_HEIGHT; above it, a line of text in lane units (the range spans about lanes + 0.5)
        double room = height > 0 ? line * (lanes + 0.5) / height : 0.5;
        chart.getAxisSet().getYAxis(0).setRange(new Range(-0.5, lanes - 1 + PAUSE_HEIGHT + Math.max(0.1, room)));
    }

    /** Each series thinned to the plot's width, with the y range fitted to what shows (the lanes' on the events chart). */
    private void thin() {
        if (series.isEmpty()) {
            return;
        }
        if (panel == ChartPanel.EVENTS) {
            lanesRange();
        }
        int columns = Math.max(1, chart.getPlotArea().getSize().x);
        Range r = chart.getAxisSet().getXAxis(0).getRange();
        double top = 0;
        for (ChartSeries cs : series) {
            double[][] xy = ColumnDecimation.of(cs.timesUs(), cs.values(), r.lower, r.upper, columns);
            double[] y = xy[1];
            if (cs.panel() == ChartPanel.EVENTS) {
                y = y.clone();
                for (int i = 0; i < y.length; i++) {
                    y[i] = cs.lane() + (cs.shape() == ChartSeries.Shape.PAUSE ? y[i] * PAUSE_HEIGHT : 0);
                }
            }
            ISeries<?> s = chart.getSeriesSet().getSeries(cs.name());
            s.setXSeries(xy[0]);
            s.setYSeries(y);
            if (!cs.measured()) {
                continue;
            }
            for (double v : y) {
                top = Math.max(top, v);
            }
        }
        double data = top;
        double kmin = Double.NaN;
        for (ChartSeries cs : series) {
            // a Kmin once the queues come near it, its rule's Kmax (the series after it) once they pass that Kmin: small queues
            // keep their shape, marked ones show their band
            if (cs.shape() == ChartSeries.Shape.KMIN) {
                kmin = cs.values()[0];
                if (kmin <= data * KMIN_REACH) {
                    top = Math.max(top, kmin);
                }
            } else if (cs.shape() == ChartSeries.Shape.KMAX && data > kmin) {
                top = Math.max(top, cs.values()[0]);
            }
        }
        for (ChartSeries cs : series) {
            if (!cs.measured()) {
                // a line out of view takes no room in the legend of a small chart
                chart.getSeriesSet().getSeries(cs.name()).setVisibleInLegend(cs.values()[0] <= top);
            }
        }
        if (panel != ChartPanel.EVENTS) {
            chart.getAxisSet().getYAxis(0).setRange(new Range(0, top <= 0 ? 1 : top * 1.1));
        }
    }

    private Color color(int i) {
        return rgb(PALETTE[i % PALETTE.length]);
    }

    private static Color rgb(int rgb) {
        return new Color(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
    }

    private void paintOver(GC gc) {
        IAxis x = chart.getAxisSet().getXAxis(0);
        Point size = chart.getPlotArea().getSize();
        if (panel == ChartPanel.EVENTS) {
            IAxis y = chart.getAxisSet().getYAxis(0);
            gc.setForeground(chart.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            List<Integer> drawn = new ArrayList<>();
            for (ChartSeries cs : series) {
                if (drawn.contains(cs.lane())) {
                    continue;
                }
                drawn.add(cs.lane());
                // a pause lane's name sits on top of its raised level (that level is "paused"), in the gap below the next lane,
                // on the plot's background so that the trace does not run through it
                double top = cs.shape() == ChartSeries.Shape.PAUSE ? cs.lane() + PAUSE_HEIGHT : cs.lane();
                int py = y.getPixelCoordinate(top) - gc.getFontMetrics().getHeight() - 2;
                Point extent = gc.textExtent(cs.name());
                gc.setBackground(chart.getPlotArea().getBackground());
                gc.fillRectangle(2, py, extent.x + 4, extent.y);
                gc.drawText(cs.name(), 4, py, true);
            }
        }
        labelThresholds(gc, size);
        line(gc, x, size, selectedNanos, SELECTED, 1);
        line(gc, x, size, nowNanos, NOW, 2);
    }

    /** Each threshold line in view named at its right end: "Kmin 100,000 B". */
    private void labelThresholds(GC gc, Point size) {
        IAxis y = chart.getAxisSet().getYAxis(0);
        gc.setForeground(rgb(THRESHOLD));
        for (ChartSeries cs : series) {
            if (cs.measured()) {
                continue;
            }
            int py = y.getPixelCoordinate(cs.values()[0]);
            String label = cs.name().substring(0, Math.max(0, cs.name().indexOf(':')));
            Point extent = gc.textExtent(label);
            if (py >= 0 && py < size.y) {
                // above the line, or below it where the plot's top leaves no room
                gc.drawText(label, size.x - extent.x - 6, py - extent.y - 1 >= 0 ? py - extent.y - 1 : py + 2, true);
            }
        }
    }

    private static void line(GC gc, IAxis x, Point size, long nanos, int rgb, int width) {
        if (nanos < 0) {
            return;
        }
        int px = x.getPixelCoordinate(nanos / 1000.0);
        if (px < 0 || px >= size.x) {
            return;
        }
        Color c = rgb(rgb);
        gc.setForeground(c);
        gc.setLineWidth(width);
        gc.drawLine(px, 0, px, size.y);
        gc.setLineWidth(1);
    }

    /** For tests: the names of the series shown and how many points each draws now. */
    public List<String> shown() {
        List<String> out = new ArrayList<>();
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            out.add(s.getId() + " (" + s.getXSeries().length + " points)");
        }
        return out;
    }

    /** For tests: the names the legend lists. */
    public List<String> legend() {
        List<String> out = new ArrayList<>();
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            if (s.isVisibleInLegend()) {
                out.add(s.getId());
            }
        }
        return out;
    }

    /** For tests: the y axis's range, lowest and highest. */
    public double[] yRange() {
        Range r = chart.getAxisSet().getYAxis(0).getRange();
        return new double[] {r.lower, r.upper};
    }

    public long nowNanos() {
        return nowNanos;
    }

    public long selectedNanos() {
        return selectedNanos;
    }
}
