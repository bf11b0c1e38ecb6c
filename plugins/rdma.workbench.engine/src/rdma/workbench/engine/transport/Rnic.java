package rdma.workbench.engine.transport;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import rdma.workbench.engine.congestion.CongestionSettings;
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
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.Ecn;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;
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

    public Rnic(RdmaDevice device, Fabric fabric, Simulation simulation, Trace trace) {
        this.device = device;
        this.fabric = fabric;
        this.simulation = simulation;
        this.trace = trace;
        for (DevicePort p : device.ports()) {
            NicPort n = fabric.addNic(device, p);
            n.onReceive(this::receive);
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
    public java.util.Collection<QpTransport> transports() {
        return new TreeMap<>(qps).values();
    }

    public QpTransport transport(int qpn) {
        return byQpn.get(qpn);
    }

    private void receive(RoceFrame frame, Frame wire) {
        RocePacket p = frame.packet();
        if (p.opcode() == Opcode.CNP) {
            if (trace.on()) {
                trace.add(new PacketReceived(trace.stamp(), device.host(), device.name(), p.bth().destQp(), wire.id(), portName(), p));
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
    }

    /**
     * Where frames for an address vector go, worked out once per address vector: the port, the
     * destination MAC, and the IP addresses (IPv4 when both GIDs are IPv4-mapped).
     */
    record Route(NicPort port, byte[] srcMac, byte[] dstMac, boolean v4, byte[] src, byte[] dst, String problem, Ethernet ethernet) {

        Route(NicPort port, byte[] srcMac, byte[] dstMac, boolean v4, byte[] src, byte[] dst, String problem) {
            // the Ethernet header is the same for every frame of the route: built once, not per frame
            this(port, srcMac, dstMac, v4, src, dst, problem, srcMac == null ? null : new Ethernet(dstMac, srcMac, null));
        }
    }

    Route route(AddressVector av) {
        DevicePort port = device.port(av.portNum());
        Gid sgid = port == null ? null : port.gid(av.sgidIndex());
        if (sgid == null) {
            return new Route(null, null, null, false, null, null, "not sent: no source GID " + av.sgidIndex() + " on port " + av.portNum());
        }
        NicPort to = fabric.nicOf(av.dgid());
        byte[] dgid = av.dgid();
        boolean v4 = sgid.isIpv4() && Gid.isIpv4Mapped(dgid);
        return new Route(ports.get(port.number()), port.mac(), to == null ? BROADCAST : to.port().mac(), v4,
                v4 ? Arrays.copyOfRange(sgid.gid(), 12, 16) : sgid.gid(), v4 ? Arrays.copyOfRange(dgid, 12, 16) : dgid, null);
    }

    /** Sends {@code packet} from {@code qp} along {@code route}; {@code why} says what for (null when nobody traces). */
    void send(QueuePair qp, RocePacket packet, Route route, AddressVector av, int remoteQpn, String why, boolean resent) {
        if (route.problem() != null) {
            if (trace.on()) {
                trace.add(new TransportNote(trace.stamp(), device.host(), device.name(), qp.qpn(), route.problem(), true));
            }
            return;
        }
        IpHeader ip;
        // the address vector's traffic class gives the DSCP; the NIC sends RoCEv2 ECN-capable, ECT(0)
        int trafficClass = Ecn.capable(av.trafficClass());
        if (route.v4()) {
            ip = new IpHeader.V4(route.src(), route.dst(), trafficClass, av.hopLimit(), ipId++ & 0xFFFF);
        } else {
            int flow = av.flowLabel() != 0 ? av.flowLabel() : UdpSourcePort.flowLabel(qp.qpn(), remoteQpn);
            ip = new IpHeader.V6(route.src(), route.dst(), trafficClass, flow, av.hopLimit());
        }
        RoceFrame frame = new RoceFrame(route.ethernet(), ip, UdpSourcePort.of(qp.qpn(), remoteQpn), packet);
        Frame wire = split(route, packet) ? new Frame(fabric.nextFrameId(), FrameCodec.encodeSplit(frame))
                : new Frame(fabric.nextFrameId(), FrameCodec.encode(frame, fabric.frameBuffer(frame.length())));
        NicPort out = route.port();
        if (trace.on()) {
            // the event keeps the payload as sent: a view into the frame, not the memory it was read from
            byte[] b = wire.bytes();
            int at = b.length - RoceFrame.ICRC_LENGTH - packet.padCount() - packet.payload().length();
            trace.add(new PacketSent(trace.stamp(), device.host(), device.name(), qp.qpn(), wire.id(), out.end().name(),
                    packet.withPayload(new Payload.Bytes(b, at, packet.payload().length())), b, why, resent));
        }
        out.transmit(wire);
    }

    /**
     * Whether {@code packet} goes out as a {@link rdma.workbench.engine.wire.SplitFrame}, its payload
     * left in the sender's shared pages instead of copied into the frame: only when nothing keeps or
     * shows the frame's array (no trace that hears events, no capture), over IPv4 (an IPv6 UDP
     * checksum covers the whole datagram), and for a payload large enough that sharing its pages
     * costs less than copying it.
     */
    private boolean split(Route route, RocePacket packet) {
        return packet.payload().length() >= SPLIT_PAYLOAD && route.v4() && !trace.on() && !fabric.capturing();
    }

    /** The QPs' transports and the IP id counter, for a checkpoint. */
    public record Saved(int ipId, List<QpTransport> transports, List<QpTransport.Saved> states) {
    }

    public Saved save() {
        List<QpTransport> list = new ArrayList<>(qps.values());
        List<QpTransport.Saved> states = new ArrayList<>(list.size());
        for (QpTransport t : list) {
            states.add(t.save());
        }
        return new Saved(ipId, list, states);
    }

    public void restore(Saved s) {
        ipId = s.ipId;
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
