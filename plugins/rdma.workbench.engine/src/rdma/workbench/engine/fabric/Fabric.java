package rdma.workbench.engine.fabric;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.RdmaDevice;

/** The simulated network: NIC ports, switches and the links between them, with routes to every GID. */
public final class Fabric {

    private final Simulation simulation;
    private final Trace trace;
    private final List<NicPort> nics = new ArrayList<>();
    private final Map<AddressKey, NicPort> nicByGid = new HashMap<>();
    /** Every address a route was built for, numbered from 0: switches keep their routes in arrays by this number. */
    private final AddressNumbers addressNumbers = new AddressNumbers();
    private final Map<String, SwitchNode> switches = new LinkedHashMap<>();
    private final List<Link> links = new ArrayList<>();
    private long nextFrameId = 1;
    private boolean capturing;
    private boolean recycling;
    private boolean pfc;
    private final FrameBuffers buffers = new FrameBuffers();

    public Fabric(Simulation simulation, Trace trace) {
        this.simulation = simulation;
        this.trace = trace;
    }

    public NicPort addNic(RdmaDevice device, DevicePort port) {
        NicPort n = new NicPort(this, device, port, simulation, trace);
        n.end().setCapturing(capturing);
        if (pfc) {
            n.useTransmitQueues();
        }
        nics.add(n);
        for (Gid g : port.gids()) {
            nicByGid.putIfAbsent(AddressKey.of(g.gid()), n);
        }
        return n;
    }

    public SwitchNode addSwitch(String name) {
        return switches.computeIfAbsent(name, n -> new SwitchNode(this, n, simulation, trace));
    }

    public LinkEnd switchPort(SwitchNode sw, String portName) {
        for (LinkEnd e : sw.ports()) {
            if (e.name().equals(sw.nodeName() + "/" + portName)) {
                return e;
            }
        }
        LinkEnd end = sw.addPort(portName);
        end.setCapturing(capturing);
        return end;
    }

    public Link connect(String name, LinkEnd a, LinkEnd b, double gbps, long delay, double loss, double corruption, double duplicate,
            double reorder) {
        Link l = new Link(this, name, simulation, trace, gbps, delay, loss, corruption, duplicate, reorder);
        l.plug(0, a);
        l.plug(1, b);
        links.add(l);
        return l;
    }

    public List<NicPort> nics() {
        return nics;
    }

    public List<Link> links() {
        return links;
    }

    /** The NIC port that owns {@code gid}, or null. */
    public NicPort nicOf(byte[] gid) {
        return nicByGid.get(AddressKey.of(gid));
    }

    /** A new frame id: frames are numbered from 1 in the order NICs build them. */
    public long nextFrameId() {
        return nextFrameId++;
    }

    /**
     * Whether frame buffers are reused once their frame has been received or dropped (see
     * {@link FrameBuffers}). Only for runs that keep no frame: no capture, no trace that keeps or
     * hears events, no checkpoint that holds frames in flight. Capturing turns it off.
     */
    public void setRecycling(boolean on) {
        recycling = on && !capturing;
    }

    public boolean recycling() {
        return recycling;
    }

    /** Whether the ports keep what they send ({@link #setCapturing}). */
    public boolean capturing() {
        return capturing;
    }

    /** A buffer for a frame of {@code length} bytes: a reused one when recycling. */
    public byte[] frameBuffer(int length) {
        return recycling ? buffers.take(length) : new byte[length];
    }

    /** {@code frame} has been received or dropped: its buffer may be reused. */
    void done(Frame frame) {
        if (recycling && !trace.on() && frame.pooled()) {
            buffers.give(frame.bytes());
        }
    }

    /** Whether every port keeps the frames it sends, for pcap files (off by default: it holds every frame's bytes). */
    public void setCapturing(boolean on) {
        capturing = on;
        recycling &= !on;
        for (LinkEnd e : ports()) {
            e.setCapturing(on);
        }
    }

    /** Every port that sends frames, NIC and switch ports alike, in a stable order. */
    public List<LinkEnd> ports() {
        List<LinkEnd> all = new ArrayList<>();
        for (NicPort n : nics) {
            all.add(n.end());
        }
        for (SwitchNode s : switches.values()) {
            all.addAll(s.ports());
        }
        return all;
    }

    /** Teaches every switch, for every NIC's addresses, the port of the shortest path towards it. */
    public void buildRoutes() {
        for (NicPort nic : nics) {
            List<Integer> addresses = new ArrayList<>();
            for (Gid g : nic.port().gids()) {
                int number = numberAddress(AddressKey.of(g.gid()));
                // a switch routes, and a router forwards nothing to a link-local address (RFC 4291 2.5.6): fe80::/10 stays on its cable
                if (!Gid.isLinkLocal(g.gid())) {
                    addresses.add(number);
                }
            }
            // breadth-first from the NIC: the end through which a switch first reaches it is its route
            Set<SwitchNode> seen = new HashSet<>();
            ArrayDeque<LinkEnd> frontier = new ArrayDeque<>();
            if (nic.end().peer() != null) {
                frontier.add(nic.end().peer());
            }
            while (!frontier.isEmpty()) {
                LinkEnd arrived = frontier.poll();
                if (!(arrived.owner() instanceof SwitchNode sw) || !seen.add(sw)) {
                    continue;
                }
                for (int address : addresses) {
                    sw.route(address, arrived);
                }
                for (LinkEnd out : sw.ports()) {
                    if (out != arrived && out.peer() != null) {
                        frontier.add(out.peer());
                    }
                }
            }
        }
    }

