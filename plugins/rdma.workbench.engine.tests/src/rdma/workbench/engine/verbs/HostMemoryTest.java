package rdma.workbench.engine.verbs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

class HostMemoryTest {

    private static final int PAGE = HostMemory.PAGE_SIZE;

    private static byte[] filled(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 13 + seed);
        }
        return b;
    }

    @Test
    void aSharedPageKeepsItsBytesWhenTheBufferIsWrittenAfterwards() {
        HostMemory m = new HostMemory(1 << 20);
        long a = m.allocate(2 * PAGE);
        m.write(a, filled(2 * PAGE, 1), 0, 2 * PAGE);
        byte[] shared = m.buffer(a).sharePage(PAGE + 5);
        byte[] before = shared.clone();
        m.write(a + PAGE + 5, new byte[] {9, 9, 9}, 0, 3);
        assertArrayEquals(before, shared, "the buffer copied the page before writing it");
        assertArrayEquals(new byte[] {9, 9, 9}, m.read(a + PAGE + 5, 3));
        assertArrayEquals(Arrays.copyOfRange(filled(2 * PAGE, 1), PAGE, PAGE + 5), m.read(a + PAGE, 5));
    }

    @Test
    void aPageNeverWrittenIsSharedAsZerosAndLandsAsAPageNeverWritten() {
        HostMemory m = new HostMemory(1 << 20);
        long a = m.allocate(PAGE);
        long b = m.allocate(PAGE);
        m.write(b, filled(PAGE, 3), 0, PAGE);
        byte[] zeros = m.buffer(a).sharePage(0);
        assertArrayEquals(new byte[PAGE], zeros);
        m.buffer(b).writeShared(0, zeros, 0, PAGE);
        assertArrayEquals(new byte[PAGE], m.read(b, PAGE));
        assertEquals(0, m.allocatedPages());
    }

    @Test
    void aWholeSharedPageLandsByReferenceAndIsCopiedBeforeItIsWritten() {
        HostMemory from = new HostMemory(1 << 20);
        HostMemory to = new HostMemory(1 << 20);
        long a = from.allocate(PAGE);
        long b = to.allocate(3 * PAGE);
        from.write(a, filled(PAGE, 7), 0, PAGE);
        byte[] page = from.buffer(a).sharePage(0);
        to.buffer(b).writeShared(PAGE, page, 0, PAGE);
        assertArrayEquals(filled(PAGE, 7), to.read(b + PAGE, PAGE));
        to.write(b + PAGE, new byte[] {1}, 0, 1);
        assertArrayEquals(filled(PAGE, 7), from.read(a, PAGE), "the sender's page is untouched");
        assertEquals(1, to.read(b + PAGE, 1)[0]);
        // a part of a page, or a page at an offset that is not a page boundary, is copied
        to.buffer(b).writeShared(10, page, 0, PAGE);
        from.write(a, new byte[] {5}, 0, 1);
        assertArrayEquals(filled(PAGE, 7), to.read(b + 10, PAGE));
    }
}
