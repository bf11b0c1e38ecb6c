package rdma.workbench.fuzz.decoder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.Dissection;
import rdma.workbench.engine.wire.Dissector;
import rdma.workbench.engine.wire.Field;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Layer;
import rdma.workbench.engine.wire.PfcFrame;

class DecodeInvariantsTest {

    private static final byte[] CNP = new FrameMutator(1).seeds().get(0).bytes();

    private static DecodeInvariants.Outcome check(byte[] frame) {
        return DecodeInvariants.check(frame, FrameCodec.decode(frame), Dissector.dissect(frame));
    }

    /** The dissection with one layer replaced. */
    private static Dissection with(Dissection d, int index, Layer layer) {
        List<Layer> layers = new ArrayList<>(d.layers());
        layers.set(index, layer);
        return new Dissection(d.frameLength(), layers, d.decoded(), d.otherProtocol());
    }

    @Test
    void validAndMalformedFramesPass() {
        assertEquals(DecodeInvariants.Outcome.CLEAN, check(CNP));
        for (int n = 0; n < CNP.length; n++) {
            assertEquals(DecodeInvariants.Outcome.CLEAN, check(Arrays.copyOf(CNP, n)), n + " bytes");
        }
    }

    @Test
    void aFrameThatReencodesDifferentlySaysWhere() {
        byte[] f = CNP.clone();
        f[46] |= 0x01; // a reserved bit of BTH byte 4, which the ICRC does not cover
        assertEquals(new DecodeInvariants.Outcome(null, "BTH Reserved (6 bits)"), check(f));
        assertEquals(new DecodeInvariants.Outcome(null, "Trailer"), check(Arrays.copyOf(CNP, CNP.length + 2)));
    }

    @Test
    void aDissectionThatDisagreesIsAViolation() {
        Dissection d = Dissector.dissect(CNP);
        Layer bth = d.layer("BTH").orElseThrow();
        List<Field> fields = new ArrayList<>(bth.fields());
        Field psn = bth.field("PSN").orElseThrow();
        fields.set(fields.indexOf(psn), new Field("PSN", psn.offset(), 0, 24, 7, "0x000007", null, List.of()));
        Dissection wrongPsn = with(d, 3, new Layer("BTH", bth.offset(), bth.length(), fields, null));
        assertEquals("BTH PSN shows 0x000007, decoded 0; ", DecodeInvariants.check(CNP, d.decoded(), wrongPsn).violation());

        Dissection marked = with(d, 3, new Layer("BTH", bth.offset(), bth.length(), bth.fields(), "made up"));
        assertEquals("layer BTH is marked (made up) but is not the last", DecodeInvariants.check(CNP, d.decoded(), marked).violation());

        Dissection gap = with(d, 2, new Layer("UDP", 35, 7, List.of(), null));
        assertEquals("layer UDP at 35+7 does not follow the layer before (ends at 34) inside 74 bytes", DecodeInvariants.check(CNP, d.decoded(), gap).violation());
    }

    @Test
    void aMalformedVerdictMustNameAByteOfItsFrameAndTheMarkedLayer() {
        byte[] port = CNP.clone();
        port[37] = (byte) 0xB8;
        Dissection d = Dissector.dissect(port);
        assertNull(DecodeInvariants.check(port, d.decoded(), d).violation());
        assertEquals("malformed at byte 74 of 74: UDP destination port 4792 is not RoCEv2's 4791",
                DecodeInvariants.check(port, new Decoded.Malformed("UDP destination port 4792 is not RoCEv2's 4791", 74), d).violation());
        assertEquals("the decoder names byte 20, the marked layer UDP holds 34..42",
                DecodeInvariants.check(port, new Decoded.Malformed("UDP destination port 4792 is not RoCEv2's 4791", 20), d).violation());
        assertEquals("the last layer UDP says 'UDP destination port 4792 is not RoCEv2's 4791', the decoder 'something else'",
                DecodeInvariants.check(port, new Decoded.Malformed("something else", 36), d).violation());
        assertEquals("'the frame ends early (74 bytes)' at byte 74, but the frame holds its Ethernet, IP and UDP headers",
                DecodeInvariants.check(port, new Decoded.Malformed("the frame ends early (74 bytes)", 74), d).violation());
    }

    /** A PFC frame is no RoCE frame: the decoder refuses it at its EtherType, and that is no violation. */
    @Test
    void aPfcFrameRefusedByTheRoceDecoderIsNoViolation() {
        byte[] pfc = new PfcFrame(new byte[] {2, 0, 0, 0, 0, 9}, 1 << 3, new int[] {0, 0, 0, 0xFFFF, 0, 0, 0, 0}).encode();
        Dissection d = Dissector.dissect(pfc);
        assertEquals(new Decoded.Malformed("EtherType 0x8808 is neither IPv4 nor IPv6", 12), d.decoded());
        assertNull(DecodeInvariants.check(pfc, d.decoded(), d).violation());
        assertEquals("a MAC Control frame, refused by the decoder for another reason: made up",
                DecodeInvariants.check(pfc, new Decoded.Malformed("made up", 12), d).violation());
    }
}
