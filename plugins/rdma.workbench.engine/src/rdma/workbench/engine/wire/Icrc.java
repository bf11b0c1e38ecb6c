package rdma.workbench.engine.wire;

import java.util.zip.CRC32;

/**
 * The invariant CRC of RoCEv2 (IBTA annex A17.3.3, rxe_icrc.c): CRC-32 over eight bytes of 0xFF
 * (the masked LRH of InfiniBand), then the IP, UDP and BTH headers with the fields routers may
 * change set to all ones (IPv4 TOS, TTL and checksum; IPv6 traffic class, flow label and hop
 * limit; the UDP checksum; BTH byte 4), then the rest of the packet up to the ICRC. Sent
 * little-endian.
 */
public final class Icrc {

    private static final byte[] MASKED_LRH = {-1, -1, -1, -1, -1, -1, -1, -1};

    private Icrc() {
    }

    /**
     * The ICRC of the packet in {@code frame} whose IP header starts at {@code ipOffset} with
     * length {@code ipLength} and whose ICRC starts at {@code icrcOffset}.
     */
    public static int compute(byte[] frame, int ipOffset, int ipLength, boolean ipv6, int icrcOffset) {
        int fixed = ipLength + RoceFrame.UDP_HEADER + Bth.LENGTH;
        byte[] masked = new byte[fixed];
        System.arraycopy(frame, ipOffset, masked, 0, fixed);
        if (ipv6) {
            masked[0] |= 0x0F;
            masked[1] = masked[2] = masked[3] = -1;
            masked[7] = -1;
        } else {
            masked[1] = -1;
            masked[8] = -1;
            masked[10] = masked[11] = -1;
        }
        masked[ipLength + 6] = masked[ipLength + 7] = -1;
        masked[ipLength + RoceFrame.UDP_HEADER + 4] = -1;
        CRC32 crc = new CRC32();
        crc.update(MASKED_LRH);
        crc.update(masked);
        crc.update(frame, ipOffset + fixed, icrcOffset - ipOffset - fixed);
        return (int) crc.getValue();
    }
}
