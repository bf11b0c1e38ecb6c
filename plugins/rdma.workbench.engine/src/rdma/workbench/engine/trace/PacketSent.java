package rdma.workbench.engine.trace;

import rdma.workbench.engine.wire.PacketText;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A NIC put a packet on the wire through {@code port}: the packet as built and the frame's bytes.
 * {@code frameId} names this frame in every later event about it (links, receive, drop);
 * {@code resent} says that the requester sends these PSNs again (go-back-N, a timeout, an RNR NAK).
 */
public record PacketSent(Stamp stamp, String node, String device, int qpn, long frameId, String port, RocePacket packet, byte[] frame,
        String why, boolean resent) implements TraceEvent {

    @Override
    public String summary() {
        return PacketText.describe(packet);
    }
}
