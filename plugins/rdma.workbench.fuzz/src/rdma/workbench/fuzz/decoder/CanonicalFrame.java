package rdma.workbench.fuzz.decoder;

import java.util.Arrays;

import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.Icrc;
import rdma.workbench.engine.wire.Opcode;

/**
 * The bytes the encoder writes for the frame a decoder accepted. The decoder keeps every field of
 * the model and lets the rest vary; the encoder writes the rest one way. So a frame the decoder
 * accepts comes back from encode(decode(frame)) as this, and as itself exactly when it already
 * was canonical:
 * <ul>
 * <li>bytes after the UDP datagram (Ethernet padding, IP payload beyond the UDP length) go;</li>
 * <li>IPv4: total length = 20 + UDP length, flags and fragment field 0x4000 (DF only; the
 * decoder accepts DF clear and the reserved bit), header checksum recomputed;</li>
 * <li>IPv6: payload length = UDP length;</li>
 * <li>BTH byte 4 keeps only F and B, byte 8 only AckReq (the reserved bits are not in the
 * model); the DETH reserved byte, a CNP's 16 reserved bytes and the pad bytes become zero;</li>
 * <li>the ICRC is recomputed over the result, and the UDP checksum is 0 on IPv4 (a correct
 * non-zero one is accepted) and recomputed on IPv6.</li>
 * </ul>
 * Only for frames the decoder accepted: the layout is taken as the decoder found it.
 */
final class CanonicalFrame {

    private CanonicalFrame() {
    }

    static byte[] of(byte[] frame) {
        FrameLayout l = FrameLayout.of(frame);
        byte[] c = Arrays.copyOf(frame, l.udpEnd());
        int udpLength = l.udpEnd() - l.udpOffset();
        int ip = l.ipOffset();
        if (l.ipv6()) {
            FrameLayout.put16(c, ip + 4, udpLength);
        } else {
            FrameLayout.put16(c, ip + 2, 20 + udpLength);
            FrameLayout.put16(c, ip + 6, 0x4000);
            FrameLayout.put16(c, ip + 10, InternetChecksum.ipv4(c, ip));
        }
        int bth = l.bthOffset();
        c[bth + 4] &= (byte) 0xC0;
        c[bth + 8] &= (byte) 0x80;
        Opcode op = Opcode.of(c[bth]);
        int at = bth + 12;
        for (Header h : op.headers()) {
            if (h == Header.DETH) {
                c[at + 4] = 0;
            }
            at += h.length();
        }
        if (op == Opcode.CNP) {
            Arrays.fill(c, at, at + Opcode.CNP_RESERVED_BYTES, (byte) 0);
        }
        int icrcAt = l.icrcOffset();
        int pad = c[bth + 1] >> 4 & 3;
        Arrays.fill(c, icrcAt - pad, icrcAt, (byte) 0);
        int udpChecksumAt = l.udpOffset() + 6;
        FrameLayout.put16(c, udpChecksumAt, 0);
        int icrc = Icrc.compute(c, ip, l.ipLength(), l.ipv6(), icrcAt);
        for (int i = 0; i < 4; i++) {
            c[icrcAt + i] = (byte) (icrc >>> 8 * i);
        }
        if (l.ipv6()) {
            FrameLayout.put16(c, udpChecksumAt, InternetChecksum.udp(c, ip, true, l.udpOffset(), udpLength));
        }
        return c;
    }
}
