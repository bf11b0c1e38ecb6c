package rdma.workbench.debug.ui.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;

/** The series of a constructed congestion run: their names, panels, lanes, points and the events they come from. */
class FabricSeriesTest {

    @Test
    void eachQpQueueAndLaneIsASeriesNamedForIt() {
        List<TraceEvent> events = CongestionRun.events();
        List<ChartSeries> s = FabricSeries.of(events, CongestionRun.END);
        assertEquals(List.of("RATES h1 erdma_0 QP 0x11 (DCQCN) STEP 0", "QUEUES leaf1/up p3 STEP 0", "EVENTS ECN marks at leaf1/up p3 MARKS 0",
                "EVENTS CNPs from h3 MARKS 1", "RATES h2 erdma_0 QP 0x12 (HPCC) STEP 0", "WINDOWS h2 erdma_0 QP 0x12 (HPCC) STEP 0",
                "EVENTS leaf1/down1 p3 paused PAUSE 2", "QUEUES Kmin 100,000 B: ECN marks start KMIN 0", "QUEUES Kmax 400,000 B: every frame marked KMAX 0"),
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

    /** Before its first rate change a QP sent at line rate: its rate line starts at its first packet, at the target of that change. */
    @Test
    void aRateLineStartsAtTheQpsFirstPacketAtTheRateTheFirstChangeLeft() {
        PacketSent write = new PacketSent(new Stamp(0, 2_000, -1), "h1", "erdma_0", 0x11, 1, "h1/erdma_0/p1",
                RocePacket.of(Bth.of(Opcode.RC_SEND_ONLY, 0x12, 0, false), new byte[0]), new byte[0], "wr_id 1 SEND", false);
        PacketSent other = new PacketSent(new Stamp(1, 1_000, -1), "h1", "erdma_0", 0x99, 2, "h1/erdma_0/p1",
                RocePacket.of(Bth.of(Opcode.RC_SEND_ONLY, 0x12, 0, false), new byte[0]), new byte[0], "another QP", false);
        RateChanged cut = new RateChanged(new Stamp(2, 5_000, -1), "h1", "erdma_0", 0x11, "DCQCN", 12.5, 25, -1, 1, Double.NaN, "CNP");
        ChartSeries rate = FabricSeries.of(List.of(other, write, cut), 8_000).get(0);
        assertArrayEquals(new double[] {2, 5, 8}, rate.timesUs(), "from the QP's own first packet, not another QP's");
        assertArrayEquals(new double[] {25, 12.5, 12.5}, rate.values());
        assertArrayEquals(new long[] {0, 2, -1}, rate.seqs(), "clicking the start selects that first packet");
    }

    @Test
    void aSwitchWhosePrioritiesHaveTheirOwnProfilesNamesThePrioritiesAndPmax() {
        List<TraceEvent> events = List.of(new QueueDepth(new Stamp(0, 1_000, -1), "leaf1", 1, "leaf1/up", 3, 2_000, 2, 5_000, 200_000, 0.01),
                new QueueDepth(new Stamp(1, 2_000, -1), "leaf1", 2, "leaf1/up", 0, 2_000, 2, 150_000, 600_000, 0.1),
                new QueueDepth(new Stamp(2, 3_000, -1), "leaf1", 3, "leaf1/up", 3, 1_000, 1, 5_000, 200_000, 0.01));
        List<ChartSeries> lines = FabricSeries.of(events, 9_000).stream().filter(c -> !c.measured()).toList();
        assertEquals(List.of("Kmin 5,000 B: ECN marks start (leaf1 p3)", "Kmax 200,000 B: marked with Pmax 1 %, every frame above (leaf1 p3)",
                "Kmin 150,000 B: ECN marks start (leaf1 p0)", "Kmax 600,000 B: marked with Pmax 10 %, every frame above (leaf1 p0)"),
                lines.stream().map(ChartSeries::name).toList());
    }

    @Test
    void kminAndKmaxAreLinesAcrossTheRunNamingTheSwitchesWhenTheirRulesDiffer() {
        List<TraceEvent> events = List.of(new QueueDepth(new Stamp(0, 1_000, -1), "leaf1", 1, "leaf1/up", 0, 2_000, 2, 100_000, 400_000),
                new QueueDepth(new Stamp(1, 2_000, -1), "spine", 1, "spine/down1", 0, 2_000, 2, 150_000, 600_000),
                new QueueDepth(new Stamp(2, 3_000, -1), "leaf2", 2, "leaf2/up", 0, 1_000, 1, 100_000, 400_000),
                new QueueDepth(new Stamp(3, 4_000, -1), "leaf3", 3, "leaf3/up", 0, 1_000, 1, -1, -1));
        List<ChartSeries> lines = FabricSeries.of(events, 9_000).stream().filter(c -> !c.measured()).toList();
        assertEquals(List.of("Kmin 100,000 B: ECN marks start (leaf1, leaf2)", "Kmax 400,000 B: every frame marked (leaf1, leaf2)",
                "Kmin 150,000 B: ECN marks start (spine)", "Kmax 600,000 B: every frame marked (spine)"), lines.stream().map(ChartSeries::name).toList(),
                "a switch whose rule the run did not record (leaf3, saved before) draws none");
        assertArrayEquals(new double[] {0, 9}, lines.get(2).timesUs(), "from the start of the run to its end");
        assertArrayEquals(new double[] {150_000, 150_000}, lines.get(2).values());
        assertArrayEquals(new long[] {-1, -1}, lines.get(2).seqs(), "no event to select");
    }

    @Test
    void aRunWithoutCongestionEventsHasNoSeries() {
        assertEquals(List.of(), FabricSeries.of(List.of(), 1000));
    }
}
