package rdma.workbench.debug.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rdma.workbench.engine.stepping.SessionSnapshot;
import rdma.workbench.engine.trace.FrameFaulted;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpAddressText;

/**
 * What the packet views show of one run, at one moment: its events, its frames with where each
 * went and ended, and its nodes in the topology's order (hosts, then switches). Immutable: a live
 * session hands the views a new record at each suspend, built from a snapshot of its trace.
 */
public final class RunRecord {

    private final String title;
    private final List<String> hosts;
    private final List<String> switches;
    private final List<TraceEvent> events;
    private final List<WireFrame> frames;
    private final Map<Long, WireFrame> byFrameId;
    private final long now;
    private final long end;
    private final SessionSnapshot snapshot;
    private final Map<String, String> hostOfAddress;
    /** The QP state changes among the events, in order: the QP view and the animation's badges read these, not the whole trace. */
    private final List<QpStateChanged> stateChanges;

    private RunRecord(String title, List<String> hosts, List<String> switches, List<TraceEvent> events, List<WireFrame> frames, long now,
            SessionSnapshot snapshot, Map<String, String> hostOfAddress, List<QpStateChanged> stateChanges) {
        this.snapshot = snapshot;
        this.stateChanges = List.copyOf(stateChanges);
        this.hostOfAddress = Map.copyOf(hostOfAddress);
        this.title = title;
        this.hosts = hosts;
        this.switches = switches;
        this.events = events;
        this.frames = frames;
        this.now = now;
        this.byFrameId = new HashMap<>(frames.size() * 2);
        long last = Math.max(now, events.isEmpty() ? 0 : events.get(events.size() - 1).time());
        for (WireFrame f : frames) {
            byFrameId.putIfAbsent(f.frameId(), f);
            last = Math.max(last, Math.max(f.endTime(), f.departTime()));
        }
        this.end = last;
    }

    /**
     * The record of the events so far of a run on a fabric whose hosts and switches are named in
     * the topology's order; {@code now} is the simulated time the run stands at (ns), or -1 when
     * it is not a live run; {@code snapshot} is every verbs object at that moment, or null when
     * not known (an imported capture, a saved run); {@code hostOfAddress} names the host of each
     * IP address of the fabric (empty when not known: the hosts that sent frames tell theirs).
     */
    public static RunRecord of(String title, List<String> hosts, List<String> switches, List<TraceEvent> events, long now, SessionSnapshot snapshot,
            Map<String, String> hostOfAddress) {
        List<WireFrame> frames = new ArrayList<>();
        List<QpStateChanged> stateChanges = new ArrayList<>();
        Map<Long, WireFrame> open = new HashMap<>();
        Set<String> seenHosts = new LinkedHashSet<>(hosts);
        for (int i = 0, n = events.size(); i < n; i++) {
            TraceEvent e = events.get(i);
            switch (e) {
                case PacketSent s -> {
                    WireFrame f = new WireFrame(frames.size(), s.frameId(), s.node(), s.qpn(), s.packet(), s.frame(), s.resent(), s.seq(), s.time());
                    frames.add(f);
                    open.put(s.frameId(), f);
                    seenHosts.add(s.node());
                }
                case PauseFrameSent p -> {
                    // a switch's PFC frame: a frame of the record like a NIC's, from the switch's lane, without a QP
                    WireFrame f = new WireFrame(frames.size(), p.frameId(), p.node(), -1, null, p.frame(), false, p.seq(), p.time());
                    frames.add(f);
                    open.put(p.frameId(), f);
                }
                case PauseStateChanged c when c.frameId() >= 0 && open.get(c.frameId()) instanceof WireFrame f && f.pfc() != null -> {
                    // the neighbour's port obeying the frame is where the frame ends: no NIC receives a MAC Control frame
                    f.received(nodeOfPort(c.port()), c.seq(), c.time());
                }
                case FrameOnLink l -> {
                    WireFrame f = open.get(l.frameId());
                    if (f != null) {
                        f.addHop(new Hop(l.link(), l.node(), l.from(), l.to(), l.depart(), l.arrive()));
                    }
                }
                case PacketReceived r -> {
                    WireFrame f = open.get(r.frameId());
                    if (f != null) {
                        f.received(r.node(), r.seq(), r.time());
                    }
                }
                case PacketDropped d -> {
                    WireFrame f = open.get(d.frameId());
                    if (f != null) {
                        f.dropped(d);
                    }
                }
                case QpStateChanged c -> stateChanges.add(c);
                case FrameFaulted ff -> {
                    // the frame goes on (corrupted, late, twice): its later events say where
                }
                default -> {
                }
            }
        }
        placeDestinations(frames, seenHosts, hostOfAddress);
        return new RunRecord(title, List.copyOf(seenHosts), List.copyOf(switches), events, Collections.unmodifiableList(frames), now, snapshot,
                hostOfAddress, stateChanges);
    }

    /** The record of an imported capture: its events and frames as {@link CaptureImport} made them, a lane per address. */
    static RunRecord ofCapture(String title, List<String> lanes, List<TraceEvent> events, List<WireFrame> frames) {
        return new RunRecord(title, lanes, List.of(), Collections.unmodifiableList(events), Collections.unmodifiableList(frames), -1, null, Map.of(),
                List.of());
    }

