package rdma.workbench.engine.transport;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import rdma.workbench.engine.congestion.CongestionSettings;
import rdma.workbench.engine.congestion.Dcqcn;
import rdma.workbench.engine.congestion.Hpcc;
import rdma.workbench.engine.congestion.IntHop;
import rdma.workbench.engine.congestion.LineRate;
import rdma.workbench.engine.congestion.RateControl;
import rdma.workbench.engine.congestion.ReactionPoint;
import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.Frame;
import rdma.workbench.engine.fabric.NicPort;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.AsyncEventRaised;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TransportNote;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.KeyTable;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Ecn;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.SplitFrame;
import rdma.workbench.engine.wire.UdpSourcePort;

/**
 * A device's packet engine (rxe_net.c's role): it wraps a QP's packets in Ethernet, IP and UDP
 * for the address vector's GIDs, puts them on the port, and hands arriving packets to the QP
 * their BTH names.
 */
public final class Rnic {

    private static final byte[] BROADCAST = {-1, -1, -1, -1, -1, -1};
    /**
     * Payload bytes from which a frame is sent split: a full packet at the common path MTU of 1024
     * and up. A small payload is cheaper copied into a recycled frame buffer (64-byte SENDs sent
     * split ran about 5 % slower in the SEND benchmark loop).
     */
    private static final int SPLIT_PAYLOAD = 1024;
    /**
     * A CNP's IP traffic class: DSCP 48 and ECN 00, not ECN-capable (a switch never marks a CNP).
     * DSCP 48 is mlx5's default cnp_dscp (sysfs ecn/roce_np/cnp_dscp); its priority 48 / 8 = 6 is
     * the default cnp_802p_prio, so CNPs wait in a queue above the data they report on.
     */
    static final int CNP_TRAFFIC_CLASS = 48 << 2 | Ecn.NOT_ECT;
    /** The 802.1p priority of a CNP on a VLAN (mlx5 cnp_802p_prio default 6). */
    static final int CNP_PRIORITY = 6;

    private final RdmaDevice device;
    private final Fabric fabric;
    private final Simulation simulation;
    private final Trace trace;
    private final Map<Integer, NicPort> ports = new HashMap<>();
    private final Map<Integer, QpTransport> qps = new HashMap<>();
    /** The same transports by QPN, for the lookup every arriving packet makes. */
    private final KeyTable<QpTransport> byQpn = new KeyTable<>(0);
    private int ipId;
    private CongestionSettings congestion = CongestionSettings.NONE;
    /** Answers CE-marked frames with CNPs; null when the settings make this NIC no notification point. */
    private NotificationPoint notificationPoint;

    public Rnic(RdmaDevice device, Fabric fabric, Simulation simulation, Trace trace) {
        this.device = device;
        this.fabric = fabric;
        this.simulation = simulation;
        this.trace = trace;
        for (DevicePort p : device.ports()) {
            NicPort n = fabric.addNic(device, p);
            n.onReceive((frame, wire) -> receive(frame, wire, n));
            ports.put(p.number(), n);
        }
        device.observeAsyncEvents(e -> {
            if (trace.on()) {
                trace.add(new AsyncEventRaised(trace.stamp(), device.host(), device.name(), e.type(), String.valueOf(e.element()), e.why()));
            }
        });
    }

    public RdmaDevice device() {
        return device;
    }

    /** Sets the NIC's congestion control; before any QP is created. */
    public void configure(CongestionSettings settings) {
        this.congestion = settings;
        this.notificationPoint = settings.notificationPoint() ? new NotificationPoint(settings.cnpIntervalNanos()) : null;
    }

    /** Ethernet 14, IPv4 20 (IPv6 40), UDP 8, BTH 12, ICRC 4: the bytes around a RoCEv2 packet's payload and extension headers. */
    private static final int HEADERS_V4 = 14 + 20 + 8 + 12 + 4;
    private static final int HEADERS_V6 = HEADERS_V4 + 20;

