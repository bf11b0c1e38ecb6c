package rdma.workbench.engine.trace;

import rdma.workbench.engine.wire.PacketText;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A frame died at {@code where} (a link, a switch, a port, a QP) for {@code reason}; {@code detail}
 * says it in words. {@code packet} is null when the frame could not be decoded; {@code frameId} is
 * -1 for a packet no frame carried.
 */
public record PacketDropped(Stamp stamp, String node, int qpn, long frameId, String where, DropReason reason, String detail, RocePacket packet)
        implements TraceEvent {

    @Override
    public String summary() {
        return (packet == null ? "frame #" + frameId : PacketText.describe(packet)) + ": " + detail;
    }

    @Override
    public boolean isError() {
        return true;
    }
}
