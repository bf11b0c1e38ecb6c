package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.simulation.SeededRandom;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.wire.Ecn;
import rdma.workbench.engine.wire.PfcFrame;

/**
 * A store-and-forward switch with an output-queued shared buffer: a frame leaves through the port
 * its destination IP is routed to, after waiting in that port's queue of its priority (from its
 * DSCP or its PCP, as the switch trusts). Without PFC a frame that does not fit its queue or the
 * shared buffer is tail-dropped; with PFC each input counts what it has in the buffer per priority
 * and pauses its neighbour above XOFF (see {@link PfcIngress}), so only a full buffer drops. A
 * frame that finds its queue between Kmin and Kmax may be marked CE (see {@link RedMarking}). PFC
 * frames that arrive pause the port they arrive on; they are never forwarded.
 */
public final class SwitchNode implements FrameSink {

    private final Fabric fabric;
    private final String name;
    private final Simulation simulation;
    private final Trace trace;
    private final SeededRandom marks;
    private final List<LinkEnd> ports = new ArrayList<>();
    /** Each port's egress side and PFC input, by {@link LinkEnd#index}. */
    private final List<EgressPort> egress = new ArrayList<>();
    /**
     * The port towards each address, by the address's number in the fabric (see
     * {@link Fabric#addressNumber}): an array, not a map per switch, because a map of every address
     * in every switch of a large fabric outgrows the processor's caches (4,096 hosts: over half a million
     * entries) and every hop reads it.
     */
    private LinkEnd[] routes = new LinkEnd[0];
    private final List<PfcIngress> ingress = new ArrayList<>();
    /** XOFF and XON of every input, worked out from the buffer and the links once they are all plugged in (-1: not yet). */
    private long xoff = -1;
    private long xon;
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
        xoff = -1;
        for (LinkEnd e : ports) {
            egress.set(e.index, newEgress(e));
        }
        if (c.pfc()) {
            fabric.usePfc();
        }
    }

    private EgressPort newEgress(LinkEnd e) {
        return new EgressPort(name, e, simulation, trace, buffer, this::left, config.marking());
    }

    public SwitchConfig config() {
        return config;
    }

    LinkEnd addPort(String portName) {
        LinkEnd end = new LinkEnd(name + "/" + portName, this);
        ports.add(end);
        end.index = ports.size() - 1;
        egress.add(newEgress(end));
        ingress.add(new PfcIngress(end, simulation, this::sendPfc));
        return end;
    }

    List<LinkEnd> ports() {
        return ports;
    }

    /** Frames to {@code address} leave through {@code via}, unless a route was set first. */
    void route(AddressKey address, LinkEnd via) {
        route(fabric.numberAddress(address), via);
    }

    /** Frames to the address numbered {@code address} leave through {@code via}, unless a route was set first. */
    void route(int address, LinkEnd via) {
        if (via.owner() != this) {
            throw new IllegalArgumentException(via.name() + " is not a port of switch " + name);
        }
        if (address >= routes.length) {
            routes = Arrays.copyOf(routes, Math.max(address + 1, 2 * routes.length));
        }
        if (routes[address] == null) {
            routes[address] = via;
        }
    }

    /** The port frames to {@code address} leave through, or null when there is no route. */
    LinkEnd routeTo(AddressKey address) {
        return routeTo(fabric.addressNumber(address));
    }

    /** The port towards the address numbered {@code n} in the fabric, or null. */
    private LinkEnd routeTo(int n) {
        return n < 0 || n >= routes.length ? null : routes[n];
    }

    /** Bytes waiting in the queue of {@code priority} on port {@code portName} ("swp1"). */
    public long queueDepth(String portName, int priority) {
        return egress.get(port(portName).index).queue(priority).bytes();
    }

    /** The XOFF threshold of every input and priority (see {@link SwitchConfig#pfcXoff}). */
    public long pfcXoff() {
        thresholds();
        return xoff;
    }

    /** The XON threshold of every input and priority. */
    public long pfcXon() {
        thresholds();
        return xon;
    }

    /** Bytes of priority {@code priority} that came in through {@code portName} and are still buffered. */
    public long ingressBytes(String portName, int priority) {
        return ingress.get(port(portName).index).bytes(priority);
    }

    /** Whether the egress side of {@code portName} is paused for {@code priority} by its neighbour. */
    public boolean paused(String portName, int priority) {
        return egress.get(port(portName).index).paused(priority);
    }

    private LinkEnd port(String portName) {
        for (LinkEnd e : ports) {
            if (e.name().equals(name + "/" + portName)) {
                return e;
            }
        }
        throw new IllegalArgumentException("switch " + name + " has no port " + portName);
    }

    private void thresholds() {
        if (xoff >= 0) {
            return;
        }
        long headroom = 0;
        int inputs = 0;
        for (LinkEnd e : ports) {
            if (e.link() != null) {
                headroom += SwitchConfig.pfcHeadroom(e.link().gbps(), e.link().delayNanos());
                inputs++;
            }
        }
        xoff = config.pfcXoff(headroom, inputs);
        xon = SwitchConfig.pfcXon(xoff);
    }

    /** Bytes in use in the shared buffer. */
    public long bufferUsed() {
        return buffer.used();
    }

    @Override
    public void receive(Frame frame, LinkEnd in) {
        if (PfcFrame.isMacControl(frame.headers())) {
            macControl(frame, in);
            return;
        }
        int n = frame.destination();
        assert n < 0 || n == fabric.addressNumber(AddressKey.destinationOf(frame.headers())) : "frame #" + frame.id()
                + " carries the number of another address than its own";
        LinkEnd out;
        if (n >= 0) {
            out = routeTo(n);
        } else {
            AddressKey dst = AddressKey.destinationOf(frame.headers());
            out = dst == null ? null : routeTo(dst);
        }
        if (out == null || out == in) {
            AddressKey dst = AddressKey.destinationOf(frame.headers());
            drop(frame, in.name(), DropReason.NO_ROUTE, "no route to " + (dst == null ? "a non-IP frame" : dst)
                    + (dst != null && dst.isLinkLocal() ? ": a link-local address is not forwarded beyond its own link (RFC 4291 2.5.6);"
                            + " the QP must use a routable GID (the IPv4 or global one ibv_devinfo -v lists)" : ""));
            return;
        }
        EgressPort port = egress.get(out.index);
        int priority = config.trust().priorityOf(frame.headers());
        EgressQueue queue = port.queue(priority);
        int length = frame.length();
        long depth = queue.bytes();
        if (config.pfc()) {
            if (!buffer.fits(length)) {
                thresholds();
                drop(frame, out.name(), DropReason.QUEUE_FULL, String.format(Locale.ROOT,
                        "drop at switch %s port %s queue %d (%d bytes queued) although PFC is on: the shared buffer holds %d of %d bytes, no room "
                                + "for %d (XOFF %d per input and priority: a buffer too small for the headroom of its inputs, or a neighbour that "
                                + "does not pause, overflows)",
                        name, out.name(), priority, depth, buffer.used(), buffer.size(), length, xoff));
                return;
            }
        } else if (depth + length > config.queueLimitBytes()) {
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
        if (Ecn.markable(IpTrafficClass.of(frame.headers()) & 0b11) && config.marking().of(priority).marks(depth, marks)) {
            frame = markCe(frame, out, priority, depth);
        }
        if (config.pfc()) {
            // counted before it joins the queue: an idle port sends it on at once, and its departure uncounts it
            thresholds();
            ingress.get(in.index).arrived(priority, length, xoff);
        }
        port.enqueue(frame, priority, in);
    }

    /** A frame left the buffer: it no longer counts against the input it came in through. */
    private void left(EgressQueue.Waiting w, int priority) {
        if (config.pfc() && w.from() != null) {
            ingress.get(w.from().index).left(priority, w.frame().length(), xon);
        }
    }

    /**
     * A MAC Control frame is for the port it arrives on, never forwarded (01:80:C2:00:00:01 is a reserved
     * address, IEEE 802.1Q table 8-1): a PFC frame pauses or resumes priorities of the
     * egress side of that port; any other opcode (802.3x PAUSE) is not simulated and dropped.
     */
    private void macControl(Frame frame, LinkEnd in) {
        PfcFrame pfc;
        try {
            pfc = PfcFrame.decode(frame.bytes());
        } catch (IllegalArgumentException e) {
            drop(frame, in.name(), DropReason.MALFORMED, "MAC Control frame not obeyed: " + e.getMessage());
            return;
        }
        egress.get(in.index).obey(pfc, frame.id());
        fabric.done(frame);
    }

    /** Sends a PFC frame out of input {@code through} to its neighbour, ahead of the queued frames (MAC Control bypasses the queues). */
    private void sendPfc(LinkEnd through, int priority, int quanta, String why) {
        PfcFrame pfc = PfcFrame.of(portMac(through), priority, quanta);
        Frame f = new Frame(fabric.nextFrameId(), pfc.encode());
        if (trace.on()) {
            trace.add(new PauseFrameSent(trace.stamp(), name, f.id(), through.name(), pfc.classEnable(), pfc.quanta(), f.bytes(), why));
        }
        through.transmit(f);
    }

    /**
     * The MAC of a switch port, which the model does not give: locally administered (02:00) and
     * then the four bytes of the hash of its name ("sw1/swp2"), as a NIC port without a MAC in the
     * model gets; the same name gives the same MAC in every run.
     */
    static byte[] portMac(LinkEnd port) {
        int hash = port.name().hashCode();
        return new byte[] {2, 0, (byte) (hash >> 24), (byte) (hash >> 16), (byte) (hash >> 8), (byte) hash};
    }

    /** A copy of {@code frame} with CE set: the frame as sent stays as it was (the sender's capture holds it). */
    private Frame markCe(Frame frame, LinkEnd out, int priority, long depth) {
        byte[] marked = frame.bytes().clone();
        IpTrafficClass.markCe(marked);
        if (trace.on()) {
            trace.add(new FrameMarked(trace.stamp(), name, frame.id(), out.name(), priority, depth, config.marking().of(priority).probability(depth)));
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

    /** The shared buffer's use, each egress port's state and queues, and each input's PFC counts, in port order. */
    record Saved(long bufferUsed, List<EgressPort.Saved> ports, List<PfcIngress.Saved> inputs) {
    }

    Saved save() {
        List<EgressPort.Saved> p = new ArrayList<>(ports.size());
        List<PfcIngress.Saved> in = new ArrayList<>(ports.size());
        for (LinkEnd e : ports) {
            p.add(egress.get(e.index).save());
            in.add(ingress.get(e.index).save());
        }
        return new Saved(buffer.used(), p, in);
    }

    void restore(Saved s) {
        buffer.restore(s.bufferUsed);
        for (int i = 0; i < ports.size(); i++) {
            egress.get(ports.get(i).index).restore(s.ports.get(i));
            ingress.get(ports.get(i).index).restore(s.inputs.get(i));
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
