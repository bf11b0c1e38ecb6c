package rdma.workbench.engine.wire;

/** The Internet checksum (RFC 1071) of IPv4 headers and of UDP over its pseudo-header. */
public final class Checksums {

    private Checksums() {
    }

    /** One's-complement sum of 16-bit words, not yet folded or inverted. */
    public static long sum(byte[] b, int off, int len, long acc) {
        int i = off;
        for (; i + 1 < off + len; i += 2) {
            acc += (b[i] & 0xFF) << 8 | b[i + 1] & 0xFF;
        }
        if (i < off + len) {
            acc += (b[i] & 0xFF) << 8;
        }
        return acc;
    }

    /** Folds {@code acc} to 16 bits and inverts it: the checksum. */
    public static int fold(long acc) {
        while (acc >> 16 != 0) {
            acc = (acc & 0xFFFF) + (acc >> 16);
        }
        return (int) (~acc & 0xFFFF);
    }

    public static int ipv4Header(byte[] frame, int off, int len) {
        if (len == 20 && off >= 0 && off + 20 <= frame.length) {
            // the only length RoCEv2 sends (no options), summed without the general loop's odd-byte tail: every frame is summed at send and at receive
            int acc = 0;
            for (int i = off; i < off + 20; i += 2) {
                acc += (frame[i] & 0xFF) << 8 | frame[i + 1] & 0xFF;
            }
            acc = (acc & 0xFFFF) + (acc >>> 16);
            acc = (acc & 0xFFFF) + (acc >>> 16);
            return ~acc & 0xFFFF;
        }
        return fold(sum(frame, off, len, 0));
    }

    /** UDP checksum over the pseudo-header of {@code ip} and the datagram at {@code off}; 0 is sent as 0xFFFF. */
    static int udp(IpHeader ip, byte[] frame, int off, int udpLength) {
        int c = udpSum(ip, frame, off, udpLength);
        return c == 0 ? 0xFFFF : c;
    }

    /** The folded, inverted sum over the pseudo-header and the datagram as it stands: 0 when its checksum field is right. */
    static int udpSum(IpHeader ip, byte[] frame, int off, int udpLength) {
        long acc = 0;
        acc = sum(ip.src(), 0, ip.src().length, acc);
        acc = sum(ip.dst(), 0, ip.dst().length, acc);
        acc += 17 + udpLength;
        acc = sum(frame, off, udpLength, acc);
        return fold(acc);
    }
}
