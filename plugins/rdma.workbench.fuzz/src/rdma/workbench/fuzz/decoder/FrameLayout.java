package rdma.workbench.fuzz.decoder;

import rdma.workbench.engine.wire.Bth;

/**
 * Where a frame's headers sit if its bytes are what they claim, read without the codec: the IP
 * header after Ethernet (and an 802.1Q tag), UDP after it, the BTH after UDP, and the datagram's
 * end from the UDP length. {@code -1} marks what the frame is too short for or does not say.
 */
record FrameLayout(int ipOffset, boolean ipv6, int udpOffset, int bthOffset, int udpEnd) {

    static final FrameLayout NONE = new FrameLayout(-1, false, -1, -1, -1);

    static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) << 8 | b[at + 1] & 0xFF;
    }

    static void put16(byte[] b, int at, int v) {
        b[at] = (byte) (v >> 8);
        b[at + 1] = (byte) v;
    }

    static FrameLayout of(byte[] f) {
        if (f.length < 14) {
            return NONE;
        }
        int ip = 14;
        int type = u16(f, 12);
        if (type == 0x8100) {
            if (f.length < 18) {
                return NONE;
            }
            type = u16(f, 16);
            ip = 18;
        }
        if (type != 0x0800 && type != 0x86DD) {
            return NONE;
        }
        boolean v6 = type == 0x86DD;
        int udp = ip + (v6 ? 40 : 20);
        if (f.length < udp + 8) {
            return new FrameLayout(ip, v6, -1, -1, -1);
        }
        int end = udp + u16(f, udp + 4);
        boolean placed = end <= f.length && end >= udp + 8 + Bth.LENGTH + 4;
        return new FrameLayout(ip, v6, udp, udp + 8, placed ? end : -1);
    }

    int ipLength() {
        return ipv6 ? 40 : 20;
    }

    /** True when the UDP length places a BTH and an ICRC inside the frame. */
    boolean placesTransport() {
        return udpEnd > 0;
    }

    int icrcOffset() {
        return udpEnd - 4;
    }
}
