package rdma.workbench.engine.verbs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A host's memory as the buffers its programs allocated, each at its own virtual address, kept in
 * 4 KiB pages. A page never written is not allocated (it reads as zeros), so a 1 GiB buffer that
 * a WRITE of zeros lands in costs nothing. Pages are shared with checkpoints and copied on the
 * first write after one (copy-on-write per page), so a checkpoint copies page references, not
 * bytes. Accesses must stay inside one buffer, as a DMA must stay inside one memory region.
 */
public final class HostMemory {

    static final int PAGE = 4096;
    /** The size of the pages {@link Buffer#sharePage} hands out. */
    public static final int PAGE_SIZE = PAGE;
    /** An owner epoch no epoch equals: the page is shared and is copied before it is written. */
    private static final int NOT_OWNED = -1;
    private static final long BASE = 0x00007F0000000000L;
    private static final byte[] ZEROS = new byte[PAGE];

    private final long size;
    private final TreeMap<Long, Buffer> buffers = new TreeMap<>();
    private long next = BASE;
    private long used;
    /** Pages written in an earlier epoch may be shared with a checkpoint; writing them copies them first. */
    private int epoch;

    public HostMemory(long size) {
        this.size = size;
    }

    /**
     * One allocation: a run of pages at {@code base}, or, for a buffer a live program registered,
     * a window on that program's memory (its {@link BufferBacking}): the engine keeps no copy.
     */
    public final class Buffer {
        private final long base;
        private final int length;
        private final BufferBacking backing;
        private byte[][] pages;
        private int[] owned;

        private Buffer(long base, int length, BufferBacking backing) {
            this.base = base;
            this.length = length;
            this.backing = backing;
            int n = (length + PAGE - 1) / PAGE;
            this.pages = new byte[n][];
            this.owned = new int[n];
            Arrays.fill(owned, NOT_OWNED);
        }

        public long base() {
            return base;
        }

        public int length() {
            return length;
        }

        /** Copies {@code n} bytes at {@code offset} into {@code dst} at {@code at}. */
        public void read(int offset, byte[] dst, int at, int n) {
            if (backing != null) {
                backing.fetch(offset, dst, at, n);
                return;
            }
            while (n > 0) {
                int page = offset / PAGE;
                int in = offset % PAGE;
                int k = Math.min(n, PAGE - in);
                byte[] p = pages[page];
                if (p == null) {
                    Arrays.fill(dst, at, at + k, (byte) 0);
                } else {
                    System.arraycopy(p, in, dst, at, k);
                }
                offset += k;
                at += k;
                n -= k;
            }
        }

        /** Copies {@code n} bytes of {@code src} at {@code at} to {@code offset}. */
        public void write(int offset, byte[] src, int at, int n) {
            if (backing != null) {
                backing.store(offset, src, at, n);
                return;
            }
            while (n > 0) {
                int page = offset / PAGE;
                int in = offset % PAGE;
                int k = Math.min(n, PAGE - in);
                byte[] p = pages[page];
                if (p == null && Arrays.equals(src, at, at + k, ZEROS, 0, k)) {
                    // zeros onto a page never written: it stays unallocated
                } else {
                    System.arraycopy(src, at, writable(page), in, k);
                }
                offset += k;
                at += k;
                n -= k;
            }
        }

        /**
         * The page that holds byte {@code offset}, shared from now on: the buffer copies it before it
         * next writes it (as after {@link #freeze()}, but for this page alone), so whoever holds it
         * may keep it unchanged, the way a NIC's DMA read fixes the bytes a frame carries. A page
         * never written comes back as a shared page of zeros. Pages are {@link #PAGE_SIZE} bytes.
         */
        public byte[] sharePage(int offset) {
            if (backing != null) {
                // the program's bytes as they are now: a copy nobody changes
                int start = offset / PAGE * PAGE;
                byte[] copy = new byte[PAGE];
                backing.fetch(start, copy, 0, Math.min(PAGE, length - start));
                return copy;
            }
            int page = offset / PAGE;
            byte[] p = pages[page];
            if (p == null) {
                return ZEROS;
            }
            owned[page] = NOT_OWNED;
            return p;
        }

        /**
         * Writes {@code n} bytes of {@code src} at {@code at} to {@code offset} like {@link #write},
         * where the caller vouches that nobody changes {@code src} again (a page another buffer
         * shared, say): a whole page of it lands by reference, copied only if written later.
         */
        public void writeShared(int offset, byte[] src, int at, int n) {
            if (backing != null) {
                backing.store(offset, src, at, n);
                return;
            }
            if (n == PAGE && at == 0 && src.length == PAGE && offset % PAGE == 0) {
                int page = offset / PAGE;
                pages[page] = src == ZEROS ? null : src;
                owned[page] = NOT_OWNED;
                return;
            }
            write(offset, src, at, n);
        }

