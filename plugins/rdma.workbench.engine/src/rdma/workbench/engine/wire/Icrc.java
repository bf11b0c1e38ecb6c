package rdma.workbench.engine.wire;

import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The invariant CRC of RoCEv2 (IBTA annex A17.3.3, rxe_icrc.c): CRC-32 over eight bytes of 0xFF
 * (the masked LRH of InfiniBand), then the IP, UDP and BTH headers with the fields routers may
 * change set to all ones (IPv4 TOS, TTL and checksum; IPv6 traffic class, flow label and hop
 * limit; the UDP checksum; BTH byte 4), then the rest of the packet up to the ICRC. Sent
 * little-endian.
 */
public final class Icrc {

    /** Bytes of 0xFF standing for the masked LRH of InfiniBand. */
    private static final int LRH = 8;

    /** Room in the scratch for the headers after the BTH, so that all headers go to the CRC in one update. */
    private static final int EXTENSION_ROOM = 32;

    /** The masked LRH and headers of one computation, and the CRC, reused on the thread (an ICRC is computed for every frame). */
    private static final OnThread<Scratch> SCRATCH = new OnThread<>(Scratch::new);

    private static final class Scratch {
        /**
         * The masked LRH (set once: nothing writes it again), then room for the IPv6, UDP and BTH
         * headers and the extension headers after them (at most 28 bytes: an AtomicETH).
         */
        final byte[] masked = new byte[LRH + 40 + RoceFrame.UDP_HEADER + Bth.LENGTH + EXTENSION_ROOM];
        final CRC32 crc = new CRC32();

        Scratch() {
            Arrays.fill(masked, 0, LRH, (byte) -1);
        }
    }

    private Icrc() {
    }

    /**
     * The ICRC of the packet in {@code frame} whose IP header starts at {@code ipOffset} with
     * length {@code ipLength} and whose ICRC starts at {@code icrcOffset}.
     */
    public static int compute(byte[] frame, int ipOffset, int ipLength, boolean ipv6, int icrcOffset) {
        int fixed = ipLength + RoceFrame.UDP_HEADER + Bth.LENGTH;
        CRC32 crc = masked(frame, ipOffset, ipLength, ipv6, 0);
        crc.update(frame, ipOffset + fixed, icrcOffset - ipOffset - fixed);
        return (int) crc.getValue();
    }

    /**
     * The ICRC of a frame in parts ({@link SplitFrame}): the headers in {@code head}, then
     * {@code body}, then {@code pad} bytes of {@code tail}, each read where it lies. The extension
     * headers go to the CRC with the masked ones, in one update (each update has a fixed cost that
     * is not small beside the few bytes of a header).
     */
    public static int compute(byte[] head, int ipOffset, int ipLength, boolean ipv6, Payload body, byte[] tail, int pad) {
        int fixed = ipLength + RoceFrame.UDP_HEADER + Bth.LENGTH;
        int extension = head.length - ipOffset - fixed;
        CRC32 crc;
        if (extension <= EXTENSION_ROOM) {
            crc = masked(head, ipOffset, ipLength, ipv6, extension);
        } else {
            crc = masked(head, ipOffset, ipLength, ipv6, 0);
            crc.update(head, ipOffset + fixed, extension);
        }
        body.feed(crc);
        if (pad > 0) {
            crc.update(tail, 0, pad);
        }
        return (int) crc.getValue();
    }

    /**
     * The thread's CRC, reset and fed the masked LRH, the masked IP, UDP and BTH headers, and the
     * {@code extension} bytes after them unchanged.
     */
    private static CRC32 masked(byte[] frame, int ipOffset, int ipLength, boolean ipv6, int extension) {
        int fixed = ipLength + RoceFrame.UDP_HEADER + Bth.LENGTH;
        Scratch s = SCRATCH.get();
        byte[] masked = s.masked;
        System.arraycopy(frame, ipOffset, masked, LRH, fixed + extension);
        int ip = LRH;
        if (ipv6) {
            masked[ip] |= 0x0F;
            masked[ip + 1] = masked[ip + 2] = masked[ip + 3] = -1;
            masked[ip + 7] = -1;
        } else {
            masked[ip + 1] = -1;
            masked[ip + 8] = -1;
            masked[ip + 10] = masked[ip + 11] = -1;
        }
        masked[ip + ipLength + 6] = masked[ip + ipLength + 7] = -1;
        masked[ip + ipLength + RoceFrame.UDP_HEADER + 4] = -1;
        CRC32 crc = s.crc;
        crc.reset();
        crc.update(masked, 0, LRH + fixed + extension);
        return crc;
    }
}
