package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;

class PcapTest {

    private static byte[] twoFrames() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Pcap.Writer w = new Pcap.Writer(out);
        w.write(1_500_000_123L, Frames.CONNECTX4_CNP);
        w.write(2_000_000_000L, Frames.UC_SEND_ONLY);
        return out.toByteArray();
    }

    @Test
    void headerIsNanosecondEthernetLittleEndian() throws Exception {
        byte[] file = twoFrames();
        assertEquals("4d3cb2a1" + "0200" + "0400" + "00000000" + "00000000" + "00000400" + "01000000",
                HexFormat.of().formatHex(file, 0, 24));
        assertEquals("01000000" + "7b65cd1d" + "4a000000" + "4a000000", HexFormat.of().formatHex(file, 24, 40), "1 s + 500000123 ns, 74 bytes");
    }

    @Test
    void readsBackWhatItWrote() throws Exception {
        List<Pcap.Record> records = Pcap.read(twoFrames());
        assertEquals(2, records.size());
        assertEquals(1_500_000_123L, records.get(0).timeNanos());
        assertArrayEquals(Frames.CONNECTX4_CNP, records.get(0).data());
        assertEquals(2_000_000_000L, records.get(1).timeNanos());
        assertArrayEquals(Frames.UC_SEND_ONLY, records.get(1).data());
    }

    @Test
    void readsBigEndianMicrosecondFiles() throws Exception {
        ByteBuffer b = ByteBuffer.allocate(24 + 16 + 4);
        b.putInt(Pcap.MAGIC_MICROS).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0).putInt(65535).putInt(1);
        b.putInt(3).putInt(250).putInt(4).putInt(4).put(new byte[] {1, 2, 3, 4});
        List<Pcap.Record> records = Pcap.read(b.array());
        assertEquals(3_000_250_000L, records.get(0).timeNanos());
    }

    @Test
    void brokenFilesSayWhereAndWhat() throws Exception {
        byte[] file = twoFrames();
        assertEquals("a pcap file starts with a 24-byte header; this one has 10 bytes",
                assertThrows(Pcap.FormatException.class, () -> Pcap.read(Arrays.copyOf(file, 10))).getMessage());
        assertEquals("record 2 at byte 114 claims 78 bytes but only 50 follow",
                assertThrows(Pcap.FormatException.class, () -> Pcap.read(Arrays.copyOf(file, file.length - 28))).getMessage());
        assertEquals("record 2 at byte 114 is cut off inside its 16-byte header",
                assertThrows(Pcap.FormatException.class, () -> Pcap.read(Arrays.copyOf(file, 120))).getMessage());
        byte[] ng = file.clone();
        ng[0] = 0x0A;
        ng[1] = 0x0D;
        ng[2] = 0x0D;
        ng[3] = 0x0A;
        assertEquals("block 1 at byte 8 has byte-order magic 0x00000000, not 0x1a2b3c4d",
                assertThrows(Pcap.FormatException.class, () -> Pcap.readAny(ng)).getMessage());
        byte[] other = file.clone();
        other[0] = 0x12;
        assertEquals("not a pcap or pcapng file: magic number 0x123cb2a1 at byte 0",
                assertThrows(Pcap.FormatException.class, () -> Pcap.readAny(other)).getMessage());
        byte[] link = file.clone();
        link[20] = 105;
        assertEquals("link type 105 at byte 20 is not Ethernet (1)", assertThrows(Pcap.FormatException.class, () -> Pcap.read(link)).getMessage());
    }
}
