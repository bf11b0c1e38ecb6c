package rdma.workbench.engine.fabric;

import rdma.workbench.engine.wire.Ethernet;

/** Where a frame's network header starts and what it is, past the Ethernet header and an optional 802.1Q tag. */
final class EthernetHeader {

    private EthernetHeader() {
    }

    /** The offset of the network header (14, or 18 behind a VLAN tag), or -1 when the frame is too short to say. */
    static int networkOffset(byte[] frame) {
        if (frame.length < 14) {
            return -1;
        }
        if (u16(frame, 12) == Ethernet.TYPE_VLAN) {
            return frame.length >= 18 ? 18 : -1;
        }
        return 14;
    }

    /** Whether the frame carries an 802.1Q tag (its TCI at bytes 14-15). */
    static boolean tagged(byte[] frame) {
        return frame.length >= 18 && u16(frame, 12) == Ethernet.TYPE_VLAN;
    }

    /** The EtherType of the network header at {@code networkOffset}. */
    static int type(byte[] frame, int networkOffset) {
        return u16(frame, networkOffset - 2);
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) << 8 | b[at + 1] & 0xFF;
    }
}
