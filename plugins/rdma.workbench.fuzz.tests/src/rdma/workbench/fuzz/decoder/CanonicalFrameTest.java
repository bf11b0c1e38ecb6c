package rdma.workbench.fuzz.decoder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;

class CanonicalFrameTest {

    private static byte[] seed(String name) {
        return new FrameMutator(5).seeds().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow().bytes().clone();
    }

    private static byte[] reencoded(byte[] frame) {
        return FrameCodec.encode(assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(frame)).frame());
    }

    @Test
    void aCanonicalFrameStaysAsItIs() {
        byte[] f = seed("UD_SEND_ONLY_WITH_IMMEDIATE/IPv6/VLAN/13 bytes");
        assertArrayEquals(f, CanonicalFrame.of(f));
        byte[] cnp = seed("ConnectX-4 Lx CNP capture");
        assertArrayEquals(cnp, CanonicalFrame.of(cnp));
    }

    @Test
    void scapysUdpChecksumOverIpv4BecomesZero() {
        byte[] uc = seed("scapy UC SEND_ONLY vector");
        byte[] expected = uc.clone();
        expected[40] = 0;
        expected[41] = 0;
        assertArrayEquals(expected, CanonicalFrame.of(uc));
        assertArrayEquals(expected, reencoded(uc));
    }

    @Test
    void whatTheModelDoesNotKeepIsWrittenOneWay() {
        byte[] f = seed("UD_SEND_ONLY/IPv4/1 bytes");
        int bth = 14 + 20 + 8;
        f[20] = (byte) 0x80; // IPv4 reserved flag instead of DF
        f[bth + 4] |= 0x15; // BTH reserved bits
        f[bth + 8] |= 0x7F;
        f[bth + 12 + 4] = 0x55; // DETH reserved
        int icrcAt = f.length - 4;
        f[icrcAt - 1] = 0x66; // pad
        f = Arrays.copyOf(f, f.length + 6); // Ethernet padding
        FrameMutator.repairChecksums(f, true);
        Decoded.Frame d = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(f));
        assertTrue(d.icrcValid());
        byte[] canonical = CanonicalFrame.of(f);
        assertEquals(f.length - 6, canonical.length);
        assertEquals(0x40, canonical[20] & 0xFF);
        assertEquals(f[bth + 4] & 0xC0, canonical[bth + 4] & 0xFF);
        assertEquals(f[bth + 8] & 0x80, canonical[bth + 8] & 0xFF);
        assertEquals(0, canonical[bth + 16]);
        assertEquals(0, canonical[icrcAt - 1]);
        assertArrayEquals(canonical, reencoded(f));
    }

    @Test
    void internetChecksumsOfTheCapturedVectors() {
        byte[] cnp = seed("ConnectX-4 Lx CNP capture");
        assertEquals(0x9161, InternetChecksum.ipv4(cnp, 14));
        byte[] uc = seed("scapy UC SEND_ONLY vector");
        assertEquals("aca2", HexFormat.of().toHexDigits((short) InternetChecksum.udp(uc, 14, false, 34, 44)));
        byte[] v6 = seed("RC_SEND_ONLY/IPv6/3 bytes");
        assertEquals((v6[60] & 0xFF) << 8 | v6[61] & 0xFF, InternetChecksum.udp(v6, 14, true, 54, v6.length - 54));
    }
}
