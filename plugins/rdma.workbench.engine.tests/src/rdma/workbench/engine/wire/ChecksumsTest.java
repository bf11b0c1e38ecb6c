package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;

import org.junit.jupiter.api.Test;

class ChecksumsTest {

    /** RFC 1071's definition, 16 bits at a time: what the fast path for 20-byte headers must agree with. */
    private static int byWords(byte[] b, int off) {
        int acc = 0;
        for (int i = off; i < off + 20; i += 2) {
            acc += (b[i] & 0xFF) << 8 | b[i + 1] & 0xFF;
        }
        while (acc >>> 16 != 0) {
            acc = (acc & 0xFFFF) + (acc >>> 16);
        }
        return ~acc & 0xFFFF;
    }

    @Test
    void twentyByteHeadersSumAsSixteenBitWords() {
        Random random = new Random(1071);
        byte[] b = new byte[64];
        for (int n = 0; n < 100_000; n++) {
            random.nextBytes(b);
            int off = random.nextInt(b.length - 20 + 1);
            assertEquals(byWords(b, off), Checksums.ipv4Header(b, off, 20), () -> "header at " + off + " of " + Arrays.toString(b));
        }
    }

    @Test
    void carriesFoldBackEvenWhenEveryBitIsSet() {
        byte[] ones = new byte[20];
        Arrays.fill(ones, (byte) 0xFF);
        assertEquals(0, Checksums.ipv4Header(ones, 0, 20));
        byte[] nearly = ones.clone();
        nearly[19] = (byte) 0xFE;
        assertEquals(byWords(nearly, 0), Checksums.ipv4Header(nearly, 0, 20));
        assertEquals(0xFFFF, Checksums.ipv4Header(new byte[20], 0, 20));
    }

    @Test
    void aKnownHeaderChecksumsToTheValueItCarries() {
        // a common worked example of the IPv4 header checksum: this header carries 0xB861
        byte[] h = HexFormat.of().parseHex("450000730000400040110000c0a80001c0a800c7");
        assertEquals(0xB861, Checksums.ipv4Header(h, 0, 20));
        h[10] = (byte) 0xB8;
        h[11] = 0x61;
        assertEquals(0, Checksums.ipv4Header(h, 0, 20));
    }
}