    /**
     * The host each frame is addressed to, where its events have not said yet (it died before its
     * first link, it is still between switches): the host that sends from its destination IP.
     */
    private static void placeDestinations(List<WireFrame> frames, Set<String> hosts, Map<String, String> hostOfAddress) {
        Map<String, String> nodeOfIp = null;
        for (WireFrame f : frames) {
            if (f.toNode() != null && hosts.contains(f.toNode())) {
                f.setDestinationHost(f.toNode());
                continue;
            }
            if (nodeOfIp == null) {
                nodeOfIp = new HashMap<>(hostOfAddress);
                Set<String> done = new LinkedHashSet<>();
                for (WireFrame g : frames) {
                    if (done.add(g.fromNode()) && FrameCodec.decode(g.bytes()) instanceof Decoded.Frame d) {
                        nodeOfIp.putIfAbsent(IpAddressText.of(d.frame().ip().src()), g.fromNode());
                    }
                }
            }
            if (FrameCodec.decode(f.bytes()) instanceof Decoded.Frame d) {
                String host = nodeOfIp.get(IpAddressText.of(d.frame().ip().dst()));
                f.setDestination(host);
                f.setDestinationHost(host);
            }
        }
    }

    /** The node a port belongs to: "host1/erdma_0/p1" and "leaf1/down1" name it before the first slash. */
    static String nodeOfPort(String port) {
        int slash = port.indexOf('/');
        return slash < 0 ? port : port.substring(0, slash);
    }

    public String title() {
        return title;
    }

    /** Whether {@code other} records the same run (at another moment): what a view selected in it keeps its meaning here. */
    public boolean sameRunAs(RunRecord other) {
        return other != null && title.equals(other.title());
    }

    /** The hosts, in the topology's order (and any other that sent a frame, after them). */
    public List<String> hosts() {
        return hosts;
    }

    public List<String> switches() {
        return switches;
    }

    public List<TraceEvent> events() {
        return events;
    }

    /** Every frame, in the order sent. */
    public List<WireFrame> frames() {
        return frames;
    }

    /** The simulated time the run stands at, or -1 for a run that is not live. */
    public long now() {
        return now;
    }

    /** The host of each IP address of the fabric's NICs, as far as known. */
    public Map<String, String> hostOfAddress() {
        return hostOfAddress;
    }

    /** Every verbs object when the record was taken (QPs with their transport states, CQs with their completions), or null. */
    public SessionSnapshot snapshot() {
        return snapshot;
    }

    /** Every QP of the run: those the snapshot holds, then any other that changed state, in order of appearance. */
    public List<QpRef> queuePairs() {
        Set<QpRef> out = new LinkedHashSet<>();
        if (snapshot != null) {
            snapshot.queuePairs().forEach(q -> out.add(new QpRef(q.host(), q.device(), q.qpn())));
        }
        for (QpStateChanged c : stateChanges) {
            out.add(new QpRef(c.node(), c.device(), c.qpn()));
        }
        return List.copyOf(out);
    }

    /** The state changes of {@code qp} so far, in order. */
    public List<QpStateChanged> transitions(QpRef qp) {
        List<QpStateChanged> out = new ArrayList<>();
        for (QpStateChanged c : stateChanges) {
            if (c.qpn() == qp.qpn() && c.node().equals(qp.node()) && c.device().equals(qp.device())) {
                out.add(c);
            }
        }
        return out;
    }

    /** Every QP state change of the run, in order. */
    public List<QpStateChanged> stateChanges() {
        return stateChanges;
    }

    /** The QP an event or frame concerns: the sending QP of a frame, the QP of a QP event; null for others. */
    public QpRef qpOf(TraceEvent e) {
        WireFrame f = frameOf(e);
        String node = f != null ? f.fromNode() : e.node();
        int qpn = f != null ? f.fromQpn() : e.qpn();
        if (qpn < 0) {
            return null;
        }
        for (QpRef q : queuePairs()) {
            if (q.node().equals(node) && q.qpn() == qpn) {
                return q;
            }
        }
        return null;
    }

    /** The frame with engine id {@code id}, or null. */
    public WireFrame frame(long id) {
        return byFrameId.get(id);
    }

    /** The frame an event is about (sent, on a link, received, dropped, faulted), or null. */
    public WireFrame frameOf(TraceEvent e) {
        long id = switch (e) {
            case PacketSent s -> s.frameId();
            case PauseFrameSent p -> p.frameId();
            case PauseStateChanged c -> c.frameId();
            case FrameOnLink l -> l.frameId();
            case PacketReceived r -> r.frameId();
            case PacketDropped d -> d.frameId();
            case FrameFaulted f -> f.frameId();
            default -> -1;
        };
        return id < 0 ? null : byFrameId.get(id);
    }

    /** The event that sent {@code f}, or null for a frame no event sent (an imported capture's). */
    public TraceEvent sendingEvent(WireFrame f) {
        return f.sentSeq() >= 0 && f.sentSeq() < events.size() ? events.get((int) f.sentSeq()) : null;
    }

    /**
     * Where a debugger goes back to for {@code f} as the ladder draws it, where its arrow starts:
     * the first event at or after the moment it takes the wire, so that the ladder shows it on the
     * wire. A frame that waited behind others at its NIC takes the wire after its send (where a
     * NIC's link serializes the frames, its hop was recorded with its send, departing later; the
     * events at its departure are other frames'); one that left at once, at its send. -1 for a
     * frame no event sent.
     */
    public long onTheWire(WireFrame f) {
        long seq = f.sentSeq();
        if (seq < 0 || f.departTime() <= f.sentTime()) {
            return seq;
        }
        // the events are in time order: the first one at or after the departure
        int lo = (int) seq;
        int hi = events.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (events.get(mid).time() < f.departTime()) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo < events.size() ? lo : seq;
    }

    /** The time of the last thing recorded: the latest frame's end, the last event, or now. */
    public long endTime() {
        return end;
    }
}