    /**
     * The reaction point of {@code t}, which has just reached RTS, as the NIC's settings say: DCQCN
     * at the line rate of its port; HPCC for an RC QP, its T the longest base RTT from this NIC
     * through the fabric for a full packet and its ACK; line rate otherwise (and where no cable or
     * route leaves: nothing is sent there to control).
     */
    RateControl rateControlFor(QpTransport t) {
        QueuePair qp = t.qp();
        double line = lineGbps();
        if (congestion.algorithm() == CongestionSettings.Algorithm.DCQCN && line > 0) {
            return new Dcqcn(congestion.dcqcn(), new ReactionPoint(simulation, trace, device.host(), device.name(), qp.qpn(), line));
        }
        AddressVector av = qp.attributes().av;
        if (congestion.algorithm() != CongestionSettings.Algorithm.HPCC || qp.type() != QpType.RC || av == null) {
            return LineRate.INSTANCE;
        }
        Route r = route(av);
        if (r.port() == null || r.port().end().link() == null) {
            return LineRate.INSTANCE;
        }
        int headers = r.v4() ? HEADERS_V4 : HEADERS_V6;
        long baseRtt = fabric.longestBaseRttNanos(r.port(), qp.attributes().pathMtu + headers, headers + 4);
        if (baseRtt <= 0) {
            return LineRate.INSTANCE;
        }
        ReactionPoint rp = new ReactionPoint(simulation, trace, device.host(), device.name(), qp.qpn(), r.port().end().link().gbps());
        return new Hpcc(congestion.hpcc().forPath(baseRtt, rp.lineGbps()), (h, hops) -> {
            // the text of the hops only when somebody reads it: this runs on every ACK
            if (trace.on()) {
                rp.rateChanged("HPCC", h.rateGbps(), h.referenceRateGbps(), h.windowBytes(), Double.NaN, h.utilization(), Hpcc.why(hops));
            }
        });
    }

    /** The rate of the link on the NIC's first cabled port, Gbit/s; 0 when none is cabled (nothing is sent then). */
    private double lineGbps() {
        for (NicPort p : new TreeMap<>(ports).values()) {
            if (p.end().link() != null) {
                return p.end().link().gbps();
            }
        }
        return 0;
    }

    public CongestionSettings congestion() {
        return congestion;
    }

    public NicPort port(int number) {
        return ports.get(number);
    }

    Simulation simulation() {
        return simulation;
    }

    Trace trace() {
        return trace;
    }

    String portName() {
        return ports.size() == 1 ? ports.values().iterator().next().end().name() : device.host() + "/" + device.name();
    }

    /** Gives {@code qp} its transport; packets for its QPN reach it from now on. */
    public QpTransport attach(QueuePair qp) {
        QpTransport t = new QpTransport(this, qp);
        qps.put(qp.qpn(), t);
        byQpn.put(qp.qpn(), t);
        qp.attach(t);
        return t;
    }

    void detach(QpTransport t) {
        qps.remove(t.qp().qpn());
        byQpn.remove(t.qp().qpn());
    }

    /** The transports of this device's QPs, by QP number. */
    public Collection<QpTransport> transports() {
        return new TreeMap<>(qps).values();
    }

    public QpTransport transport(int qpn) {
        return byQpn.get(qpn);
    }

    private void receive(RoceFrame frame, Frame wire, NicPort port) {
        RocePacket p = frame.packet();
        if (p.opcode() == Opcode.CNP) {
            if (trace.on()) {
                trace.add(new PacketReceived(trace.stamp(), device.host(), device.name(), p.bth().destQp(), wire.id(), portName(), p));
            }
            QpTransport t = byQpn.get(p.bth().destQp());
            if (t != null) {
                t.cnpArrived();
            }
            return;
        }
        QpTransport t = byQpn.get(p.bth().destQp());
        if (t == null) {
            if (trace.on()) {
                trace.add(new PacketDropped(trace.stamp(), device.host(), p.bth().destQp(), wire.id(), device.toString(), DropReason.NO_SUCH_QP,
                        "no QP 0x" + Integer.toHexString(p.bth().destQp()) + " on " + device.name(), p));
            }
            return;
        }
        t.receive(frame, wire);
        if (notificationPoint != null) {
            answerCongestion(frame, wire, t, port);
        }
    }

    /** As notification point: a CE-marked frame for {@code t} gets its sender a CNP (at most one per flow per interval). */
    private void answerCongestion(RoceFrame frame, Frame wire, QpTransport t, NicPort port) {
        int remoteQpn = notificationPoint.cnpFor(frame, t, simulation.now());
        if (remoteQpn >= 0) {
            sendCnp(frame, wire, t.qp().qpn(), remoteQpn, port);
        }
    }

