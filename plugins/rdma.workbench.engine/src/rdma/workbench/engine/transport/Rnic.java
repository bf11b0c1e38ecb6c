package rdma.workbench.engine.transport;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.NicPort;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
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

    private final RdmaDevice device;
    private final Fabric fabric;
    private final Simulation simulation;
    private final Trace trace;
    private final Map<Integer, NicPort> ports = new HashMap<>();
    private final Map<Integer, QpTransport> qps = new HashMap<>();
    private int ipId;

    public Rnic(RdmaDevice device, Fabric fabric, Simulation simulation, Trace trace) {
        this.device = device;
        this.fabric = fabric;
        this.simulation = simulation;
        this.trace = trace;
        for (DevicePort p : device.ports()) {
            NicPort n = fabric.addNic(device, p);
            n.onReceive((frame, bytes) -> receive(frame));
            ports.put(p.number(), n);
        }
    }

    public RdmaDevice device() {
        return device;
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

    /** Gives {@code qp} its transport; packets for its QPN reach it from now on. */
    public QpTransport attach(QueuePair qp) {
        QpTransport t = new QpTransport(this, qp);
        qps.put(qp.qpn(), t);
        qp.addListener(t);
        return t;
    }

    /** The transports of this device's QPs, by QP number. */
    public java.util.Collection<QpTransport> transports() {
        return new java.util.TreeMap<>(qps).values();
    }

    public QpTransport transport(int qpn) {
        return qps.get(qpn);
    }

    private void receive(RoceFrame frame) {
        RocePacket p = frame.packet();
        if (p.opcode() == Opcode.CNP) {
            trace.record(new TraceEvent(simulation.now(), device.host(), p.bth().destQp(), TraceKind.PACKET_RECEIVED,
                    Packets.describe(p) + " (congestion notification)", "", null));
            return;
        }
        QpTransport t = qps.get(p.bth().destQp());
        if (t == null) {
            trace.record(new TraceEvent(simulation.now(), device.host(), p.bth().destQp(), TraceKind.PACKET_DROPPED,
                    Packets.describe(p) + ": no QP 0x" + Integer.toHexString(p.bth().destQp()) + " on " + device.name(), "receive", null));
            return;
        }
        t.receive(frame);
    }

    /** Sends {@code packet} from {@code qp} to the port of {@code av}'s GID; the trace says why ({@code cause}). */
    void send(QueuePair qp, RocePacket packet, AddressVector av, int remoteQpn, String cause) {
        DevicePort port = device.port(av.portNum());
        Gid sgid = port == null ? null : port.gid(av.sgidIndex());
        if (sgid == null) {
            trace.record(new TraceEvent(simulation.now(), device.host(), qp.qpn(), TraceKind.ERROR,
                    "no source GID " + av.sgidIndex() + " on port " + av.portNum(), cause, null));
            return;
        }
        NicPort to = fabric.nicOf(av.dgid());
        byte[] dmac = to == null ? BROADCAST : to.port().mac();
        IpHeader ip;
        byte[] dgid = av.dgid();
        boolean v4 = sgid.isIpv4() && new Gid(0, dgid, null).isIpv4();
        if (v4) {
            ip = new IpHeader.V4(Arrays.copyOfRange(sgid.gid(), 12, 16), Arrays.copyOfRange(dgid, 12, 16), av.trafficClass(), av.hopLimit(),
                    ipId++ & 0xFFFF);
        } else {
            int flow = av.flowLabel() != 0 ? av.flowLabel() : UdpSourcePort.flowLabel(qp.qpn(), remoteQpn);
            ip = new IpHeader.V6(sgid.gid(), dgid, av.trafficClass(), flow, av.hopLimit());
        }
        RoceFrame frame = new RoceFrame(new Ethernet(dmac, port.mac(), null), ip, UdpSourcePort.of(qp.qpn(), remoteQpn), packet);
        byte[] bytes = FrameCodec.encode(frame);
        String summary = trace.enabled() ? Packets.describe(packet) : packet.opcode().name();
        if (trace.enabled()) {
            trace.record(new TraceEvent(simulation.now(), device.host(), qp.qpn(), TraceKind.PACKET_SENT, summary, cause, bytes));
        }
        ports.get(port.number()).transmit(bytes, summary);
    }
}
