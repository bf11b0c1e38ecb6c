package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A test bench around one switch: senders h1, h2 on ports swp1, swp2 and a receiver h3 on swp3
 * (10.0.0.3), each host a plain frame sink that records what reaches it and when.
 */
final class SwitchBench {

    static final byte[] MAC = {2, 0, 0, 0, 0, 1};
    static final byte[] RECEIVER = {10, 0, 0, 3};

    /** A host port that keeps the frames that reach it. */
    static final class Host implements FrameSink {
        final String name;
        final LinkEnd end;
        final List<Frame> received = new ArrayList<>();
        final List<Long> times = new ArrayList<>();
        private final Simulation simulation;

        Host(String name, Simulation simulation) {
            this.name = name;
            this.simulation = simulation;
            this.end = new LinkEnd(name + "/p1", this);
        }

        @Override
        public void receive(Frame frame, LinkEnd in) {
            received.add(frame);
            times.add(simulation.now());
        }

        @Override
        public String nodeName() {
            return name;
        }
    }

    final Simulation simulation;
    final Trace trace;
    final Fabric fabric;
    final SwitchNode sw;
    final Host h1;
    final Host h2;
    final Host h3;

    /** Hosts attach at {@code inGbps}; the receiver's link runs at {@code outGbps}; no propagation delay. */
    SwitchBench(long seed, SwitchConfig config, double inGbps, double outGbps) {
        simulation = new Simulation(seed);
        trace = new Trace(simulation);
        trace.setRetained(true);
        fabric = new Fabric(simulation, trace);
        sw = fabric.addSwitch("sw1");
        h1 = new Host("h1", simulation);
        h2 = new Host("h2", simulation);
        h3 = new Host("h3", simulation);
        fabric.connect("l1", h1.end, fabric.switchPort(sw, "swp1"), inGbps, 0, 0, 0, 0, 0);
        fabric.connect("l2", h2.end, fabric.switchPort(sw, "swp2"), inGbps, 0, 0, 0, 0, 0);
        LinkEnd out = fabric.switchPort(sw, "swp3");
        fabric.connect("l3", h3.end, out, outGbps, 0, 0, 0, 0, 0);
        sw.configure(config);
        sw.route(AddressKey.of(RECEIVER), out);
    }

    /** An RC SEND_ONLY frame of {@code payload} bytes to the receiver with this IPv4 TOS (DSCP << 2 | ECN). */
    static byte[] frame(int tos, int payload, int psn) {
        RoceFrame f = new RoceFrame(new Ethernet(MAC, MAC, null), new IpHeader.V4(new byte[] {10, 0, 0, 1}, RECEIVER, tos, 64, psn), 0xC000,
                RocePacket.of(Bth.of(Opcode.RC_SEND_ONLY, 0x11, psn, true), new byte[payload]));
        return FrameCodec.encode(f);
    }

    /** {@code from} sends {@code bytes} now (the link serializes them after what it already sends). */
    Frame send(Host from, byte[] bytes) {
        Frame f = new Frame(fabric.nextFrameId(), bytes);
        from.end.transmit(f);
        return f;
    }

    void run() {
        while (simulation.step()) {
            // every event to the end
        }
    }
}
