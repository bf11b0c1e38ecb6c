package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;

import org.junit.jupiter.api.Test;

/** The bytes of an IEEE 802.1Qbb PFC frame, read back, refused when they are not one, and the length of a quantum. */
class PfcFrameTest {

    private static final byte[] SOURCE = {0x02, 0x00, 0x0a, 0x00, 0x00, 0x01};

    /** Priority 3 paused for 0xffff quanta and priority 5 resumed, by hand from IEEE 802.3 Annex 31D. */
    private static final String VECTOR = "0180c2000001" // reserved MAC Control address
            + "02000a000001" // source
            + "8808" // MAC Control
            + "0101" // PFC opcode
            + "0028" // class-enable vector: priorities 3 and 5
            + "0000" + "0000" + "0000" + "ffff" + "0000" + "0000" + "0000" + "0000" // time[0..7]
            + "00".repeat(26); // pad to 60 bytes

    @Test
    void aPfcFrameIsTheMacControlFrameOfAnnex31dPaddedTo60Bytes() {
        int[] quanta = new int[8];
        quanta[3] = 0xFFFF;
        PfcFrame f = new PfcFrame(SOURCE, 0x28, quanta);
        byte[] bytes = f.encode();
        assertEquals(60, bytes.length);
        assertEquals(VECTOR, HexFormat.of().formatHex(bytes));
        assertEquals(f, PfcFrame.decode(HexFormat.of().parseHex(VECTOR)));
        assertTrue(f.enables(3) && f.enables(5));
        assertFalse(f.enables(0));
    }

    @Test
    void aFrameForOnePriorityEnablesThatPriorityAlone() {
        PfcFrame resume = PfcFrame.of(SOURCE, 7, 0);
        assertEquals("0180c2000001" + "02000a000001" + "8808" + "0101" + "0080" + "0000".repeat(8) + "00".repeat(26),
                HexFormat.of().formatHex(resume.encode()));
        assertTrue(PfcFrame.isMacControl(resume.encode()));
    }

    @Test
    void whatIsNotAPfcFrameIsRefusedWithTheByteAndTheRule() {
        byte[] pause8023x = HexFormat.of().parseHex(VECTOR);
        pause8023x[14] = 0x00; // opcode 0x0001: 802.3x PAUSE
        assertEquals("byte 14: MAC Control opcode 0x0001 is not PFC (0x0101)",
                assertThrows(IllegalArgumentException.class, () -> PfcFrame.decode(pause8023x)).getMessage());
        byte[] unicast = HexFormat.of().parseHex(VECTOR);
        unicast[5] = 0x02;
        assertEquals("byte 0: a PFC frame goes to 01:80:c2:00:00:01, not 01:80:c2:00:00:02",
                assertThrows(IllegalArgumentException.class, () -> PfcFrame.decode(unicast)).getMessage());
        assertEquals("a PFC frame is padded to 60 bytes; this one has 34",
                assertThrows(IllegalArgumentException.class, () -> PfcFrame.decode(HexFormat.of().parseHex(VECTOR.substring(0, 68)))).getMessage());
        assertEquals("the pause time of priority 2 is 65536 quanta; it lies in 0..65535",
                assertThrows(IllegalArgumentException.class, () -> PfcFrame.of(SOURCE, 2, 0x10000)).getMessage());
        assertFalse(PfcFrame.isMacControl(Frames.CONNECTX4_CNP));
    }

    @Test
    void aQuantumIs512BitTimesAtTheLinkSpeed() {
        assertEquals(51, PfcFrame.nanos(1, 10), "51.2 ns at 10 Gbit/s");
        assertEquals(3_355_392, PfcFrame.nanos(0xFFFF, 10), "65535 quanta: 3.36 ms at 10 Gbit/s");
        assertEquals(335_539, PfcFrame.nanos(0xFFFF, 100), "335.5 us at 100 Gbit/s");
    }
}
