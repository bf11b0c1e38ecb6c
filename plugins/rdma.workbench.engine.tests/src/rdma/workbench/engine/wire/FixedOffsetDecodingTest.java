package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The decoder reads the common frame (untagged IPv4, UDP checksum 0) at fixed offsets and leaves
 * every other frame, and every frame that fails a check, to the field-by-field pass: the two must
 * agree on every frame, well-formed or damaged.
 */
class FixedOffsetDecodingTest {

    /** Every opcode at several payload lengths, tagged and untagged, over IPv4 and IPv6. */
    private static List<byte[]> frames() {
        List<byte[]> out = new ArrayList<>();
        for (Opcode op : Opcode.values()) {
            for (int len : new int[] {0, 1, 3, 4, 7, 256, 4096}) {
                for (Integer vlan : new Integer[] {null, 0x6064}) {
                    for (IpHeader ip : new IpHeader[] {Frames.ipv4(), Frames.ipv6()}) {
                        out.add(FrameCodec.encode(new RoceFrame(Frames.ethernet(vlan), ip, 0xC123, Frames.packet(op, len))));
                    }
                }
            }
        }
        out.add(Frames.CONNECTX4_CNP.clone());
        out.add(Frames.UC_SEND_ONLY.clone());
        return out;
    }

    @Test
    void wellFormedFramesDecodeAlikeAndTheCommonOnesPassTheirIcrc() {
        int common = 0;
        for (byte[] f : frames()) {
            Decoded d = FrameCodec.decode(f);
            assertEquals(FrameCodec.decodeFieldByField(f), d);
            if (d instanceof Decoded.Frame ok && ok.frame().ethernet().vlanTci() == null && ok.frame().ip() instanceof IpHeader.V4) {
                assertTrue(ok.icrcValid());
                common++;
            }
        }
        assertEquals(Opcode.values().length * 7 + 2, common);
    }

    @Test
    void everyHeaderByteChangedAndEveryLengthCutDecodesAlike() {
        int[] deltas = {1, 0x0F, 0x10, 0x40, 0x80, 0xFF};
        int checked = 0;
        for (byte[] f : frames()) {
            int headers = Math.min(f.length, 14 + 4 + 40 + 8 + Bth.LENGTH + 28 + 4);
            for (int i = 0; i < headers; i++) {
                for (int delta : deltas) {
                    byte[] m = f.clone();
                    m[i] ^= (byte) delta;
                    assertEquals(FrameCodec.decodeFieldByField(m), FrameCodec.decode(m), "byte " + i + " ^ " + delta);
                    checked++;
                }
            }
            for (int cut = 0; cut < f.length; cut += Math.max(1, f.length / 97)) {
                byte[] m = Arrays.copyOf(f, cut);
                assertEquals(FrameCodec.decodeFieldByField(m), FrameCodec.decode(m), "cut to " + cut);
            }
        }
        assertTrue(checked > 100_000, checked + " mutations");
    }

    @Test
    void aSplitFrameDecodesAsItsWholeBytes() {
        for (Opcode op : Opcode.values()) {
            for (int len : new int[] {0, 1, 5, 1024, 4096}) {
                RoceFrame f = new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC001, Frames.packet(op, len));
                SplitFrame split = FrameCodec.encodeSplit(f);
                assertEquals(FrameCodec.decodeFieldByField(split.toBytes()), FrameCodec.decode(split), op + " " + len);
            }
        }
    }
}
