package rdma.workbench.engine.wire;

import java.util.HexFormat;

/** Frames the wire tests share: the two captured vectors and a builder for every opcode. */
final class Frames {

    /** RoCEv2 CNP captured on a ConnectX-4 Lx; its ICRC is 82 fd 00 2a on the wire. */
    static final byte[] CONNECTX4_CNP = hex("e41d2dab2bc27cfe90643b320800" + "45c2003c718c4000401191610a0011010a001201"
            + "000012b700280000" + "8100ffff4000011800000000" + "00000000000000000000000000000000" + "82fd002a");

    /**
     * A UC SEND_ONLY with MigReq, 18 bytes of payload and 2 of pad, from scapy's RoCE tests; IPv4
     * checksum b4d5, UDP checksum aca2, ICRC 78 f3 53 f3.
     */
    static final byte[] UC_SEND_ONLY = hex("248a07a8fa22248a07a8fa220800" + "45010040047840004011b4d5c0a80007c0a80007"
            + "c00012b7002caca2" + "2460ffff000000d300cf1710" + "4630818be28935d90e9a95505401be885e500000" + "78f353f3");

    private Frames() {
    }

    static byte[] hex(String s) {
        return HexFormat.of().parseHex(s);
    }

    static Ethernet ethernet(Integer vlan) {
        return new Ethernet(Ethernet.mac("02:00:0a:00:00:02"), Ethernet.mac("02:00:0a:00:00:01"), vlan);
    }

    static IpHeader ipv4() {
        return new IpHeader.V4(new byte[] {10, 0, 0, 1}, new byte[] {10, 0, 0, 2}, 0x02, 64, 0x1234);
    }

    static IpHeader ipv6() {
        return new IpHeader.V6(hex("fe800000000000000000000000000001"), hex("fe800000000000000000000000000002"), 0x02, 0x12345, 64);
    }

    /** A packet of {@code op} with every header it needs filled with distinct values and {@code payloadLength} bytes. */
    static RocePacket packet(Opcode op, int payloadLength) {
        byte[] payload = new byte[op.hasPayload() ? payloadLength : 0];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i * 7 + 1);
        }
        Bth bth = new Bth(op, op.isLastOrOnly() && op.kind() == Opcode.Kind.SEND, false, Bth.DEFAULT_PKEY, false, op == Opcode.CNP,
                0x000113, op.isLastOrOnly() && op.kind() != Opcode.Kind.ACK && op.kind() != Opcode.Kind.READ_RESPONSE && op != Opcode.CNP, op == Opcode.CNP ? 0 : 0xFFFFFE);
        return new RocePacket(bth,
                op.has(Header.DETH) ? new Deth(0x11111111, 0x000112) : null,
                op.has(Header.RETH) ? new Reth(0x00007F0012345000L, 0x1A2B3C4D, 10240) : null,
                op.has(Header.ATOMIC_ETH) ? new AtomicEth(0x00007F0012345008L, 0x1A2B3C4D, 5, op == Opcode.RC_COMPARE_SWAP ? 42 : 0) : null,
                op.has(Header.AETH) ? new Aeth(0x1F, 0x000007) : null,
                op.has(Header.ATOMIC_ACK_ETH) ? new AtomicAckEth(0x0102030405060708L) : null,
                op.has(Header.IMM_DT) ? 0xCAFEF00D : null,
                op.has(Header.IETH) ? 0x0BADBEEF : null,
                payload);
    }
}
