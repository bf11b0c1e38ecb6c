package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

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

    private static final byte[] LABEL_SOURCE = Ethernet.mac("02:00:00:00:01:01");

    private static PfcFrame pauseThreeResumeFour() {
        int[] q = new int[8];
        q[3] = 0xFFFF;
        return new PfcFrame(LABEL_SOURCE, 0x18, q);
    }

    @Test
    void ifPfcGivesTheFrameBackAndNullForOtherFrames() {
        byte[] b = pauseThreeResumeFour().encode();
        PfcFrame f = PfcFrame.ifPfc(b);
        assertEquals(pauseThreeResumeFour(), f);
        assertTrue(f.enables(3) && f.enables(4) && !f.enables(0));
        byte[] pause = b.clone();
        pause[14] = 0x00;
        assertNull(PfcFrame.ifPfc(pause), "802.3x PAUSE (opcode 0x0001) is not PFC");
        byte[] unicast = b.clone();
        unicast[5] = 0x02;
        assertNull(PfcFrame.ifPfc(unicast), "not to the MAC Control address");
        assertNull(PfcFrame.ifPfc(Arrays.copyOf(b, 33)), "too short for the eight times");
    }

    @Test
    void theLabelSaysWhatEachEnabledPriorityDoes() {
        assertEquals("PFC pause p3, resume p4", pauseThreeResumeFour().label());
        int[] q = new int[8];
        assertEquals("PFC resume p3", new PfcFrame(LABEL_SOURCE, 0x08, q).label());
        q[3] = 100;
        assertEquals("PFC pause p3", new PfcFrame(LABEL_SOURCE, 0x08, q).label());
        assertEquals(3_355_392, PfcFrame.nanos(0xFFFF, 10), "65535 quanta at 10 Gbit/s: 3.36 ms");
        assertEquals(512, PfcFrame.nanos(100, 100), "100 quanta at 100 Gbit/s");
    }

    @Test
    void theDissectionHasEthernetMacControlAndPadWithoutAProblem() {
        Dissection d = Dissector.dissect(pauseThreeResumeFour().encode());
        assertEquals(List.of("Ethernet II", "MAC Control", "Pad"), d.layers().stream().map(Layer::name).toList());
        assertTrue(d.layers().stream().allMatch(l -> l.problem() == null), d.layers().toString());
        Layer eth = d.layer("Ethernet II").orElseThrow();
        assertEquals("MAC Control (PAUSE, PFC)", eth.field("Type").orElseThrow().meaning());
        Layer mc = d.layer("MAC Control").orElseThrow();
        assertEquals(14, mc.offset());
        assertEquals(20, mc.length());
        Field opcode = mc.field("Opcode").orElseThrow();
        assertEquals("0x0101 @14/16b", opcode.display() + " @" + opcode.offset() + "/" + opcode.bitWidth() + "b");
        assertEquals("PFC: priority-based pause (IEEE 802.1Qbb)", opcode.meaning());
        Field enable = mc.field("Class-enable vector").orElseThrow();
        assertEquals("0x0018", enable.display());
        assertEquals("priority 3, 4", enable.meaning());
        Field p3 = mc.field("Priority 3").orElseThrow();
        assertEquals(17, p3.offset(), "bit i of the vector: priority 3 in its second byte");
        assertEquals(4, p3.bitOffset());
        assertEquals("its time applies", p3.meaning());
        assertEquals("its time is ignored", mc.field("Priority 0").orElseThrow().meaning());
        Field t3 = mc.field("Time 3").orElseThrow();
        assertEquals(24, t3.offset());
        assertEquals("65535", t3.display());
        assertEquals("pause priority 3 for 65535 quanta of 512 bit times", t3.meaning());
        assertEquals("resume priority 4", mc.field("Time 4").orElseThrow().meaning());
        assertEquals("ignored: priority 0 not enabled", mc.field("Time 0").orElseThrow().meaning());
        Layer pad = d.layer("Pad").orElseThrow();
        assertEquals(34, pad.offset());
        assertEquals(26, pad.length());
        assertEquals("zeros to the 60-byte minimum frame", pad.field("Pad").orElseThrow().meaning());
        assertEquals("Time 3", d.fieldAt(25).orElseThrow().name(), "a byte of the time selects it");
    }
}
