package rdma.workbench.debug.ui.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.ExampleRuns;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.wire.Opcode;

/**
 * The bundled congestion examples, run to their end, in Fabric Charts: the DCQCN incast's rates,
 * queue and CNPs, the HPCC incast's windows and empty queue (their frames in the Packet Ladder:
 * PacketLadderViewTest). The screenshots are the ones the issue asks to look at.
 */
class CongestionExamplesChartsTest {

    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(true);
    }

    /** The view was shown records of its own: closed, so that the next test's views follow its debug session again. */
    @AfterEach
    void cleanUp() throws Exception {
        IViewReference v = page.findViewReference(FabricChartsView.ID);
        if (v != null) {
            page.setPartState(v, IWorkbenchPage.STATE_RESTORED);
            page.hideView(v);
        }
        UiTesting.cleanUp(page);
    }

    private RunRecord run(String name) throws Exception {
        return ExampleRuns.toEnd(name, 1L);
    }

    /** The view filling the window, as a user looking at a chart would make it (double-click on its tab). */
    private void maximize(String id) {
        page.setPartState(page.findViewReference(id), IWorkbenchPage.STATE_MAXIMIZED);
        drain();
    }

    @Test
    void theDcqcnIncastChartsFourRatesTheBottleneckQueueAndItsMarksAndCnps() throws Exception {
        FabricChartsView charts = (FabricChartsView) page.showView(FabricChartsView.ID);
        RunRecord record = run("incast-dcqcn");
        charts.show(record);
        drain();
        List<String> rates = charts.chart(ChartPanel.RATES).shown();
        assertEquals(4, rates.size(), rates.toString());
        assertTrue(rates.stream().allMatch(s -> s.contains("(DCQCN)")), rates.toString());
        assertEquals(List.of(), charts.chart(ChartPanel.WINDOWS).shown(), "DCQCN has no window");
        assertTrue(charts.chart(ChartPanel.QUEUES).shown().stream().anyMatch(s -> s.startsWith("leaf2/")), charts.chart(ChartPanel.QUEUES).shown().toString());
        List<String> events = charts.chart(ChartPanel.EVENTS).shown();
        assertTrue(events.stream().anyMatch(s -> s.startsWith("ECN marks at ")) && events.stream().anyMatch(s -> s.startsWith("CNPs from h5")),
                events.toString());
        maximize(FabricChartsView.ID);
        charts.selectPanel(ChartPanel.RATES);
        Screenshots.take("incast-dcqcn-rates");
        // the incast's story is its first millisecond of a 24 ms run: the charts open on it, the mouse wheel zooms in around the
        // pointer, a double-click shows it all
        PanelChart rateChart = charts.chart(ChartPanel.RATES);
        double end = record.endTime() / 1000.0;
        assertTrue(rateChart.timeShown()[0] < 1 && rateChart.timeShown()[1] < end / 10,
                "a run that is over opens on its congestion: " + rateChart.timeShown()[0] + " .. " + rateChart.timeShown()[1] + " of " + end + " us");
        assertEquals(rateChart.timeShown()[1], charts.chart(ChartPanel.EVENTS).timeShown()[1], 0.001, "every chart alike");
        Control plot = rateChart.chart().getPlotArea().getControl();
        for (int notch = 0; notch < 20 && rateChart.timeShown()[1] > 1_000; notch++) {
            Event wheel = new Event();
            wheel.x = rateChart.chart().getAxisSet().getXAxis(0).getPixelCoordinate(0);
            wheel.count = 1;
            plot.notifyListeners(SWT.MouseVerticalWheel, wheel);
        }
        drain();
        assertEquals(0, rateChart.timeShown()[0], 1, "zoomed in at the run's start");
        assertTrue(rateChart.timeShown()[1] <= 1_000 && rateChart.timeShown()[1] > 500, "about the first millisecond: " + rateChart.timeShown()[1]);
        Screenshots.take("incast-dcqcn-rates-first-ms");
        double[] shown = rateChart.timeShown();
        assertEquals(shown[1], charts.chart(ChartPanel.QUEUES).timeShown()[1], 0.001, "the charts share one time axis");
        Event shiftWheel = new Event();
        shiftWheel.count = -1;
        shiftWheel.stateMask = SWT.SHIFT;
        plot.notifyListeners(SWT.MouseVerticalWheel, shiftWheel);
        assertEquals(shown[0] + (shown[1] - shown[0]) / 10, rateChart.timeShown()[0], 0.001, "Shift+wheel down: a tenth later");
        assertEquals(rateChart.timeShown()[0], charts.chart(ChartPanel.EVENTS).timeShown()[0], 0.001);
        plot.notifyListeners(SWT.MouseDoubleClick, new Event());
        assertEquals(end, rateChart.timeShown()[1], 0.001, "a double-click shows the whole run again");
        assertEquals(0, charts.chart(ChartPanel.QUEUES).timeShown()[0], 0.001, "on every chart");
        charts.selectPanel(ChartPanel.QUEUES);
        Screenshots.take("incast-dcqcn-queues");
        charts.selectPanel(ChartPanel.EVENTS);
        Screenshots.take("incast-dcqcn-marks-cnps");
        // a click on the CNP lane selects the CNP, not the ECN mark a moment before it on its own lane
        PacketSent cnp = record.events().stream().filter(e -> e instanceof PacketSent p && p.packet().opcode() == Opcode.CNP).map(PacketSent.class::cast)
                .findFirst().orElseThrow();
        FrameMarked markBefore = record.events().stream().filter(FrameMarked.class::isInstance).map(FrameMarked.class::cast)
                .filter(m -> m.time() <= cnp.time()).reduce((a, b) -> b).orElseThrow();
        assertTrue(cnp.time() - markBefore.time() < 1_000, "a mark less than a microsecond before the CNP: " + markBefore);
        int cnpLane = FabricSeries.of(record.events(), record.endTime()).stream().filter(c -> c.name().startsWith("CNPs from")).findFirst()
                .orElseThrow().lane();
        page.activate(charts);
        charts.click(markBefore.time(), cnpLane);
        drain();
        assertEquals(cnp.time(), charts.chart(ChartPanel.EVENTS).selectedNanos(), "the CNP, on the lane clicked");
    }

    @Test
    void theHpccIncastChartsFourWindowsAndAQueueNearEmpty() throws Exception {
        FabricChartsView charts = (FabricChartsView) page.showView(FabricChartsView.ID);
        charts.show(run("incast-hpcc"));
        drain();
        List<String> windows = charts.chart(ChartPanel.WINDOWS).shown();
        assertEquals(4, windows.size(), windows.toString());
        assertTrue(windows.stream().allMatch(s -> s.contains("(HPCC)")), windows.toString());
        maximize(FabricChartsView.ID);
        charts.selectPanel(ChartPanel.WINDOWS);
        Screenshots.take("incast-hpcc-windows");
        charts.selectPanel(ChartPanel.RATES);
        Screenshots.take("incast-hpcc-rates");
        charts.selectPanel(ChartPanel.QUEUES);
        Screenshots.take("incast-hpcc-queues");
    }
}