    /**
     * Sends a CNP (IBTA annex A17.9.3) back to the sender of {@code marked}: BTH opcode 0x81, BECN
     * set, P_Key 0xFFFF, DestQP the QP to slow down, PSN 0, 16 reserved zero bytes, ICRC; from the
     * address the marked frame went to, to the one it came from, out of the port it arrived on.
     */
    private void sendCnp(RoceFrame marked, Frame markedWire, int qpn, int remoteQpn, NicPort port) {
        RocePacket cnp = new RocePacket(new Bth(Opcode.CNP, false, false, Bth.DEFAULT_PKEY, false, true, remoteQpn, false, 0), null, null, null,
                null, null, null, null, Payload.EMPTY);
        IpHeader ip = marked.ip() instanceof IpHeader.V4 v4 ? new IpHeader.V4(v4.dst(), v4.src(), CNP_TRAFFIC_CLASS, 64, ipId++ & 0xFFFF)
                : new IpHeader.V6(marked.ip().dst(), marked.ip().src(), CNP_TRAFFIC_CLASS, UdpSourcePort.flowLabel(qpn, remoteQpn), 64);
        Integer tci = marked.ethernet().vlanTci();
        Ethernet eth = new Ethernet(marked.ethernet().src(), port.port().mac(), tci == null ? null : CNP_PRIORITY << 13 | tci & 0x0FFF);
        RoceFrame frame = new RoceFrame(eth, ip, UdpSourcePort.of(qpn, remoteQpn), cnp);
        Frame wire = new Frame(fabric.nextFrameId(), FrameCodec.encode(frame, fabric.frameBuffer(frame.length())));
        if (trace.on()) {
            trace.add(new PacketSent(trace.stamp(), device.host(), device.name(), qpn, wire.id(), port.end().name(), cnp, wire.bytes(),
                    String.format(Locale.ROOT, "CNP to QP 0x%06x: frame #%d arrived CE-marked", remoteQpn, markedWire.id()), false));
        }
        port.transmit(wire);
    }

    /**
     * Where frames for an address vector go, worked out once per address vector: the port, the
     * destination MAC, the IP addresses (IPv4 when both GIDs are IPv4-mapped), and the fabric's
     * number of the destination address, which its frames carry to the switches (-1: none yet).
     */
    record Route(NicPort port, byte[] srcMac, byte[] dstMac, boolean v4, byte[] src, byte[] dst, String problem, Ethernet ethernet,
            int destination) {

        Route(NicPort port, byte[] srcMac, byte[] dstMac, boolean v4, byte[] src, byte[] dst, String problem, int destination) {
            // the Ethernet header is the same for every frame of the route: built once, not per frame
            this(port, srcMac, dstMac, v4, src, dst, problem, srcMac == null ? null : new Ethernet(dstMac, srcMac, null), destination);
        }
    }

    Route route(AddressVector av) {
        DevicePort port = device.port(av.portNum());
        Gid sgid = port == null ? null : port.gid(av.sgidIndex());
        if (sgid == null) {
            return new Route(null, null, null, false, null, null, "not sent: no source GID " + av.sgidIndex() + " on port " + av.portNum(), -1);
        }
        NicPort to = fabric.nicOf(av.dgid());
        byte[] dgid = av.dgid();
        boolean v4 = sgid.isIpv4() && Gid.isIpv4Mapped(dgid);
        return new Route(ports.get(port.number()), port.mac(), to == null ? BROADCAST : to.port().mac(), v4,
                v4 ? Arrays.copyOfRange(sgid.gid(), 12, 16) : sgid.gid(), v4 ? Arrays.copyOfRange(dgid, 12, 16) : dgid, null,
                fabric.addressNumberOf(dgid));
    }

