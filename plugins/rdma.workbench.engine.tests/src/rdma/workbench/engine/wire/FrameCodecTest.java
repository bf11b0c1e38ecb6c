package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;

import org.junit.jupiter.api.Test;

class FrameCodecTest {

    private static Decoded.Frame decodeOk(byte[] bytes) {
        Decoded d = FrameCodec.decode(bytes);
        return assertInstanceOf(Decoded.Frame.class, d, () -> d.toString());
    }

    private static Decoded.Malformed decodeBad(byte[] bytes) {
        Decoded d = FrameCodec.decode(bytes);
        return assertInstanceOf(Decoded.Malformed.class, d, () -> d.toString());
    }

    @Test
    void connectX4CnpDecodesWithAValidIcrcAndEncodesToTheSameBytes() {
        Decoded.Frame d = decodeOk(Frames.CONNECTX4_CNP);
        assertTrue(d.icrcValid(), "ICRC of the capture");
        assertEquals(0x2a00fd82, d.icrcFound(), "82 fd 00 2a is the CRC written little-endian");
        RocePacket p = d.frame().packet();
        assertEquals(Opcode.CNP, p.opcode());
        assertTrue(p.bth().becn());
        assertFalse(p.bth().fecn());
        assertEquals(0x000118, p.bth().destQp());
        assertEquals(0, p.bth().psn());
        assertEquals(0xFFFF, p.bth().pkey());
        IpHeader.V4 ip = assertInstanceOf(IpHeader.V4.class, d.frame().ip());
        assertEquals(0xC2, ip.tos());
        assertArrayEquals(new byte[] {10, 0, 17, 1}, ip.src());
        assertArrayEquals(Frames.CONNECTX4_CNP, FrameCodec.encode(d.frame()));
    }

    @Test
    void ucSendOnlyVectorChecksumsAndIcrc() {
        Decoded.Frame d = decodeOk(Frames.UC_SEND_ONLY);
        assertTrue(d.icrcValid());
        RocePacket p = d.frame().packet();
        assertEquals(Opcode.UC_SEND_ONLY, p.opcode());
        assertTrue(p.bth().migReq());
        assertEquals(2, p.padCount());
        assertEquals(18, p.payload().length());
        assertEquals(211, p.bth().destQp());
        assertEquals(13571856, p.bth().psn());
        assertEquals(49152, d.frame().udpSourcePort());
        // The engine sends UDP checksum 0 on IPv4; the ICRC does not cover the UDP checksum, so it stays.
        byte[] expected = Frames.UC_SEND_ONLY.clone();
        expected[40] = 0;
        expected[41] = 0;
        assertEquals("b4d5", HexFormat.of().formatHex(Arrays.copyOfRange(FrameCodec.encode(d.frame()), 24, 26)), "IPv4 header checksum");
        assertArrayEquals(expected, FrameCodec.encode(d.frame()));
    }

    @Test
    void everyOpcodeRoundTripsOverIpv4Ipv6AndVlan() {
        for (Opcode op : Opcode.values()) {
            for (int len : new int[] {0, 1, 2, 3, 4, 5, 1024}) {
                for (IpHeader ip : new IpHeader[] {Frames.ipv4(), Frames.ipv6()}) {
                    for (Integer vlan : new Integer[] {null, 0x6064}) {
                        RoceFrame f = new RoceFrame(Frames.ethernet(vlan), ip, UdpSourcePort.of(0x11, 0x113), Frames.packet(op, len));
                        byte[] bytes = FrameCodec.encode(f);
                        assertEquals(f.length(), bytes.length);
                        Decoded.Frame d = decodeOk(bytes);
                        assertTrue(d.icrcValid(), op + " ICRC");
                        assertEquals(f, d.frame(), op + " over " + ip.getClass().getSimpleName() + " with " + len + " bytes");
                    }
                }
            }
        }
    }

