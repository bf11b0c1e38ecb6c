package rdma.workbench.debug.ui.charts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.RunViewPart;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.ui.HelpContexts;

/**
 * Fabric Charts: congestion over simulated time — each QP's rate and window, each switch queue's
 * depth, and the ECN marks, CNPs and pauses — a tab per chart. The green line is the debugger's
 * current time, the amber one the event selected in another packet view; clicking a chart selects
 * the charted event nearest that time in the Event Log, the ladder and the details.
 */
public final class FabricChartsView extends RunViewPart {

    public static final String ID = "rdma.workbench.debug.ui.fabricCharts";
    static final String NOTHING = "No congestion in this run: queues, rates and pauses appear here when switches queue frames or NICs run DCQCN or HPCC.";

    private Composite stack;
    private Label empty;
    private CTabFolder tabs;
    private final Map<ChartPanel, PanelChart> charts = new EnumMap<>(ChartPanel.class);
    private final Map<ChartPanel, CTabItem> items = new EnumMap<>(ChartPanel.class);
    private RunRecord record;
    private List<ChartSeries> series = List.of();
    /** Whether this run's time range is chosen: by the user's zoom or pan, or once when the run was over, on its congestion. */
    private boolean rangeChosen;

    @Override
    protected String helpContext() {
        return HelpContexts.FABRIC_CHARTS;
    }

    @Override
    protected void createContent(Composite parent) {
        stack = new Composite(parent, SWT.NONE);
        StackLayout layout = new StackLayout();
        stack.setLayout(layout);
        Composite message = new Composite(stack, SWT.NONE);
        message.setLayout(new GridLayout(1, false));
        empty = new Label(message, SWT.WRAP);
        empty.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        empty.setText("Select a run in the Debug view: its congestion shows here.");
        tabs = new CTabFolder(stack, SWT.TOP | SWT.BORDER);
        for (ChartPanel p : ChartPanel.values()) {
            CTabItem item = new CTabItem(tabs, SWT.NONE);
            item.setText(p.title());
            PanelChart chart = new PanelChart(tabs, p);
            chart.onClick((t, lane) -> clicked(p, t, lane));
            chart.onZoom(range -> {
                rangeChosen = true;
                charts.values().stream().filter(c -> c != chart).forEach(c -> c.showTimeOf(range));
            });
            item.setControl(chart.chart());
            charts.put(p, chart);
            items.put(p, item);
        }
        tabs.setSelection(0);
        layout.topControl = message;
    }

    @Override
    protected void show(RunRecord r) {
        boolean sameRun = r.sameRunAs(record);
        record = r;
        series = FabricSeries.of(r.events(), r.endTime());
        StackLayout layout = (StackLayout) stack.getLayout();
        if (series.isEmpty()) {
            empty.setText(NOTHING);
            layout.topControl = empty.getParent();
            stack.layout(true, true);
            setContentDescription(r.title());
            return;
        }
        ChartPanel firstFilled = null;
        for (ChartPanel p : ChartPanel.values()) {
            List<ChartSeries> mine = series.stream().filter(s -> s.panel() == p).toList();
            charts.get(p).show(mine, r.endTime());
            charts.get(p).setTimes(r.now(), -1);
            long measured = mine.stream().filter(ChartSeries::measured).count();
            items.get(p).setText(p.title() + (measured == 0 ? "" : " (" + measured + ")"));
            if (firstFilled == null && !mine.isEmpty()) {
                firstFilled = p;
            }
        }
        if (!sameRun || charts.get(selected()).chart().getSeriesSet().getSeries().length == 0) {
            tabs.setSelection(items.get(firstFilled));
        }
        if (!sameRun) {
            rangeChosen = false;
        }
        if (r.now() < 0 && !rangeChosen) {
            // a run that is over opens where its congestion is, as a user would zoom to it first
            rangeChosen = true;
            double[] window = CongestionWindow.of(series, r.endTime() / 1000.0);
            if (window != null) {
                charts.values().forEach(c -> c.showTimeOf(window));
            }
        }
        layout.topControl = tabs;
        stack.layout(true, true);
        setContentDescription(r.title() + (r.now() >= 0 ? String.format(Locale.ROOT, ", at %.3f \u00b5s", r.now() / 1000.0) : ", run over")
                + " \u2014 click: the nearest event; wheel: zoom in time; Shift+wheel: earlier or later; double-click: the whole run");
    }

    @Override
    protected void follow(RunPoint point) {
        if (point.record() != record || point.event() == null) {
            return;
        }
        for (PanelChart c : charts.values()) {
            c.setTimes(record.now(), point.event().time());
        }
    }

    /**
     * The charted event of panel {@code p} nearest {@code nanos}: selected here, and in the other
     * packet views. On the events chart, the nearest on the lane clicked ({@code lane}, when it has
     * one): a CNP clicked is the CNP, not a mark a moment earlier on another lane.
     */
    private void clicked(ChartPanel p, long nanos, int lane) {
        TraceEvent nearest = null;
        long best = Long.MAX_VALUE;
        boolean laneHasSeries = series.stream().anyMatch(s -> s.panel() == p && s.lane() == lane);
        for (ChartSeries s : series) {
            if (s.panel() != p || laneHasSeries && s.lane() != lane) {
                continue;
            }
            int i = nearestIndex(s.timesUs(), nanos / 1000.0);
            for (int k = Math.max(0, i - 1); k <= Math.min(s.size() - 1, i + 1); k++) {
                long seq = s.seqs()[k];
                if (seq < 0 || seq >= record.events().size()) {
                    continue;
                }
                TraceEvent e = record.events().get((int) seq);
                long d = Math.abs(e.time() - nanos);
                if (d < best) {
                    best = d;
                    nearest = e;
                }
            }
        }
        if (nearest != null) {
            for (PanelChart c : charts.values()) {
                c.setTimes(record.now(), nearest.time());
            }
            publish(RunPoint.ofEvent(record, nearest));
        }
    }

    /** The index of the first time at or after {@code t}, clamped to the array. */
    private static int nearestIndex(double[] times, double t) {
        int i = Arrays.binarySearch(times, t);
        if (i < 0) {
            i = -i - 1;
        }
        return Math.min(Math.max(0, i), Math.max(0, times.length - 1));
    }

    private ChartPanel selected() {
        for (Map.Entry<ChartPanel, CTabItem> e : items.entrySet()) {
            if (e.getValue() == tabs.getSelection()) {
                return e.getKey();
            }
        }
        return ChartPanel.RATES;
    }

    @Override
    public void setFocus() {
        tabs.setFocus();
    }

    /** For tests: the chart of {@code p}, the selected tab, the empty-state text when it shows. */
    PanelChart chart(ChartPanel p) {
        return charts.get(p);
    }

    ChartPanel selectedPanel() {
        return selected();
    }

    String emptyText() {
        return ((StackLayout) stack.getLayout()).topControl == tabs ? null : empty.getText();
    }

    List<String> tabTitles() {
        List<String> out = new ArrayList<>();
        for (CTabItem i : tabs.getItems()) {
            out.add(i.getText());
        }
        return out;
    }

    void selectPanel(ChartPanel p) {
        tabs.setSelection(items.get(p));
    }

    /** Clicks chart {@code p} at {@code nanos}, as a user would. */
    void click(ChartPanel p, long nanos) {
        clicked(p, nanos, -1);
    }

    /** Clicks the events chart at {@code nanos} on {@code lane}. */
    void click(long nanos, int lane) {
        clicked(ChartPanel.EVENTS, nanos, lane);
    }
}
