package rdma.workbench.engine.verbs;

import java.util.Map;
import java.util.TreeMap;

/**
 * A host's memory as the buffers its programs allocated, each at its own virtual address.
 * Accesses must stay inside one buffer, as a DMA must stay inside one memory region.
 */
public final class HostMemory {

    private static final long BASE = 0x00007F0000000000L;
    private static final long ALIGN = 4096;

    private final long size;
    private final TreeMap<Long, byte[]> buffers = new TreeMap<>();
    private long next = BASE;
    private long used;

    public HostMemory(long size) {
        this.size = size;
    }

    /** A zeroed buffer of {@code length} bytes; its address, or -1 when the host has no room left. */
    public long allocate(int length) {
        if (used + length > size) {
            return -1;
        }
        long addr = next;
        buffers.put(addr, new byte[length]);
        used += length;
        next += (length + ALIGN - 1) / ALIGN * ALIGN + ALIGN;
        return addr;
    }

    /** Whether [addr, addr+length) lies inside one buffer. */
    public boolean contains(long addr, long length) {
        Map.Entry<Long, byte[]> e = buffers.floorEntry(addr);
        return e != null && length >= 0 && addr - e.getKey() + length <= e.getValue().length;
    }

    public byte[] read(long addr, int length) {
        Map.Entry<Long, byte[]> e = entry(addr, length);
        byte[] out = new byte[length];
        System.arraycopy(e.getValue(), (int) (addr - e.getKey()), out, 0, length);
        return out;
    }

    public void write(long addr, byte[] data, int offset, int length) {
        Map.Entry<Long, byte[]> e = entry(addr, length);
        System.arraycopy(data, offset, e.getValue(), (int) (addr - e.getKey()), length);
    }

    public long readLong(long addr) {
        byte[] b = read(addr, 8);
        long v = 0;
        for (int i = 7; i >= 0; i--) {
            v = v << 8 | b[i] & 0xFF;
        }
        return v;
    }

    /** Stores little-endian, as an x86 host keeps a uint64_t that an atomic changes. */
    public void writeLong(long addr, long value) {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (value >>> 8 * i);
        }
        write(addr, b, 0, 8);
    }

    private Map.Entry<Long, byte[]> entry(long addr, int length) {
        if (!contains(addr, length)) {
            throw new IndexOutOfBoundsException(String.format("[0x%x, +%d) is outside every buffer", addr, length));
        }
        return buffers.floorEntry(addr);
    }
}
