package rdma.workbench.fuzz.decoder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;

class FrameMutatorTest {

    @Test
    void seedsAreValidFramesOfEveryOpcodeIpVersionVlanAndPayloadLength() {
        FrameMutator m = new FrameMutator(1);
        // 2 captures; 32 opcodes with a payload x 2 IP versions x VLAN or not x 8 lengths; 6 without x 2 x 2.
        assertEquals(2 + 32 * 2 * 2 * 8 + 6 * 2 * 2, m.seeds().size());
        for (FrameMutator.Seed s : m.seeds()) {
            Decoded.Frame d = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(s.bytes()), s.name());
            assertTrue(d.icrcValid(), s.name());
        }
        assertEquals("RC_SEND_FIRST/IPv6/VLAN/257 bytes", m.seeds().get(2 + 3 * 8 + 7).name());
    }

    @Test
    void theSameSeedGivesTheSameFrames() {
        FrameMutator a = new FrameMutator(99);
        FrameMutator b = new FrameMutator(99);
        FrameMutator c = new FrameMutator(100);
        boolean differs = false;
        for (int i = 0; i < 500; i++) {
            FrameMutator.Mutant x = a.next();
            FrameMutator.Mutant y = b.next();
            assertArrayEquals(x.bytes(), y.bytes());
            assertEquals(x.mutation(), y.mutation());
            differs |= !Arrays.equals(x.bytes(), c.next().bytes());
        }
        assertTrue(differs);
    }

    @Test
    void repairMakesIpv4ChecksumAndIcrcRightAgain() {
        byte[] frame = new FrameMutator(1).seeds().get(1).bytes().clone(); // scapy's UC SEND_ONLY, real UDP checksum
        frame[22] = 0x3F; // TTL: the IPv4 checksum no longer fits
        frame[60] ^= 1; // payload: neither do the UDP checksum and the ICRC
        assertEquals("IPv4 header checksum is wrong", assertInstanceOf(Decoded.Malformed.class, FrameCodec.decode(frame)).reason());
        byte[] headersOnly = frame.clone();
        FrameMutator.repairChecksums(headersOnly, false);
        assertFalse(assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(headersOnly)).icrcValid());
        FrameMutator.repairChecksums(frame, true);
        assertTrue(assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(frame)).icrcValid());
    }

    @Test
    void repairLeavesWhatItCannotPlace() {
        byte[] shortFrame = {1, 2, 3};
        FrameMutator.repairChecksums(shortFrame, true);
        assertArrayEquals(new byte[] {1, 2, 3}, shortFrame);
        byte[] cut = Arrays.copyOf(new FrameMutator(1).seeds().get(0).bytes(), 40);
        byte[] before = cut.clone();
        FrameMutator.repairChecksums(cut, true);
        assertArrayEquals(before, cut, "the IPv4 header is whole and right already; nothing after it can be placed");
    }
}
