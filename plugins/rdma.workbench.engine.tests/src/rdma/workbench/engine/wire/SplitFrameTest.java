package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

class SplitFrameTest {

    /** The packet's payload cut into slices of 3, 4093 and the rest bytes, as pages of host memory would hold it. */
    private static RocePacket sliced(RocePacket p) {
        byte[] all = p.payload().toArray();
        int a = Math.min(3, all.length);
        int b = Math.min(4093, all.length - a);
        Payload slices = new Payload.Slices(new byte[][] {Arrays.copyOfRange(all, 0, a), all, Arrays.copyOfRange(all, a + b, all.length)},
                new int[] {0, a, 0}, new int[] {a, b, all.length - a - b}, all.length);
        return p.withPayload(slices);
    }

    @Test
    void everyOpcodeSplitGivesTheBytesOfTheWholeEncodingAndDecodesToTheSameFrame() {
        for (Opcode op : Opcode.values()) {
            for (int len : new int[] {0, 1, 2, 3, 4, 5, 1024, 4096, 5000}) {
                for (Integer vlan : new Integer[] {null, 0x6064}) {
                    RoceFrame f = new RoceFrame(Frames.ethernet(vlan), Frames.ipv4(), UdpSourcePort.of(0x11, 0x113), Frames.packet(op, len));
                    byte[] whole = FrameCodec.encode(f);
                    SplitFrame split = FrameCodec.encodeSplit(new RoceFrame(f.ethernet(), f.ip(), f.udpSourcePort(), sliced(f.packet())));
                    String what = op + " with " + len + " bytes" + (vlan == null ? "" : " tagged");
                    assertEquals(whole.length, split.length(), what);
                    assertArrayEquals(whole, split.toBytes(), what);
                    Decoded.Frame d = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(split), what);
                    Decoded.Frame w = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(whole), what);
                    assertTrue(d.icrcValid(), what);
                    assertEquals(w.icrcFound(), d.icrcFound(), what);
                    assertEquals(w.icrcComputed(), d.icrcComputed(), what);
                    assertEquals(f, d.frame(), what);
                }
            }
        }
    }

    /**
     * The split encoder sums headers whose masked fields it wrote all ones and puts the real
     * values in afterwards: every value of the fields the ICRC masks (TOS with its ECN bits, TTL,
     * the checksum through the id, BTH FECN and BECN) must come out as the whole encoding has them.
     */
    @Test
    void theFieldsTheIcrcMasksAreSentAsTheWholeEncodingSendsThem() {
        int[][] cases = {{0x00, 1, 0}, {0x02, 64, 0x1234}, {0x03, 255, 0xFFFF}, {0xB9, 17, 0x8000}, {0xFF, 0, 1}};
        for (int[] c : cases) {
            for (boolean fecn : new boolean[] {false, true}) {
                for (boolean becn : new boolean[] {false, true}) {
                    RocePacket p = Frames.packet(Opcode.RC_RDMA_WRITE_MIDDLE, 4096);
                    Bth b = p.bth();
                    p = new RocePacket(new Bth(b.opcode(), b.solicited(), b.migReq(), b.pkey(), fecn, becn, b.destQp(), true, b.psn()), null, null,
                            null, null, null, null, null, p.payload());
                    RoceFrame f = new RoceFrame(Frames.ethernet(null), new IpHeader.V4(new byte[] {10, 0, 0, 1}, new byte[] {10, 0, 0, 2}, c[0], c[1],
                            c[2]), UdpSourcePort.of(0x11, 0x113), p);
                    String what = String.format("TOS 0x%02x TTL %d id 0x%04x FECN %b BECN %b", c[0], c[1], c[2], fecn, becn);
                    SplitFrame split = FrameCodec.encodeSplit(new RoceFrame(f.ethernet(), f.ip(), f.udpSourcePort(), sliced(f.packet())));
                    assertArrayEquals(FrameCodec.encode(f), split.toBytes(), what);
                    Decoded.Frame d = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(split), what);
                    assertTrue(d.icrcValid(), what);
                    assertEquals(f, d.frame(), what);
                }
            }
        }
    }

    @Test
    void aSplitPayloadIsDecodedWhereItLiesNotCopied() {
        RoceFrame f = new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, sliced(Frames.packet(Opcode.RC_RDMA_WRITE_ONLY, 8192)));
        SplitFrame split = FrameCodec.encodeSplit(f);
        Decoded.Frame d = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(split));
        assertSame(split.body(), d.frame().packet().payload());
    }

    @Test
    void aSplitFrameWhoseIcrcIsWrongFailsItsCheckLikeTheWholeOne() {
        RoceFrame f = new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, Frames.packet(Opcode.RC_SEND_ONLY, 4097));
        SplitFrame good = FrameCodec.encodeSplit(f);
        byte[] tail = good.tail().clone();
        tail[tail.length - 1] ^= 0x40;
        SplitFrame bad = new SplitFrame(good.head(), good.body(), tail);
        Decoded.Frame d = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(bad));
        Decoded.Frame w = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(bad.toBytes()));
        assertFalse(d.icrcValid());
        assertEquals(w.icrcFound(), d.icrcFound());
        assertEquals(w.icrcComputed(), d.icrcComputed());
    }

    @Test
    void partsThatDoNotLieWhereTheHeadersSayAreDecodedWhole() {
        RoceFrame f = new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, Frames.packet(Opcode.RC_RDMA_WRITE_FIRST, 256));
        SplitFrame good = FrameCodec.encodeSplit(f);
        byte[] whole = good.toBytes();
        // the same bytes cut in another place: the head ends inside the payload
        SplitFrame other = new SplitFrame(Arrays.copyOf(whole, good.head().length + 8), Payload.of(Arrays.copyOfRange(whole, good.head().length + 8,
                whole.length - good.tail().length)), good.tail());
        Decoded.Frame w = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(whole));
        Decoded.Frame o = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(other));
        assertEquals(w.frame(), o.frame());
        assertTrue(o.icrcValid());
        // and a truncated one is malformed with the reason the whole one gives
        SplitFrame cut = new SplitFrame(good.head(), good.body(), new byte[2]);
        assertEquals(FrameCodec.decode(cut.toBytes()).toString(), FrameCodec.decode(cut).toString());
        assertInstanceOf(Decoded.Malformed.class, FrameCodec.decode(cut));
    }

    @Test
    void ipv6FramesAreNotSplit() {
        RoceFrame f = new RoceFrame(Frames.ethernet(null), Frames.ipv6(), 0xC000, Frames.packet(Opcode.RC_SEND_ONLY, 16));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FrameCodec.encodeSplit(f));
        assertEquals("only IPv4 frames are encoded split: an IPv6 UDP checksum covers the whole datagram", e.getMessage());
    }
}
