package rdma.workbench.fuzz.decoder;

/**
 * The Internet checksum (RFC 1071, RFC 768 for UDP over IPv4, RFC 8200 section 8.1 over IPv6),
 * written here apart from the engine's so that the fuzzer does not check the codec against itself.
 */
final class InternetChecksum {

    private InternetChecksum() {
    }

    private static long add(byte[] b, int off, int len, long acc) {
        for (int i = 0; i < len; i++) {
            acc += (i % 2 == 0 ? (b[off + i] & 0xFF) << 8 : b[off + i] & 0xFF);
        }
        return acc;
    }

    private static int complement(long acc) {
        while (acc > 0xFFFF) {
            acc = (acc & 0xFFFF) + (acc >>> 16);
        }
        return (int) ~acc & 0xFFFF;
    }

    /** The IPv4 header checksum for the 20 bytes at {@code ip}, its own field counted as zero. */
    static int ipv4(byte[] f, int ip) {
        return complement(add(f, ip, 10, 0) + add(f, ip + 12, 8, 0));
    }

    /** The UDP checksum of the datagram at {@code udp} (its own field counted as zero) over the IP pseudo-header; 0 goes out as 0xFFFF. */
    static int udp(byte[] f, int ip, boolean v6, int udp, int udpLength) {
        long acc = v6 ? add(f, ip + 8, 32, 0) : add(f, ip + 12, 8, 0);
        acc += 17 + udpLength;
        acc = add(f, udp, 6, acc) + add(f, udp + 8, udpLength - 8, 0);
        int c = complement(acc);
        return c == 0 ? 0xFFFF : c;
    }
}
