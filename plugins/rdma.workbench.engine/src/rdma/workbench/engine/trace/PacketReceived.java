package rdma.workbench.engine.trace;

import rdma.workbench.engine.wire.PacketText;
import rdma.workbench.engine.wire.RocePacket;

/** A NIC took a well-formed packet for one of its QPs (before the transport's checks, which may still drop it). */
public record PacketReceived(Stamp stamp, String node, String device, int qpn, long frameId, String port, RocePacket packet)
        implements TraceEvent {

    @Override
    public String summary() {
        return PacketText.describe(packet);
    }
}
