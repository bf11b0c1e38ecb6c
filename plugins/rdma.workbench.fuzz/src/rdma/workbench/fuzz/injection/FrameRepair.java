package rdma.workbench.fuzz.injection;

import rdma.workbench.engine.wire.Checksums;
import rdma.workbench.engine.wire.Icrc;

/**
 * Makes the IPv4 header checksum, the UDP checksum and the ICRC of a changed frame right again, so
 * that a corrupted frame gets past the receiver's integrity checks to the ones behind them (header
 * fields, PSN, keys). Reads the layout as far as the frame holds it and repairs only what it finds:
 * Ethernet (802.1Q tag or not), IPv4 or IPv6, UDP, the ICRC where the UDP length puts it. The UDP
 * checksum becomes 0 over IPv4 (allowed, RFC 768) and is computed over IPv6 (RFC 8200 8.1).
 */
public final class FrameRepair {

    private FrameRepair() {
    }

    static void repair(byte[] b) {
        if (b.length < 14) {
            return;
        }
        int l2 = 14;
        int type = u16(b, 12);
        if (type == 0x8100 && b.length >= 18) {
            type = u16(b, 16);
            l2 = 18;
        }
        boolean v6 = type == 0x86DD;
        if (type != 0x0800 && !v6) {
            return;
        }
        int ipLength = v6 ? 40 : 20;
        int udp = l2 + ipLength;
        if (b.length < udp + 8) {
            return;
        }
        if (!v6) {
            put16(b, l2 + 10, 0);
            put16(b, l2 + 10, Checksums.ipv4Header(b, l2, 20));
        }
        int udpLength = u16(b, udp + 4);
        int icrc = udp + udpLength - 4;
        if (udpLength < 8 + 12 + 4 || icrc + 4 > b.length) {
            return;
        }
        int value = Icrc.compute(b, l2, ipLength, v6, icrc);
        for (int i = 0; i < 4; i++) {
            b[icrc + i] = (byte) (value >>> 8 * i);
        }
        put16(b, udp + 6, 0);
        if (v6) {
            long acc = Checksums.sum(b, l2 + 8, 32, 0) + 17 + udpLength;
            int c = Checksums.fold(Checksums.sum(b, udp, udpLength, acc));
            put16(b, udp + 6, c == 0 ? 0xFFFF : c);
        }
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) << 8 | b[at + 1] & 0xFF;
    }

    private static void put16(byte[] b, int at, int v) {
        b[at] = (byte) (v >> 8);
        b[at + 1] = (byte) v;
    }
}
