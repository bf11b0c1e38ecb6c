package rdma.workbench.engine.fabric;

import java.util.Locale;

import rdma.workbench.engine.wire.Ethernet;

/**
 * An IP address as a map key: a 16-byte GID, or an IPv4 address as its IPv4-mapped GID
 * (::ffff:a.b.c.d), so that a GID and the IPv4 header it produces find the same entry.
 */
record AddressKey(long high, long low) {

    static AddressKey of(byte[] address) {
        if (address.length == 4) {
            return new AddressKey(0, 0xFFFF_0000_0000L | (address[0] & 0xFFL) << 24 | (address[1] & 0xFF) << 16 | (address[2] & 0xFF) << 8
                    | address[3] & 0xFF);
        }
        return new AddressKey(longAt(address, 0), longAt(address, 8));
    }

    /** The destination address of an IPv4 or IPv6 frame (802.1Q tagged or not), or null for anything else. */
    static AddressKey destinationOf(byte[] frame) {
        int l2 = EthernetHeader.networkOffset(frame);
        if (l2 < 0) {
            return null;
        }
        int type = EthernetHeader.type(frame, l2);
        if (type == Ethernet.TYPE_IPV4 && frame.length >= l2 + 20) {
            int at = l2 + 16;
            return new AddressKey(0, 0xFFFF_0000_0000L | (frame[at] & 0xFFL) << 24 | (frame[at + 1] & 0xFF) << 16 | (frame[at + 2] & 0xFF) << 8
                    | frame[at + 3] & 0xFF);
        }
        if (type == Ethernet.TYPE_IPV6 && frame.length >= l2 + 40) {
            return new AddressKey(longAt(frame, l2 + 24), longAt(frame, l2 + 32));
        }
        return null;
    }

    /** Whether it is an IPv6 link-local address, fe80::/10. */
    boolean isLinkLocal() {
        return high >>> 54 == 0x3FA;
    }

    private static long longAt(byte[] b, int at) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = v << 8 | b[at + i] & 0xFF;
        }
        return v;
    }

    @Override
    public String toString() {
        if (high == 0 && (low >>> 32) == 0xFFFF) {
            return (low >>> 24 & 0xFF) + "." + (low >>> 16 & 0xFF) + "." + (low >>> 8 & 0xFF) + "." + (low & 0xFF);
        }
        return String.format(Locale.ROOT, "%016x%016x", high, low);
    }
}
