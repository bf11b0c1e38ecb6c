package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

class PcapNgTest {

    private static final byte[] A = {1, 2, 3, 4, 5};
    private static final byte[] B = {9, 8, 7, 6, 5, 4, 3, 2};

    /** A block: type, length, body padded to 4, length again. */
    private static byte[] block(ByteOrder order, int type, byte[] body) {
        int padded = (body.length + 3) / 4 * 4;
        ByteBuffer b = ByteBuffer.allocate(12 + padded).order(order);
        b.putInt(type).putInt(12 + padded).put(body);
        b.position(8 + padded);
        b.putInt(12 + padded);
        return b.array();
    }

    private static byte[] body(ByteOrder order, int size, Consumer<ByteBuffer> fill) {
        ByteBuffer b = ByteBuffer.allocate(size).order(order);
        fill.accept(b);
        return b.array();
    }

    /** Section header, an Ethernet interface with nanosecond timestamps, an enhanced packet, a name block, a simple packet. */
    static byte[] file(ByteOrder order) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(block(order, PcapNg.SECTION_HEADER, body(order, 16, b -> b.putInt(0x1A2B3C4D).putShort((short) 1).putShort((short) 0).putLong(-1))));
        // if_tsresol = 9 (nanoseconds), then opt_endofopt
        out.write(block(order, 1, body(order, 20, b -> b.putShort((short) 1).putShort((short) 0).putInt(65535).putShort((short) 9).putShort((short) 1)
                .put((byte) 9).put(new byte[3]).putInt(0))));
        long ts = 1_700_000_000_123_456_789L;
        out.write(block(order, 6, body(order, 20 + A.length, b -> b.putInt(0).putInt((int) (ts >>> 32)).putInt((int) ts).putInt(A.length).putInt(A.length)
                .put(A))));
        out.write(block(order, 4, new byte[8]));
        out.write(block(order, 3, body(order, 4 + B.length, b -> b.putInt(B.length).put(B))));
        return out.toByteArray();
    }

    @Test
    void readsEnhancedAndSimplePacketsInEitherByteOrderAndSkipsOtherBlocks() throws Exception {
        for (ByteOrder order : List.of(ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN)) {
            byte[] f = file(order);
            assertTrue(PcapNg.isPcapNg(f));
            List<Pcap.Record> r = Pcap.readAny(f);
            assertEquals(2, r.size(), order.toString());
            assertArrayEquals(A, r.get(0).data());
            assertEquals(1_700_000_000_123_456_789L, r.get(0).timeNanos(), "nanosecond resolution from if_tsresol");
            assertArrayEquals(B, r.get(1).data());
        }
    }

    @Test
    void microsecondsWithoutTsresol() throws Exception {
        ByteOrder o = ByteOrder.LITTLE_ENDIAN;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(block(o, PcapNg.SECTION_HEADER, body(o, 16, b -> b.putInt(0x1A2B3C4D).putShort((short) 1).putShort((short) 0).putLong(-1))));
        out.write(block(o, 1, body(o, 8, b -> b.putShort((short) 1).putShort((short) 0).putInt(0))));
        out.write(block(o, 6, body(o, 20 + A.length, b -> b.putInt(0).putInt(0).putInt(1_500_000).putInt(A.length).putInt(A.length).put(A))));
        assertEquals(1_500_000_000L, Pcap.readAny(out.toByteArray()).get(0).timeNanos());
    }

    @Test
    void aBrokenFileIsRefusedWithTheBlockAndTheByte() throws Exception {
        byte[] f = file(ByteOrder.LITTLE_ENDIAN);
        int epb = 28 + 32;
        assertEquals("block 3 at byte " + (epb + 4) + " claims 40 bytes but only 36 are left",
                assertThrows(Pcap.FormatException.class, () -> PcapNg.read(Arrays.copyOf(f, epb + 36))).getMessage());
        byte[] badTail = f.clone();
        badTail[epb + 36] = 0x7F;
        assertEquals("block 3 at byte " + (epb + 36) + " ends with length 127, not the 40 it starts with",
                assertThrows(Pcap.FormatException.class, () -> PcapNg.read(badTail)).getMessage());
        byte[] badIface = f.clone();
        badIface[epb + 8] = 3;
        assertEquals("block 3 at byte " + (epb + 8) + " names interface 3, but the section describes 1",
                assertThrows(Pcap.FormatException.class, () -> PcapNg.read(badIface)).getMessage());
        byte[] notEthernet = f.clone();
        notEthernet[28 + 8] = 113;
        assertEquals("block 3 at byte " + (epb + 8) + " comes from interface 0 with link type 113, not Ethernet (1)",
                assertThrows(Pcap.FormatException.class, () -> PcapNg.read(notEthernet)).getMessage());
        byte[] tooLong = f.clone();
        tooLong[epb + 20] = 100;
        assertEquals("block 3 at byte " + (epb + 20) + " claims 100 captured bytes but the block holds 8",
                assertThrows(Pcap.FormatException.class, () -> PcapNg.read(tooLong)).getMessage());
        assertEquals("an empty file: a pcapng file starts with a section header block",
                assertThrows(Pcap.FormatException.class, () -> PcapNg.read(new byte[0])).getMessage());
    }
}
