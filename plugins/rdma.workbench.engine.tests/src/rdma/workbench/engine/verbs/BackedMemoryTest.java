package rdma.workbench.engine.verbs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * A memory region a live program registered: named by the program's own address (iova), its bytes
 * the program's — read when the engine needs them, written when they arrive, never kept.
 */
class BackedMemoryTest {

    /** The program's buffer, as the library would read and write it. */
    private static final class ProgramBuffer implements BufferBacking {
        final byte[] bytes;
        int fetches;

        ProgramBuffer(int n) {
            bytes = new byte[n];
        }

        @Override
        public void fetch(int offset, byte[] dst, int at, int n) {
            fetches++;
            System.arraycopy(bytes, offset, dst, at, n);
        }

        @Override
        public void store(int offset, byte[] src, int at, int n) {
            System.arraycopy(src, at, bytes, offset, n);
        }
    }

    private static final long IOVA = 0x5555_0000_1000L;

    @Test
    void aRegionNamedByTheProgramsAddressReadsAndWritesItsMemory() {
        Context c = Context.open(Devices.erdma("host1", null), "p", null, null).value();
        ProtectionDomain pd = c.allocPd().value();
        ProgramBuffer program = new ProgramBuffer(8192);
        Set<Access> rw = EnumSet.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE);
        MemoryRegion mr = c.regMr(pd, IOVA, 8192, rw, program).value();
        assertEquals(IOVA, mr.addr(), "work requests name the region by the program's address");
        assertTrue(mr.covers(IOVA + 100, 8092));
        assertFalse(mr.covers(IOVA + 100, 8093));
        assertFalse(mr.covers(mr.buffer().base(), 1), "the engine's own address of the buffer is not the region's");

        program.bytes[5000] = 42;
        byte[] read = new byte[3];
        mr.buffer().read(4999, read, 0, 3);
        assertArrayEquals(new byte[] {0, 42, 0}, read, "a read is the program's bytes as they are now");
        mr.buffer().write(10, new byte[] {7, 8, 9}, 0, 3);
        assertArrayEquals(new byte[] {7, 8, 9}, Arrays.copyOfRange(program.bytes, 10, 13), "a write lands in the program's memory");
        assertEquals(0, mr.buffer().freeze().read(10, 3)[0] - 7, "a frozen copy holds what the program held");

        byte[] page = mr.buffer().sharePage(4096);
        program.bytes[5000] = 1;
        assertEquals(42, page[5000 - 4096], "a shared page is a copy: a frame keeps the bytes its DMA read");
    }

    @Test
    void aRegionLargerThanTheEngineAddressesIsRefused() {
        Context c = Context.open(Devices.erdma("host1", null), "p", null, null).value();
        ProtectionDomain pd = c.allocPd().value();
        VerbResult<MemoryRegion> r = c.regMr(pd, IOVA, 1L << 40, Set.of(Access.LOCAL_WRITE), new ProgramBuffer(1));
        assertEquals(Errno.EINVAL, r.errno());
        assertEquals("length 1099511627776 is outside 0.." + Math.min(Devices.erdma("h", null).caps().maxMrSize(), Integer.MAX_VALUE) + " (max_mr_size)",
                r.reason());
        r = c.regMr(pd, IOVA, 16, Set.of(Access.REMOTE_WRITE), new ProgramBuffer(16));
        assertEquals(Errno.EINVAL, r.errno(), "the rules of ibv_reg_mr hold for a program's region too");
    }
}
