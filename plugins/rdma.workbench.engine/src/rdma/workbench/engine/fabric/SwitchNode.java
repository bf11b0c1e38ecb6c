package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.engine.simulation.SeededRandom;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.wire.Ecn;

/**
 * A store-and-forward switch with an output-queued shared buffer: a frame leaves through the port
 * its destination IP is routed to, after waiting in that port's queue of its priority. A frame that
 * does not fit its queue or the shared buffer is tail-dropped (there is no PFC yet); one that finds
 * its queue between Kmin and Kmax may be marked CE (see {@link RedMarking}).
 */
public final class SwitchNode implements FrameSink {

    private final Fabric fabric;
    private final String name;
    private final Simulation simulation;
    private final Trace trace;
    private final SeededRandom marks;
    private final List<LinkEnd> ports = new ArrayList<>();
    private final Map<LinkEnd, EgressPort> egress = new HashMap<>();
    private final Map<AddressKey, LinkEnd> routes = new HashMap<>();
    private SwitchConfig config = SwitchConfig.defaults();
    private SharedBuffer buffer = new SharedBuffer(config.bufferBytes());

    SwitchNode(Fabric fabric, String name, Simulation simulation, Trace trace) {
        this.fabric = fabric;
        this.name = name;
        this.simulation = simulation;
        this.trace = trace;
        // its own seeded source: the same seed marks the same frames
        this.marks = simulation.random("switch " + name + " ECN");
    }

    @Override
    public String nodeName() {
        return name;
    }

    /** Sets the buffer, queue limit and marking; before any frame arrives. */
    public void configure(SwitchConfig c) {
        config = c;
        buffer = new SharedBuffer(c.bufferBytes());
        for (LinkEnd e : ports) {
            egress.put(e, new EgressPort(name, e, simulation, trace, buffer));
        }
    }

    public SwitchConfig config() {
        return config;
    }

    LinkEnd addPort(String portName) {
        LinkEnd end = new LinkEnd(name + "/" + portName, this);
        ports.add(end);
        egress.put(end, new EgressPort(name, end, simulation, trace, buffer));
        return end;
    }

    List<LinkEnd> ports() {
        return ports;
    }

    void route(AddressKey address, LinkEnd via) {
        routes.putIfAbsent(address, via);
    }

    /** The port frames to {@code address} leave through, or null when there is no route. */
    LinkEnd routeTo(AddressKey address) {
        return routes.get(address);
    }

    /** Bytes waiting in the queue of {@code priority} on port {@code portName} ("swp1"). */
    public long queueDepth(String portName, int priority) {
        for (LinkEnd e : ports) {
            if (e.name().equals(name + "/" + portName)) {
                return egress.get(e).queue(priority).bytes();
            }
        }
        throw new IllegalArgumentException("switch " + name + " has no port " + portName);
    }

    /** Bytes in use in the shared buffer. */
    public long bufferUsed() {
        return buffer.used();
    }

    @Override
    public void receive(Frame frame, LinkEnd in) {
        AddressKey dst = AddressKey.destinationOf(frame.headers());
        LinkEnd out = dst == null ? null : routes.get(dst);
        if (out == null || out == in) {
            drop(frame, in.name(), DropReason.NO_ROUTE, "no route to " + (dst == null ? "a non-IP frame" : dst));
            return;
        }
        EgressPort port = egress.get(out);
        int priority = IpTrafficClass.priority(frame.headers());
        EgressQueue queue = port.queue(priority);
        int length = frame.length();
        long depth = queue.bytes();
        if (depth + length > config.queueLimitBytes()) {
            drop(frame, out.name(), DropReason.QUEUE_FULL, String.format(Locale.ROOT,
                    "tail drop at switch %s port %s queue %d: %d bytes queued + %d > the queue limit %d", name, out.name(), priority, depth,
                    length, config.queueLimitBytes()));
            return;
        }
        if (!buffer.fits(length)) {
            drop(frame, out.name(), DropReason.QUEUE_FULL, String.format(Locale.ROOT,
                    "tail drop at switch %s port %s queue %d (%d bytes queued): the shared buffer holds %d of %d bytes, no room for %d", name,
                    out.name(), priority, depth, buffer.used(), buffer.size(), length));
            return;
        }
        if (Ecn.markable(IpTrafficClass.of(frame.headers()) & 0b11) && config.marking().marks(depth, marks)) {
            frame = markCe(frame, out, priority, depth);
        }
        port.enqueue(frame, priority);
    }

    /** A copy of {@code frame} with CE set: the frame as sent stays as it was (the sender's capture holds it). */
    private Frame markCe(Frame frame, LinkEnd out, int priority, long depth) {
        byte[] marked = frame.bytes().clone();
        IpTrafficClass.markCe(marked);
        if (trace.on()) {
            trace.add(new FrameMarked(trace.stamp(), name, frame.id(), out.name(), priority, depth, config.marking().probability(depth)));
        }
        fabric.done(frame);
        return frame.withBytes(marked);
    }

    private void drop(Frame frame, String where, DropReason reason, String why) {
        if (trace.on()) {
            trace.add(new PacketDropped(trace.stamp(), name, -1, frame.id(), where, reason, why, null));
        }
        fabric.done(frame);
    }

    /** The shared buffer's use and each egress port's state and queues, in port order. */
    record Saved(long bufferUsed, List<EgressPort.Saved> ports) {
    }

    Saved save() {
        List<EgressPort.Saved> p = new ArrayList<>(ports.size());
        for (LinkEnd e : ports) {
            p.add(egress.get(e).save());
        }
        return new Saved(buffer.used(), p);
    }

    void restore(Saved s) {
        buffer.restore(s.bufferUsed);
        for (int i = 0; i < ports.size(); i++) {
            egress.get(ports.get(i)).restore(s.ports.get(i));
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
