package rdma.workbench.engine.trace;

import rdma.workbench.engine.wire.PacketText;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.SplitFrame;

/**
 * A NIC put a packet on the wire through {@code port}: the packet as built and the frame's bytes
 * ({@link SplitFrame#toBytes()} joins them: a data frame keeps its payload in the sender's shared
 * pages, so a trace of a long transfer holds its headers, not a copy of every byte sent).
 * {@code frameId} names this frame in every later event about it (links, receive, drop);
 * {@code resent} says that the requester sends these PSNs again (go-back-N, a timeout, an RNR NAK).
 */
public record PacketSent(Stamp stamp, String node, String device, int qpn, long frameId, String port, RocePacket packet,
        SplitFrame frame, String why, boolean resent) implements TraceEvent {

    /** A frame built as one array. */
    public PacketSent(Stamp stamp, String node, String device, int qpn, long frameId, String port, RocePacket packet, byte[] frame, String why,
            boolean resent) {
        this(stamp, node, device, qpn, frameId, port, packet, SplitFrame.whole(frame), why, resent);
    }

    @Override
    public String summary() {
        return PacketText.describe(packet);
    }
}
