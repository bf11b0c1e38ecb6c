package rdma.workbench.debug.ui.charts;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A congestion run made of events, as the DCQCN, HPCC and PFC engines will report one (they do not
 * emit these events yet): a DCQCN QP cut by a CNP and recovering, an HPCC QP with its window, a
 * queue that fills and is marked, a CNP, and a port paused for 5 µs. Sequence numbers are the
 * events' places in the list, as in a record.
 */
public final class CongestionRun {

    /** When the run ends (ns). */
    public static final long END = 60_000;

    private CongestionRun() {
    }

    public static List<TraceEvent> events() {
        List<TraceEvent> e = new ArrayList<>();
        e.add(new RateChanged(at(e, 10_000), "h1", "erdma_0", 0x11, "DCQCN", 25, 25, -1, 1, Double.NaN, "QP ready: line rate"));
        e.add(new QueueDepth(at(e, 10_500), "leaf1", 1, "leaf1/up", 3, 120_000, 80, 100_000, 400_000));
        e.add(new FrameMarked(at(e, 11_000), "leaf1", 2, "leaf1/up", 3, 150_000, 0.0017));
        e.add(new QueueDepth(at(e, 11_500), "leaf1", 3, "leaf1/up", 3, 180_000, 120, 100_000, 400_000));
        e.add(new FrameMarked(at(e, 12_000), "leaf1", 4, "leaf1/up", 3, 180_000, 0.0027));
        PacketSent cnp = new PacketSent(at(e, 15_000), "h3", "erdma_0", 0x13, 5, "h3/erdma_0/p1",
                RocePacket.of(Bth.of(Opcode.CNP, 0x11, 0, false), new byte[0]), new byte[0], "ECN CE seen", false);
        e.add(cnp);
        e.add(new RateChanged(at(e, 20_000), "h1", "erdma_0", 0x11, "DCQCN", 12.5, 25, -1, 1, Double.NaN, "CNP"));
        e.add(new QueueDepth(at(e, 25_000), "leaf1", 3, "leaf1/up", 3, 40_000, 27, 100_000, 400_000));
        e.add(new RateChanged(at(e, 30_000), "h1", "erdma_0", 0x11, "DCQCN", 18.75, 25, -1, 0.99, Double.NaN, "rate-increase timer"));
        e.add(new RateChanged(at(e, 32_000), "h2", "erdma_0", 0x12, "HPCC", 20, 20, 50_000, Double.NaN, 0.97, "ACK telemetry"));
        e.add(new PauseStateChanged(at(e, 40_000), "leaf1", 6, "leaf1/down1", 3, true, 45_000));
        e.add(new RateChanged(at(e, 42_000), "h2", "erdma_0", 0x12, "HPCC", 22.5, 22.5, 56_250, Double.NaN, 0.9, "ACK telemetry"));
        e.add(new PauseStateChanged(at(e, 45_000), "leaf1", -1, "leaf1/down1", 3, false, 0));
        e.add(new QueueDepth(at(e, 50_000), "leaf1", 7, "leaf1/up", 3, 0, 0, 100_000, 400_000));
        return e;
    }

    private static Stamp at(List<TraceEvent> e, long time) {
        return new Stamp(e.size(), time, -1);
    }
}
