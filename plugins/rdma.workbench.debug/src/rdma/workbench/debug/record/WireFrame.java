package rdma.workbench.debug.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.PfcFrame;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.SplitFrame;
import rdma.workbench.engine.wire.Syndrome;

/**
 * One frame of a run as the ladder, the details and the animation show it: who sent it (node and
 * QP), where it went, the links it crossed, and where it ended — received by a NIC, or dropped
 * with the reason. Built by {@link RunRecord} from the events that carry its frame id (or from one
 * record of an imported capture) and not changed once the record is built.
 */
public final class WireFrame {

    private final int index;
    private final long frameId;
    private final String fromNode;
    private final int fromQpn;
    private final RocePacket packet;
    /** The frame's bytes, its payload left in the pages the trace shares (joined only when asked for). */
    private final SplitFrame frame;
    private final boolean resent;
    private final long sentSeq;
    private final long sentTime;
    private final List<Hop> hops = new ArrayList<>(1);
    /** The PFC frame the bytes hold, or null for any other frame. */
    private final PfcFrame pfc;
    private String toNode;
    private long arriveTime = -1;
    private long receivedSeq = -1;
    private PacketDropped drop;
    private long dropTime = -1;
    private String problem;
    private String destinationHost;

    WireFrame(int index, long frameId, String fromNode, int fromQpn, RocePacket packet, byte[] bytes, boolean resent, long sentSeq, long sentTime) {
        this(index, frameId, fromNode, fromQpn, packet, SplitFrame.whole(bytes), resent, sentSeq, sentTime);
    }

    WireFrame(int index, long frameId, String fromNode, int fromQpn, RocePacket packet, SplitFrame frame, boolean resent, long sentSeq,
            long sentTime) {
        this.index = index;
        this.frameId = frameId;
        this.fromNode = fromNode;
        this.fromQpn = fromQpn;
        this.packet = packet;
        this.frame = frame;
        this.resent = resent;
        this.sentSeq = sentSeq;
        this.sentTime = sentTime;
        this.pfc = packet == null ? PfcFrame.ifPfc(frame.toBytes()) : null;
    }

    void addHop(Hop h) {
        hops.add(h);
        if (toNode == null || hops.size() > 1) {
            toNode = RunRecord.nodeOfPort(h.to());
        }
    }

    void received(String node, long seq, long time) {
        if (receivedSeq < 0) {
            toNode = node;
            receivedSeq = seq;
            arriveTime = time;
        }
    }

    void dropped(PacketDropped d) {
        if (drop == null) {
            drop = d;
            dropTime = d.time();
        }
    }

    void setDestination(String node) {
        if (toNode == null) {
            toNode = node;
        }
    }

    void setDestinationHost(String host) {
        destinationHost = host;
    }

    /** The host the frame is addressed to (its destination IP's), even while it is still between switches; null when unknown. */
    public String destinationHost() {
        return destinationHost;
    }

    void setProblem(String why) {
        problem = why;
    }

    /** Its place in the record: frames are numbered from 0 in the order they were sent. */
    public int index() {
        return index;
    }

    /** The engine's frame id (the pcap record number for an imported capture). */
    public long frameId() {
        return frameId;
    }

    public String fromNode() {
        return fromNode;
    }

    /** The sending QP, or -1 when unknown (an imported capture's BTH names only the destination QP). */
    public int fromQpn() {
        return fromQpn;
    }

    /** Where it went (its last hop's far end, or the NIC that took it), or null when it died before anyone could tell. */
    public String toNode() {
        return toNode;
    }

    /** The destination QP from the BTH, or -1 for a frame that does not decode. */
    public int toQpn() {
        return packet == null ? -1 : packet.bth().destQp();
    }

    /** The packet, or null when the bytes do not decode as RoCEv2 (see {@link #problem()}). */
    public RocePacket packet() {
        return packet;
    }

    /** The frame's bytes as sent, in a new array. */
    public byte[] bytes() {
        return frame.toBytes();
    }

    /** How many bytes the frame has (without joining them). */
    public int length() {
        return frame.length();
    }

    public boolean resent() {
        return resent;
    }

    /** The sequence number of the event that sent it (-1 for an imported capture). */
    public long sentSeq() {
        return sentSeq;
    }

    /** When the NIC handed it to its port (ns). */
    public long sentTime() {
        return sentTime;
    }

    /** When it left the sender: the first link's departure (after waiting for the wire), or the time it was sent. */
    public long departTime() {
        return hops.isEmpty() ? sentTime : hops.get(0).depart();
    }

    /** When it reached the NIC that took it, or -1. */
    public long arriveTime() {
        return arriveTime;
    }

    public long receivedSeq() {
        return receivedSeq;
    }

    public List<Hop> hops() {
        return Collections.unmodifiableList(hops);
    }

    /** Why it went no further, or null when it was delivered. */
    public PacketDropped drop() {
        return drop;
    }

    /** When it died, or -1. */
    public long dropTime() {
        return dropTime;
    }

    /** Why the bytes do not decode, or null. */
    public String problem() {
        return problem;
    }

    /** The time its arrow ends: where it arrived, or where it died (at the latest). */
    public long endTime() {
        if (arriveTime >= 0 && dropTime < 0) {
            return arriveTime;
        }
        return Math.max(dropTime, arriveTime);
    }

    public FrameKind kind() {
        return pfc != null ? FrameKind.PFC : FrameKind.of(packet);
    }

    /** The 802.1Qbb PFC frame this is, or null. */
    public PfcFrame pfc() {
        return pfc;
    }

    public int psn() {
        return packet == null ? -1 : packet.bth().psn();
    }

    /**
     * What the ladder writes on its arrow: "RDMA_WRITE_FIRST PSN 0", "NAK PSN sequence error PSN 1 MSN 0", "ACK PSN 3 MSN 1",
     * "CNP QP 0x000011", "PFC pause p3".
     */
    public String label() {
        if (pfc != null) {
            return pfc.label();
        }
        if (packet == null) {
            return "frame #" + frameId + " (not RoCEv2)";
        }
        Opcode op = packet.opcode();
        if (op == Opcode.CNP) {
            return String.format(Locale.ROOT, "CNP QP 0x%06x", packet.bth().destQp());
        }
        Aeth aeth = packet.aeth();
        String name = op.name().substring(op.transport().length() + 1);
        StringBuilder b = new StringBuilder();
        if (op.kind() == Opcode.Kind.ACK) {
            b.append(Syndrome.describe(aeth.syndrome()));
            if (op == Opcode.RC_ATOMIC_ACKNOWLEDGE) {
                b.append(" (atomic)");
            }
        } else {
            b.append(op.transport().equals("RC") ? name : op.transport() + " " + name);
        }
        b.append(" PSN ").append(packet.bth().psn());
        if (aeth != null) {
            b.append(" MSN ").append(aeth.msn());
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return "#" + frameId + " " + fromNode + " -> " + toNode + ": " + label() + (drop != null ? " (dropped: " + drop.reason() + ")" : "");
    }
}