    /** The number of {@code address} among those routes lead to, given now if it has none yet. */
    int numberAddress(AddressKey address) {
        return addressNumbers.number(address);
    }

    /** The number {@link #numberAddress} gave {@code address}, or -1 when no route leads to it. */
    int addressNumber(AddressKey address) {
        return addressNumbers.find(address);
    }

    /**
     * The number of the IP address or GID {@code address} (4 or 16 bytes) among those routes lead
     * to, or -1 when none does (yet): a sender gives it to the frames it sends ({@link Frame#Frame(long, SplitFrame, int)}).
     */
    public int addressNumberOf(byte[] address) {
        return addressNumbers.find(AddressKey.of(address));
    }

    /**
     * The base round-trip time from {@code from} to the NIC owning {@code dgid} when no queue is
     * anywhere (HPCC's T, Li et al. section 3.2): along the routed path, each link serializes a
     * data frame of {@code dataBytes} one way and an ACK of {@code ackBytes} back (store and forward
     * at every switch), and is crossed twice at its propagation delay; ns-3's HPCC simulation
     * derives its per-pair base RTT the same way. -1 when no routed path reaches the address.
     */
    public long baseRttNanos(NicPort from, byte[] dgid, int dataBytes, int ackBytes) {
        AddressKey to = AddressKey.of(dgid);
        LinkEnd end = from.end();
        long rtt = 0;
        // a route never loops (breadth-first), but a path is never longer than the ports there are
        for (int hops = 0; hops <= ports().size(); hops++) {
            Link link = end.link();
            if (link == null) {
                return -1;
            }
            rtt += link.serialization(dataBytes) + link.serialization(ackBytes) + 2 * link.delayNanos();
            FrameSink next = end.peer().owner();
            if (next instanceof NicPort) {
                return next == nicByGid.get(to) ? rtt : -1;
            }
            if (!(next instanceof SwitchNode sw) || (end = sw.routeTo(to)) == null) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The longest {@linkplain #baseRttNanos base RTT} from {@code from} to any NIC port the fabric
     * routes it to, or -1 when it reaches none: HPCC's T is one constant for the network, its
     * longest base RTT (Li et al. section 3.2; ns-3's HPCC simulation with global_t), so that every
     * flow judges a queue against the same T and shares fairly whatever its own path's length.
     */
    public long longestBaseRttNanos(NicPort from, int dataBytes, int ackBytes) {
        long longest = -1;
        for (NicPort to : nics) {
            if (to == from) {
                continue;
            }
            for (Gid g : to.port().gids()) {
                long rtt = baseRttNanos(from, g.gid(), dataBytes, ackBytes);
                if (rtt >= 0) {
                    longest = Math.max(longest, rtt);
                    break;
                }
            }
        }
        return longest;
    }

    /**
     * A switch runs PFC: every NIC port sends through transmit queues from now on, so that it can
     * obey a pause. Only then: a fabric without PFC keeps NICs handing frames straight to the link.
     */
    void usePfc() {
        pfc = true;
        for (NicPort n : nics) {
            n.useTransmitQueues();
        }
    }

    /** Whether a switch of the fabric runs PFC. */
    public boolean usesPfc() {
        return pfc;
    }

    /** The switch called {@code name}, or null. */
    public SwitchNode switchNamed(String name) {
        return switches.get(name);
    }

    /**
     * The fabric's moving parts: frame numbering, each link's wire and held-back frames, each port's
     * faults and capture, each switch's queues, buffer and PFC counts, each NIC port's transmit
     * queues and pauses (null entries for NIC ports without).
     */
    public record Saved(long nextFrameId, List<Link.Saved> links, List<LinkEnd.Saved> ports, List<SwitchNode.Saved> switches,
            List<EgressPort.Saved> nicQueues) {
    }

    public Saved save() {
        List<Link.Saved> l = new ArrayList<>(links.size());
        for (Link link : links) {
            l.add(link.save());
        }
        List<LinkEnd.Saved> p = new ArrayList<>();
        for (LinkEnd e : ports()) {
            p.add(e.save());
        }
        List<SwitchNode.Saved> sw = new ArrayList<>(switches.size());
        for (SwitchNode n : switches.values()) {
            sw.add(n.save());
        }
        List<EgressPort.Saved> q = new ArrayList<>(nics.size());
        for (NicPort n : nics) {
            q.add(n.save());
        }
        return new Saved(nextFrameId, l, p, sw, q);
    }

    public void restore(Saved s) {
        nextFrameId = s.nextFrameId;
        for (int i = 0; i < links.size(); i++) {
            links.get(i).restore(s.links.get(i));
        }
        List<LinkEnd> ports = ports();
        for (int i = 0; i < ports.size(); i++) {
            ports.get(i).restore(s.ports.get(i));
        }
        int i = 0;
        for (SwitchNode n : switches.values()) {
            n.restore(s.switches.get(i++));
        }
        for (int k = 0; k < nics.size(); k++) {
            nics.get(k).restore(s.nicQueues.get(k));
        }
    }
}