    /**
     * Sends {@code packet} from {@code qp} along {@code route}; {@code why} says what for (null when
     * nobody traces). {@code collect}: switches stamp HPCC telemetry on the frame; {@code echo}: the
     * telemetry an ACK carries back. Returns the frame's length, 0 when nothing was sent.
     */
    int send(QueuePair qp, RocePacket packet, Route route, AddressVector av, int remoteQpn, String why, boolean resent, boolean collect,
            List<IntHop> echo) {
        if (route.problem() != null) {
            if (trace.on()) {
                trace.add(new TransportNote(trace.stamp(), device.host(), device.name(), qp.qpn(), route.problem(), true));
            }
            return 0;
        }
        // the address vector's traffic class gives the DSCP; the NIC sends RoCEv2 ECN-capable, ECT(0)
        int trafficClass = Ecn.capable(av.trafficClass());
        int sport = UdpSourcePort.of(qp.qpn(), remoteQpn);
        Frame wire;
        if (split(route, packet)) {
            // the frame's records are not built: nothing keeps them
            SplitFrame s = FrameCodec.encodeSplit(route.ethernet(), route.src(), route.dst(), trafficClass, av.hopLimit(), ipId++ & 0xFFFF, sport, packet);
            wire = new Frame(fabric.nextFrameId(), s, route.destination());
        } else {
            IpHeader ip;
            if (route.v4()) {
                ip = new IpHeader.V4(route.src(), route.dst(), trafficClass, av.hopLimit(), ipId++ & 0xFFFF);
            } else {
                int flow = av.flowLabel() != 0 ? av.flowLabel() : UdpSourcePort.flowLabel(qp.qpn(), remoteQpn);
                ip = new IpHeader.V6(route.src(), route.dst(), trafficClass, flow, av.hopLimit());
            }
            RoceFrame frame = new RoceFrame(route.ethernet(), ip, sport, packet);
            wire = new Frame(fabric.nextFrameId(), FrameCodec.encode(frame, fabric.frameBuffer(frame.length())), route.destination());
        }
        if (collect) {
            wire = wire.collectingTelemetry();
        } else if (!echo.isEmpty()) {
            wire = wire.echoing(echo);
        }
        NicPort out = route.port();
        if (trace.on()) {
            // the event keeps the payload as sent, not the memory it was read from: a view into the
            // frame's array, or the split frame's frozen pages, which a later write copies first
            SplitFrame kept;
            Payload sent;
            if (wire.split() != null) {
                kept = wire.split();
                sent = kept.body();
            } else {
                byte[] b = wire.bytes();
                kept = SplitFrame.whole(b);
                sent = new Payload.Bytes(b, b.length - RoceFrame.ICRC_LENGTH - packet.padCount() - packet.payload().length(), packet.payload().length());
            }
            trace.add(new PacketSent(trace.stamp(), device.host(), device.name(), qp.qpn(), wire.id(), out.end().name(), packet.withPayload(sent),
                    kept, why, resent));
        }
        out.transmit(wire);
        return wire.length();
    }

    /**
     * Whether {@code packet} goes out as a {@link rdma.workbench.engine.wire.SplitFrame}, its payload
     * left in the sender's shared pages instead of copied into the frame (a trace keeps it so too):
     * only when no capture keeps every frame's array, over IPv4 (an IPv6 UDP checksum covers the
     * whole datagram), and for a payload large enough that sharing its pages costs less than
     * copying it.
     */
    private boolean split(Route route, RocePacket packet) {
        return packet.payload().length() >= SPLIT_PAYLOAD && route.v4() && !fabric.capturing();
    }

    /** The QPs' transports and the IP id counter, for a checkpoint. */
    public record Saved(int ipId, List<QpTransport> transports, List<QpTransport.Saved> states, Object notificationPoint) {
    }

    public Saved save() {
        List<QpTransport> list = new ArrayList<>(qps.values());
        List<QpTransport.Saved> states = new ArrayList<>(list.size());
        for (QpTransport t : list) {
            states.add(t.save());
        }
        return new Saved(ipId, list, states, notificationPoint == null ? null : notificationPoint.save());
    }

    public void restore(Saved s) {
        ipId = s.ipId;
        if (notificationPoint != null) {
            notificationPoint.restore(s.notificationPoint);
        }
        qps.clear();
        byQpn.clear();
        for (int i = 0; i < s.transports.size(); i++) {
            QpTransport t = s.transports.get(i);
            t.restore(s.states.get(i));
            qps.put(t.qp().qpn(), t);
            byQpn.put(t.qp().qpn(), t);
        }
    }
}
