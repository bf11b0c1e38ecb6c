package rdma.workbench.debug.ui.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.TraceEvent;

/** The series of a constructed congestion run: their names, panels, lanes, points and the events they come from. */
class FabricSeriesTest {

    @Test
    void eachQpQueueAndLaneIsASeriesNamedForIt() {
        List<TraceEvent> events = CongestionRun.events();
        List<ChartSeries> s = FabricSeries.of(events, CongestionRun.END);
        assertEquals(List.of("RATES h1 erdma_0 QP 0x11 (DCQCN) STEP 0", "QUEUES leaf1/up p3 STEP 0", "EVENTS ECN marks at leaf1/up p3 MARKS 0",
                "EVENTS CNPs from h3 MARKS 1", "RATES h2 erdma_0 QP 0x12 (HPCC) STEP 0", "WINDOWS h2 erdma_0 QP 0x12 (HPCC) STEP 0",
                "EVENTS leaf1/down1 p3 paused PAUSE 2"),
                s.stream().map(c -> c.panel() + " " + c.name() + " " + c.shape() + " " + c.lane()).toList());
        ChartSeries dcqcn = s.get(0);
        assertArrayEquals(new double[] {10, 20, 30, 60}, dcqcn.timesUs(), "the last rate held to the run's end at 60 µs");
        assertArrayEquals(new double[] {25, 12.5, 18.75, 18.75}, dcqcn.values());
        assertEquals(-1, dcqcn.seqs()[3], "the end point comes from no event");
        assertEquals(events.get(0).seq(), dcqcn.seqs()[0]);
        ChartSeries pause = s.get(6);
        assertArrayEquals(new double[] {1, 0, 0}, pause.values());
        assertArrayEquals(new double[] {40, 45, 60}, pause.timesUs());
        ChartSeries marks = s.get(2);
        assertArrayEquals(new double[] {11, 12}, marks.timesUs(), "markers are not carried to the end");
    }

    @Test
    void aRunWithoutCongestionEventsHasNoSeries() {
        assertEquals(List.of(), FabricSeries.of(List.of(), 1000));
    }
}