        private byte[] writable(int page) {
            if (owned[page] != epoch) {
                byte[] p = pages[page];
                pages[page] = p == null ? new byte[PAGE] : p.clone();
                owned[page] = epoch;
            }
            return pages[page];
        }

        /**
         * The buffer's bytes as they are now, kept as they are: the frozen copy shares the pages,
         * and the buffer copies a page before it next writes it, so freezing costs a page table.
         */
        public FrozenBytes freeze() {
            if (backing != null) {
                byte[][] copy = new byte[pages.length][];
                for (int i = 0; i < copy.length; i++) {
                    copy[i] = new byte[PAGE];
                    backing.fetch(i * PAGE, copy[i], 0, Math.min(PAGE, length - i * PAGE));
                }
                return new FrozenBytes(copy, length);
            }
            epoch++;
            return new FrozenBytes(pages.clone(), length);
        }

        /** Pages that hold data (the rest read as zeros). */
        int allocatedPages() {
            int n = 0;
            for (byte[] p : pages) {
                n += p == null ? 0 : 1;
            }
            return n;
        }

        /** A hash of the contents, for checking that going back and forth restores memory exactly. */
        public long contentHash() {
            if (backing != null) {
                return Arrays.hashCode(freeze().all());
            }
            long h = length;
            for (int i = 0; i < pages.length; i++) {
                if (pages[i] != null && !Arrays.equals(pages[i], ZEROS)) {
                    h = (h * 1_000_003 + i) * 31 + Arrays.hashCode(pages[i]);
                }
            }
            return h;
        }
    }

    /** A zeroed buffer of {@code length} bytes; its address, or -1 when the host has no room left. */
    public long allocate(int length) {
        return allocate(length, null);
    }

    /**
     * A buffer of {@code length} bytes whose contents are {@code backing}'s (a live program's
     * memory), or the engine's own zeroed pages when it is null; its address, or -1 when the host
     * has no room left (a backed buffer counts against the host's memory as the program's does).
     */
    public long allocate(int length, BufferBacking backing) {
        if (length < 0 || used + length > size) {
            return -1;
        }
        long addr = next;
        buffers.put(addr, new Buffer(addr, length, backing));
        used += length;
        next += ((long) length + PAGE - 1) / PAGE * PAGE + PAGE;
        return addr;
    }

    /** The buffer that holds {@code addr}, or null. */
    public Buffer buffer(long addr) {
        Map.Entry<Long, Buffer> e = buffers.floorEntry(addr);
        return e != null && addr - e.getKey() < Math.max(1, e.getValue().length) ? e.getValue() : null;
    }

    /** Whether [addr, addr+length) lies inside one buffer. */
    public boolean contains(long addr, long length) {
        Map.Entry<Long, Buffer> e = buffers.floorEntry(addr);
        return e != null && length >= 0 && addr - e.getKey() + length <= e.getValue().length;
    }

    public byte[] read(long addr, int length) {
        byte[] out = new byte[length];
        Map.Entry<Long, Buffer> e = entry(addr, length);
        e.getValue().read((int) (addr - e.getKey()), out, 0, length);
        return out;
    }

    public void write(long addr, byte[] data, int offset, int length) {
        Map.Entry<Long, Buffer> e = entry(addr, length);
        e.getValue().write((int) (addr - e.getKey()), data, offset, length);
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

    /** Pages of 4 KiB that hold data, over all buffers. */
    public long allocatedPages() {
        long n = 0;
        for (Buffer b : buffers.values()) {
            n += b.allocatedPages();
        }
        return n;
    }

    private Map.Entry<Long, Buffer> entry(long addr, int length) {
        if (!contains(addr, length)) {
            throw new IndexOutOfBoundsException(String.format(Locale.ROOT, "[0x%x, +%d) is outside every buffer", addr, length));
        }
        return buffers.floorEntry(addr);
    }

    /** The buffers and their page references: the bytes themselves stay shared until written. */
    public record Saved(long next, long used, List<Buffer> buffers, List<byte[][]> pages) {
    }

    public Saved save() {
        List<Buffer> list = new ArrayList<>(buffers.values());
        List<byte[][]> pages = new ArrayList<>(list.size());
        for (Buffer b : list) {
            pages.add(b.pages.clone());
        }
        epoch++;
        return new Saved(next, used, list, pages);
    }

    public void restore(Saved s) {
        next = s.next;
        used = s.used;
        buffers.clear();
        for (int i = 0; i < s.buffers.size(); i++) {
            Buffer b = s.buffers.get(i);
            b.pages = s.pages.get(i).clone();
            buffers.put(b.base, b);
        }
        epoch++;
    }
}
