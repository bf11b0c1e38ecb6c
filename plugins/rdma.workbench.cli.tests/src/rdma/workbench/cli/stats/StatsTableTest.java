package rdma.workbench.cli.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;

/** Each table's header and the exact row of each kind of event, with the RFC 4180 quoting of a field holding a comma or a quote. */
class StatsTableTest {

    private static Stamp at(long time) {
        return new Stamp(7, time, -1);
    }

    @Test
    void theHeaders() {
        assertEquals("time_ns,switch,port,priority,bytes,frames,kmin_bytes,kmax_bytes", StatsTable.QUEUES.header());
        assertEquals("time_ns,host,device,qpn,algorithm,rate_gbps,target_gbps,window_bytes,alpha,utilization,why", StatsTable.RATES.header());
        assertEquals("time_ns,switch,port,priority,frame_id,queue_bytes,probability", StatsTable.MARKS.header());
        assertEquals("time_ns,host,device,qpn,dest_qpn,frame_id", StatsTable.CNPS.header());
        assertEquals("time_ns,node,port,priority,paused,until_ns", StatsTable.PAUSES.header());
    }

    @Test
    void aQueueDepthNamesThePortWithinItsSwitch() {
        QueueDepth q = new QueueDepth(at(1659), "leaf1", 1, "leaf1/up", 3, 1098, 1, 100_000, 400_000);
        assertEquals(Optional.of(StatsTable.QUEUES), StatsTable.of(q));
        assertEquals("1659,leaf1,up,3,1098,1,100000,400000", StatsTable.QUEUES.row(q), "with the switch's RED thresholds");
    }

    @Test
    void aDcqcnRateHasAlphaAndNoWindowAndTheReasonIsQuotedForItsComma() {
        RateChanged r = new RateChanged(at(120_000), "h1", "mlx5_0", 0x11, "DCQCN", 12.5, 25.0, -1, 0.00390625, Double.NaN,
                "CNP, rate cut by alpha/2");
        assertEquals("120000,h1,mlx5_0,17,DCQCN,12.5,25.0,,0.00390625,,\"CNP, rate cut by alpha/2\"", StatsTable.RATES.row(r));
    }

    @Test
    void anHpccRateHasAWindowAndAUtilizationAndAQuoteIsDoubled() {
        RateChanged r = new RateChanged(at(5), "h2", "erdma_0", 1, "HPCC", 23.75, 23.75, 61_440, Double.NaN, 0.95, "ACK's \"INT\"");
        assertEquals("5,h2,erdma_0,1,HPCC,23.75,23.75,61440,,0.95,\"ACK's \"\"INT\"\"\"", StatsTable.RATES.row(r));
    }

    @Test
    void aMarkAPauseAndAResume() {
        assertEquals("900,spine,leaf2,0,42,160000,0.0033333",
                StatsTable.MARKS.row(new FrameMarked(at(900), "spine", 42, "spine/leaf2", 0, 160_000, 0.0033333)));
        assertEquals("1000,leaf1,down1,3,true,4355",
                StatsTable.PAUSES.row(new PauseStateChanged(at(1000), "leaf1", 9, "leaf1/down1", 3, true, 4355)));
        assertEquals("4355,h1,erdma_0/p1,3,false,",
                StatsTable.PAUSES.row(new PauseStateChanged(at(4355), "h1", -1, "h1/erdma_0/p1", 3, false, 0)));
    }

    @Test
    void aCnpIsARowAndOtherPacketsAreNot() {
        PacketSent cnp = new PacketSent(at(2000), "h2", "erdma_0", 0x12, 31, "h2/erdma_0/p1", RocePacket.of(Bth.of(Opcode.CNP, 0x11, 0, false), new byte[0]),
                new byte[0], "ECN CE seen", false);
        assertEquals(Optional.of(StatsTable.CNPS), StatsTable.of(cnp));
        assertEquals("2000,h2,erdma_0,18,17,31", StatsTable.CNPS.row(cnp));
        PacketSent send = new PacketSent(at(2000), "h1", "erdma_0", 0x11, 30, "h1/erdma_0/p1",
                RocePacket.of(Bth.of(Opcode.RC_SEND_ONLY, 0x12, 0, true), new byte[4]), new byte[0], "post_send", false);
        assertEquals(Optional.empty(), StatsTable.of(send));
        assertTrue(StatsTable.of(new StepStarted(at(0), "h1", "p", "s", "AllocPd")).isEmpty());
    }
}
