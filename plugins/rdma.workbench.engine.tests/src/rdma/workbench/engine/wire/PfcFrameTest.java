package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The 802.1Qbb PFC frame: its 60 bytes, decoding them back, its ladder label and its dissection for the details tree. */
class PfcFrameTest {

    private static final byte[] SOURCE = Ethernet.mac("02:00:00:00:01:01");

    private static PfcFrame pauseThreeResumeFour() {
        int[] q = new int[8];
        q[3] = 0xFFFF;
        return new PfcFrame(SOURCE, 0x18, q);
    }

    @Test
    void theBytesOnTheWire() {
        byte[] b = pauseThreeResumeFour().encode();
        assertEquals(60, b.length);
        // DA 01:80:C2:00:00:01, SA, EtherType 8808, opcode 0101, class-enable 0018 (priorities 3 and 4), times: p3 ffff, the rest 0
        assertEquals("0180c2000001" + "020000000101" + "8808" + "0101" + "0018" + "000000000000ffff" + "0000000000000000" + "00".repeat(26),
                HexFormat.of().formatHex(b));
    }

    @Test
    void decodingGivesTheFrameBackAndRefusesOtherFrames() {
        byte[] b = pauseThreeResumeFour().encode();
        PfcFrame f = PfcFrame.decode(b);
        assertEquals(pauseThreeResumeFour(), f);
        assertTrue(f.enables(3) && f.enables(4) && !f.enables(0));
        byte[] pause = b.clone();
        pause[14] = 0x00;
        assertNull(PfcFrame.decode(pause), "802.3x PAUSE (opcode 0x0001) is not PFC");
        byte[] unicast = b.clone();
        unicast[5] = 0x02;
        assertNull(PfcFrame.decode(unicast), "not to the MAC Control address");
        assertNull(PfcFrame.decode(java.util.Arrays.copyOf(b, 33)), "too short for the eight times");
    }

    @Test
    void theLabelSaysWhatEachEnabledPriorityDoes() {
        assertEquals("PFC pause p3, resume p4", pauseThreeResumeFour().label());
        int[] q = new int[8];
        assertEquals("PFC resume p3", new PfcFrame(SOURCE, 0x08, q).label());
        q[3] = 100;
        assertEquals("PFC pause p3", new PfcFrame(SOURCE, 0x08, q).label());
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
