package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;

/**
 * A link's long-run rate is its bandwidth to one part in a million, at every common Ethernet speed,
 * both for frames queued at once on a NIC's port and for frames a switch's egress sends as the wire
 * frees: the clock counts whole nanoseconds, the wire keeps the fraction (rounding each frame to a
 * nanosecond carried 1082-byte frames at 100.55 Gbit/s on a 100 Gbit/s link).
 */
class LinkRateTest {

    private static final int FRAMES = 100_000;
    /** A 1024-byte RoCEv2 payload's frame; on the wire with preamble, start delimiter, FCS and gap: 1106 bytes. */
    private static final int LENGTH = 1082;
    private static final double[] SPEEDS = {10, 25, 40, 100, 200, 400};

    /** Gbit/s over the frames after the first: the bits that crossed between the first arrival and the last. */
    private static double rate(List<Long> arrivals) {
        double bits = (arrivals.size() - 1) * (double) (LENGTH + Link.WIRE_OVERHEAD_BYTES) * 8;
        return bits / (arrivals.get(arrivals.size() - 1) - arrivals.get(0));
    }

    @Test
    void framesQueuedOnANicsPortLeaveAtTheLinksBandwidth() {
        List<String> off = new ArrayList<>();
        for (double gbps : SPEEDS) {
            Simulation simulation = new Simulation(1);
            Fabric fabric = new Fabric(simulation, new Trace(simulation));
            SwitchBench.Host a = new SwitchBench.Host("a", simulation);
            SwitchBench.Host b = new SwitchBench.Host("b", simulation);
            fabric.connect("l", a.end, b.end, gbps, 500, 0, 0, 0, 0);
            byte[] bytes = new byte[LENGTH];
            for (int i = 0; i < FRAMES; i++) {
                a.end.transmit(new Frame(fabric.nextFrameId(), bytes));
            }
            while (simulation.step()) {
                // to the last arrival
            }
            double measured = rate(b.times);
            if (Math.abs(measured / gbps - 1) > 1e-6) {
                off.add(String.format(Locale.ROOT, "%.0f Gbit/s link carried %.6f Gbit/s", gbps, measured));
            }
        }
        assertEquals(List.of(), off);
    }

    @Test
    void framesASwitchSendsAsTheWireFreesLeaveAtTheLinksBandwidth() {
        List<String> off = new ArrayList<>();
        for (double gbps : SPEEDS) {
            SwitchBench bench = new SwitchBench(1, new SwitchConfig(1L << 40, 1L << 40, new RedMarking(1L << 40, 1L << 40, 0)), gbps, gbps);
            bench.trace.setRetained(false);
            byte[] bytes = SwitchBench.frame(0x02, LENGTH - 58, 0);
            for (int i = 0; i < FRAMES; i++) {
                bench.send(bench.h1, bytes);
            }
            bench.run();
            assertEquals(FRAMES, bench.h3.times.size());
            double measured = rate(bench.h3.times);
            if (Math.abs(measured / gbps - 1) > 1e-6) {
                off.add(String.format(Locale.ROOT, "%.0f Gbit/s link carried %.6f Gbit/s", gbps, measured));
            }
        }
        assertEquals(List.of(), off);
    }
}
