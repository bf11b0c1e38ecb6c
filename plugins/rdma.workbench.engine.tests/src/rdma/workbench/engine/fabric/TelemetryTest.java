package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.congestion.IntHop;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;

/**
 * HPCC's in-band telemetry (Li et al., SIGCOMM 2019, section 3.1): each switch egress port a
 * collecting frame leaves appends one hop — the bytes still queued at the port, the bytes it has
 * transmitted, the time, the link's rate — as metadata beside the unchanged bytes.
 */
class TelemetryTest {

    /** 14 Ethernet + 20 IPv4 + 8 UDP + 12 BTH + 1000 payload + 4 ICRC. */
    private static final int L = 1058;
    /** On the wire with preamble, FCS and gap: 1082 bytes. */
    private static final long W = L + Link.WIRE_OVERHEAD_BYTES;

    private final Simulation simulation = new Simulation(1);
    private final Trace trace = new Trace(simulation);
    private final Fabric fabric = new Fabric(simulation, trace);
    private final SwitchBench.Host h1 = new SwitchBench.Host("h1", simulation);
    private final SwitchBench.Host h3 = new SwitchBench.Host("h3", simulation);

    /** h1 =100G= sw1 =10G= sw2 =40G= h3, no propagation delay: sw1's port to sw2 is the one that queues. */
    TelemetryTest() {
        SwitchNode sw1 = fabric.addSwitch("sw1");
        SwitchNode sw2 = fabric.addSwitch("sw2");
        fabric.connect("l1", h1.end, fabric.switchPort(sw1, "swp1"), 100, 0, 0, 0, 0, 0);
        LinkEnd sw1Out = fabric.switchPort(sw1, "swp2");
        fabric.connect("l2", sw1Out, fabric.switchPort(sw2, "swp1"), 10, 0, 0, 0, 0, 0);
        LinkEnd sw2Out = fabric.switchPort(sw2, "swp2");
        fabric.connect("l3", sw2Out, h3.end, 40, 0, 0, 0, 0, 0);
        sw1.route(AddressKey.of(SwitchBench.RECEIVER), sw1Out);
        sw2.route(AddressKey.of(SwitchBench.RECEIVER), sw2Out);
    }

    private void run() {
        while (simulation.step()) {
            // to the end
        }
    }

    @Test
    void eachSwitchAppendsItsHopWithQueueTransmittedBytesTimeAndRate() {
        byte[] bytes = SwitchBench.frame(0x02, 1000, 1);
        for (int i = 1; i <= 3; i++) {
            h1.end.transmit(new Frame(i, SwitchBench.frame(0x02, 1000, i)).collectingTelemetry());
        }
        h1.end.transmit(new Frame(4, bytes));
        run();
        // serialization: 1082·8 bits at 100G = 86.56 ns, at 10G = 865.6 ns, at 40G = 216.4 ns; the wire keeps the fraction and
        // the clock shows the nearest whole nanosecond. sw1 takes frame 1 at 87 and sends it at once with nothing behind it;
        // frame 2 when frame 1 is off the 10G wire (86.56 + 865.6: 953), frames 3 and 4 queued behind it (2 · 1058 bytes);
        // frame 3 at 952.16 + 865.6 = 1817.76: 1818, with frame 4 behind it. Each leaves sw2 as it arrives (865.6 ns apart at 10G, 216.4 ns to send at 40G): nothing queued there.
        assertEquals(List.of(new IntHop("sw1/swp2", 0, W, 87, 10), new IntHop("sw2/swp2", 0, W, 953, 40)), h3.received.get(0).telemetry());
        assertEquals(List.of(new IntHop("sw1/swp2", 2 * L, 2 * W, 953, 10), new IntHop("sw2/swp2", 0, 2 * W, 1818, 40)),
                h3.received.get(1).telemetry());
        assertEquals(List.of(new IntHop("sw1/swp2", L, 3 * W, 1818, 10), new IntHop("sw2/swp2", 0, 3 * W, 2684, 40)),
                h3.received.get(2).telemetry());
        // a frame whose sender does not run HPCC carries nothing, though it counts in every port's transmitted bytes
        assertEquals(List.of(), h3.received.get(3).telemetry());
        assertEquals(List.of(1L, 2L, 3L, 4L), h3.received.stream().map(Frame::id).toList());
    }

    @Test
    void theBytesOnTheWireStayThoseTheSenderBuilt() {
        byte[] bytes = SwitchBench.frame(0x02, 1000, 1);
        h1.end.transmit(new Frame(1, bytes).collectingTelemetry());
        run();
        Frame arrived = h3.received.get(0);
        assertEquals(2, arrived.telemetry().size());
        assertEquals(HexFormat.of().formatHex(bytes), HexFormat.of().formatHex(arrived.bytes()));
    }

    @Test
    void anAckEchoesTelemetryAndIsNotStampedItself() {
        List<IntHop> echoed = List.of(new IntHop("sw9/swp9", 5, 6, 7, 25));
        h1.end.transmit(new Frame(1, SwitchBench.frame(0x02, 8, 1)).echoing(echoed));
        run();
        assertEquals(echoed, h3.received.get(0).telemetry());
    }
}
