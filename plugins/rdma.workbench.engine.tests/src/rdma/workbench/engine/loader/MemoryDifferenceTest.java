package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

/** A CheckMemory FAIL names the bytes that differ; it does not print kilobytes of zeros twice. */
class MemoryDifferenceTest {

    private static String hex(byte[] b) {
        return HexFormat.ofDelimiter(" ").formatHex(b);
    }

    @Test
    void aLongCheckShowsHowManyBytesDifferAndAWindowAroundTheFirst() {
        byte[] expected = new byte[4096];
        byte[] actual = new byte[4096];
        Arrays.fill(actual, 256, 268, (byte) 0x41);
        actual[4000] = 1;
        assertEquals("memory region buf at 512: 13 of 4096 bytes differ, the first at offset 768; offsets 760..791 hold "
                + "00 00 00 00 00 00 00 00 41 41 41 41 41 41 41 41 41 41 41 41 00 00 00 00 00 00 00 00 00 00 00 00, expected "
                + "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00",
                MemoryDifference.describe("buf", 512, actual, expected, MemoryDifferenceTest::hex));
    }

    @Test
    void aDifferenceAtTheStartOrTheEndKeepsTheWindowInsideTheData() {
        byte[] expected = new byte[100];
        byte[] actual = new byte[100];
        actual[99] = 7;
        assertEquals("memory region buf at 0: 1 of 100 bytes differ, the first at offset 99; offsets 91..99 hold "
                + "00 00 00 00 00 00 00 00 07, expected 00 00 00 00 00 00 00 00 00",
                MemoryDifference.describe("buf", 0, actual, expected, MemoryDifferenceTest::hex));
    }

    @Test
    void shortDataIsShownWhole() {
        assertEquals("memory region inbox at 0 holds 4869, expected 4849",
                MemoryDifference.describe("inbox", 0, new byte[] {'H', 'i'}, new byte[] {'H', 'I'}, b -> HexFormat.of().formatHex(b)));
    }
}