    @Test
    void padCountAndLengthsFollowThePayload() {
        RoceFrame f = new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, Frames.packet(Opcode.RC_SEND_ONLY, 5));
        byte[] b = FrameCodec.encode(f);
        assertEquals(0x30, b[14 + 20 + 8 + 1] & 0x30, "PadCnt 3 for 5 bytes");
        assertEquals(8 + 12 + 5 + 3 + 4, (b[38] & 0xFF) << 8 | b[39] & 0xFF, "UDP length");
        assertEquals(0x40, b[20] & 0x40, "DF set");
        assertEquals(14 + 20 + 8 + 12 + 8 + 4, b.length);
    }

    @Test
    void ipv6CarriesARealUdpChecksum() {
        byte[] b = FrameCodec.encode(new RoceFrame(Frames.ethernet(null), Frames.ipv6(), 0xC001, Frames.packet(Opcode.RC_SEND_ONLY, 16)));
        int checksum = (b[14 + 40 + 6] & 0xFF) << 8 | b[14 + 40 + 7] & 0xFF;
        assertTrue(checksum != 0);
        b[14 + 40 + 6] = 0;
        b[14 + 40 + 7] = 0;
        assertEquals("UDP checksum 0 is not allowed over IPv6", decodeBad(b).reason());
    }

    @Test
    void aFlippedPayloadBitFailsTheIcrcOnly() {
        byte[] b = Frames.UC_SEND_ONLY.clone();
        b[60] ^= 0x01;
        b[40] = 0; // no UDP checksum, so only the ICRC can notice
        b[41] = 0;
        Decoded.Frame d = decodeOk(b);
        assertFalse(d.icrcValid());
        assertEquals(0xf353f378, d.icrcFound(), "the ICRC as sent");
    }

    @Test
    void routersMayChangeTtlTosAndBecnWithoutBreakingTheIcrc() {
        byte[] b = Frames.CONNECTX4_CNP.clone();
        b[15] = 0x03; // ECN CE marked
        b[22] = 0x10; // TTL decremented
        b[24] = 0;
        b[25] = 0;
        int c = Checksums.ipv4Header(b, 14, 20);
        b[24] = (byte) (c >> 8);
        b[25] = (byte) c;
        assertTrue(decodeOk(b).icrcValid());
    }

    @Test
    void malformedFramesSayWhy() {
        byte[] port = Frames.CONNECTX4_CNP.clone();
        port[37] = (byte) 0xB8;
        assertEquals("UDP destination port 4792 is not RoCEv2's 4791", decodeBad(port).reason());
        assertEquals(36, decodeBad(port).offset());

        byte[] op = Frames.CONNECTX4_CNP.clone();
        op[42] = 0x15;
        assertEquals("BTH opcode 0x15 is not one RoCEv2 defines", decodeBad(op).reason());

        byte[] tver = Frames.CONNECTX4_CNP.clone();
        tver[43] = 0x01;
        assertEquals("BTH transport header version 1 is not 0", decodeBad(tver).reason());

        byte[] ipCheck = Frames.CONNECTX4_CNP.clone();
        ipCheck[22] = 0x3F;
        assertEquals("IPv4 header checksum is wrong", decodeBad(ipCheck).reason());

        byte[] arp = Frames.CONNECTX4_CNP.clone();
        arp[12] = 0x08;
        arp[13] = 0x06;
        assertEquals("EtherType 0x0806 is neither IPv4 nor IPv6", decodeBad(arp).reason());

        assertEquals("an Ethernet header needs 14 bytes, the frame has 3", decodeBad(new byte[3]).reason());
    }

    @Test
    void everyTruncationIsMalformedAndNothingThrows() {
        byte[] whole = Frames.UC_SEND_ONLY;
        for (int n = 0; n < whole.length; n++) {
            Decoded.Malformed m = decodeBad(Arrays.copyOf(whole, n));
            assertFalse(m.reason().isBlank());
        }
    }

    @Test
    void randomCorruptionNeverThrows() {
        Random r = new Random(4791);
        byte[][] seeds = {Frames.UC_SEND_ONLY, Frames.CONNECTX4_CNP,
                FrameCodec.encode(new RoceFrame(Frames.ethernet(7), Frames.ipv6(), 0xC123, Frames.packet(Opcode.RC_RDMA_WRITE_FIRST, 64)))};
        for (int i = 0; i < 20000; i++) {
            byte[] b = seeds[i % seeds.length].clone();
            for (int k = 0, flips = 1 + r.nextInt(4); k < flips; k++) {
                b[r.nextInt(b.length)] = (byte) r.nextInt(256);
            }
            if (r.nextBoolean()) {
                b = Arrays.copyOf(b, r.nextInt(b.length + 8));
            }
            FrameCodec.decode(b);
        }
    }
}
