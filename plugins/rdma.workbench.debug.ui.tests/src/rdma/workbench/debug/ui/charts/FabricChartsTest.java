package rdma.workbench.debug.ui.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.eventlog.EventLogView;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;

/** Fabric Charts in the RDMA Debug perspective, under Xvfb (a PFC frame in the ladder and the details: their own tests). */
class FabricChartsTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        project = UiTesting.examples();
        page = UiTesting.page(true);
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    @Test
    void theQueuesOfALeafSpineRunFollowTheDebuggerAndAClickSelectsTheNearestQueueEvent() throws Exception {
        assertNotNull(page.findViewReference(FabricChartsView.ID), "the perspective places Fabric Charts beside the Event Log");
        FabricChartsView charts = (FabricChartsView) page.showView(FabricChartsView.ID);
        EventLogView log = (EventLogView) page.showView(EventLogView.ID);
        // every event listed, whatever filter an earlier test left set (the click selects a queue event there)
        log.setFilter(false, null);
        page.showView(FabricChartsView.ID);
        IFile file = project.getFile("scenarios/leaf-spine-write.rdmaflow");
        ScenarioLaunchShortcut.launch(file, ILaunchManager.DEBUG_MODE);
        waitFor("the session to stop before the first step", () -> session() != null && session().isSuspended());
        SimulationTarget target = session();
        target.runToTime(3_000);
        waitFor("the session to stop near 3 µs (at the last event before)", () -> target.isSuspended() && target.suspendedTime() > 2_000);
        PanelChart queues = charts.chart(ChartPanel.QUEUES);
        waitFor("the charts to show the run near 3 µs", () -> queues.nowNanos() == target.suspendedTime());
        assertEquals(ChartPanel.QUEUES, charts.selectedPanel(), "the first chart with series is shown");
        assertEquals(expectedQueues(log.record()), queues.shown(), "a series per queue, a point per change and one at the run's current end");
        assertTrue(queues.shown().get(0).startsWith("leaf1/up p0 ("), queues.shown().toString());
        assertNull(charts.emptyText());
        // the launch brought the Console to the front of the folder the charts share
        page.showView(FabricChartsView.ID);
        Screenshots.take("fabric-charts-queues-at-3us");

        target.resume();
        waitFor("the run to end", () -> target.isSuspended() && String.valueOf(target.stopReason()).contains("the run is over"));
        waitFor("the charts to show the whole run", () -> log.record() != null && expectedQueues(log.record()).equals(queues.shown())
                && log.record().events().stream().filter(QueueDepth.class::isInstance).count() == 66);
        RunRecord r = log.record();
        assertEquals(List.of("Rates", "Windows", "Queues (" + (queues.shown().size() - 4) + ")", "Marks, CNPs, Pauses"), charts.tabTitles(),
                "the count is of queues, not of the Kmin and Kmax lines");
        double peak = r.events().stream().filter(QueueDepth.class::isInstance).mapToLong(e -> ((QueueDepth) e).bytes()).max().orElseThrow();
        assertEquals(peak * 1.1, queues.yRange()[1], 1e-6, "queues of a few frames keep their shape: the RED lines far above them stay out of view");
        assertTrue(queues.legend().stream().noneMatch(n -> n.startsWith("Kmin") || n.startsWith("Kmax")), "and out of the legend: " + queues.legend());
        QueueDepth second = r.events().stream().filter(QueueDepth.class::isInstance).map(QueueDepth.class::cast).skip(2).findFirst().orElseThrow();
        // the page passes on the selection of the active part, as when the user clicks the chart
        page.activate(charts);
        charts.click(ChartPanel.QUEUES, second.time() + 40);
        drain();
        assertEquals(second.time(), log.selected().time(), "the Event Log selects the queue event nearest the click");
        assertTrue(log.selected() instanceof QueueDepth, log.selected().toString());
        assertEquals(second.time(), queues.selectedNanos());
        page.showView(FabricChartsView.ID);
        Screenshots.take("fabric-charts-queues-whole-run");
    }

    /**
     * "port pN (k points)" per queue of {@code r}: a point per QueueDepth event and one carrying the
     * last depth to the record's end; then the RED lines of the switches whose queues held a frame so
     * far: leaf-spine.rdmatopo's leaves at Kmin 100,000 B and its spine at 150,000 B (Kmax four times
     * Kmin, Pmax 1 %), from start to end, each naming its switches since the two rules differ.
     */
    private static List<String> expectedQueues(RunRecord r) {
        Map<String, Integer> points = new LinkedHashMap<>();
        Set<String> leaves = new LinkedHashSet<>();
        for (TraceEvent e : r.events()) {
            if (e instanceof QueueDepth q) {
                points.merge(q.port() + " p" + q.priority(), 1, Integer::sum);
                if (q.node().startsWith("leaf")) {
                    leaves.add(q.node());
                }
            }
        }
        List<String> out = new ArrayList<>(points.entrySet().stream().map(e -> e.getKey() + " (" + (e.getValue() + 1) + " points)").toList());
        String which = " (" + String.join(", ", leaves) + ")";
        out.addAll(List.of("Kmin 100,000 B: ECN marks start" + which + " (2 points)",
                "Kmax 400,000 B: marked with Pmax 1 %, every frame above" + which + " (2 points)",
                "Kmin 150,000 B: ECN marks start (spine) (2 points)", "Kmax 600,000 B: marked with Pmax 1 %, every frame above (spine) (2 points)"));
        return out;
    }

    @Test
    void ratesWindowsMarksCnpsAndPausesOfAConstructedRun() throws Exception {
        FabricChartsView charts = (FabricChartsView) page.showView(FabricChartsView.ID);
        List<TraceEvent> events = CongestionRun.events();
        RunRecord r = RunRecord.of("constructed congestion", List.of("h1", "h2", "h3"), List.of("leaf1"), events, 35_000, null, Map.of());
        charts.show(r);
        drain();
        assertEquals(List.of("Rates (2)", "Windows (1)", "Queues (1)", "Marks, CNPs, Pauses (3)"), charts.tabTitles());
        assertEquals(List.of("h1 erdma_0 QP 0x11 (DCQCN) (4 points)", "h2 erdma_0 QP 0x12 (HPCC) (3 points)"), charts.chart(ChartPanel.RATES).shown());
        assertEquals(List.of("h2 erdma_0 QP 0x12 (HPCC) (3 points)"), charts.chart(ChartPanel.WINDOWS).shown());
        assertEquals(List.of("ECN marks at leaf1/up p3 (2 points)", "CNPs from h3 (1 points)", "leaf1/down1 p3 paused (3 points)"),
                charts.chart(ChartPanel.EVENTS).shown());
        assertEquals(35_000, charts.chart(ChartPanel.RATES).nowNanos(), "the green line at the run's current time");
        PanelChart queues = charts.chart(ChartPanel.QUEUES);
        assertEquals(List.of("leaf1/up p3 (4 points)", "Kmin 100,000 B: ECN marks start (2 points)", "Kmax 400,000 B: every frame marked (2 points)"),
                queues.shown(), "one switch, one rule: its lines need no switch named");
        assertEquals(440_000, queues.yRange()[1], 1e-6, "the queue passed Kmin (180,000 B): the y axis reaches past Kmax to show the band");
        assertEquals(queues.shown().stream().map(n -> n.substring(0, n.lastIndexOf(" ("))).toList(), queues.legend(), "both lines in the legend");
        charts.selectPanel(ChartPanel.QUEUES);
        Screenshots.take("fabric-charts-queues-kmin-kmax");
        charts.selectPanel(ChartPanel.RATES);
        Screenshots.take("fabric-charts-rates");
        charts.selectPanel(ChartPanel.EVENTS);
        Screenshots.take("fabric-charts-events");
        charts.selectPanel(ChartPanel.WINDOWS);
        Screenshots.take("fabric-charts-windows");
    }

    /** Each rule's Kmax comes into view by its own Kmin: a spine marking far above the leaves does not flatten the leaves' queues. */
    @Test
    void eachKmaxComesIntoViewByItsOwnKmin() throws Exception {
        FabricChartsView charts = (FabricChartsView) page.showView(FabricChartsView.ID);
        List<TraceEvent> events = List.of(new QueueDepth(new Stamp(0, 1_000, -1), "leaf1", 1, "leaf1/up", 0, 120_000, 80, 100_000, 400_000),
                new QueueDepth(new Stamp(1, 2_000, -1), "spine", 2, "spine/down1", 0, 3_000, 2, 1_000_000, 4_000_000),
                new QueueDepth(new Stamp(2, 3_000, -1), "leaf1", 3, "leaf1/up", 0, 0, 0, 100_000, 400_000));
        charts.show(RunRecord.of("two rules", List.of(), List.of("leaf1", "spine"), events, -1, null, Map.of()));
        drain();
        PanelChart queues = charts.chart(ChartPanel.QUEUES);
        assertEquals(440_000, queues.yRange()[1], 1e-6, "the leaves' band (their queue passed their Kmin), not the spine's 4 MB Kmax");
        assertEquals(List.of("leaf1/up p0", "spine/down1 p0", "Kmin 100,000 B: ECN marks start (leaf1)", "Kmax 400,000 B: every frame marked (leaf1)"),
                queues.legend(), "the spine's lines are out of view, and out of the legend");
    }

    @Test
    void aRunWithoutCongestionSaysWhatWouldFillTheCharts() throws Exception {
        FabricChartsView charts = (FabricChartsView) page.showView(FabricChartsView.ID);
        Session s = ScenarioSource.read(project.getFile("scenarios/rc-send-recv.rdmaflow").getFullPath().toString()).load(null);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        charts.show(RunRecord.of("rc-send-recv", List.of("host1", "host2"), List.of(), s.trace().events(), -1, null, Map.of()));
        drain();
        assertEquals("No congestion in this run: queues, rates and pauses appear here when switches queue frames or NICs run DCQCN or HPCC.",
                charts.emptyText());
        Screenshots.take("fabric-charts-empty");
    }
}
