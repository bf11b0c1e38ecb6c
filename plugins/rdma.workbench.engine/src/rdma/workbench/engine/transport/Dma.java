package rdma.workbench.engine.transport;

import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.HostMemory;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.wire.Payload;

/**
 * Moving bytes between packets and a QP's scatter/gather lists, with the checks a NIC's DMA makes:
 * every SGE must name a valid memory region of the QP's PD by its lkey and stay inside it.
 */
final class Dma {

    private Dma() {
    }

    /** Why the SGEs cannot be used by {@code qp} (the lkey, the PD, the bounds, LOCAL_WRITE when writing), or null. */
    static String check(QueuePair qp, List<Sge> sges, boolean write) {
        return check(qp, sges, write, true);
    }

    /**
     * Why a receive WQE cannot take data (an lkey that names no region of the QP's PD, or one without
     * LOCAL_WRITE), or null. Its bounds are checked as data arrives ({@link #unwritable}): rxe's
     * copy_data checks only the range it copies, so a short message fits an SGE that reaches past its region.
     */
    static String checkReceive(QueuePair qp, List<Sge> sges) {
        return check(qp, sges, true, false);
    }

    private static String check(QueuePair qp, List<Sge> sges, boolean write, boolean bounds) {
        RdmaDevice d = qp.context().device();
        for (Sge s : sges) {
            MemoryRegion mr = d.mrByLkey(s.lkey());
            if (mr == null || !mr.isValid()) {
                return String.format(Locale.ROOT, "lkey 0x%x names no memory region", s.lkey());
            }
            if (mr.pd() != qp.pd()) {
                return String.format(Locale.ROOT, "lkey 0x%x belongs to another protection domain", s.lkey());
            }
            if (bounds && !mr.covers(s.addr(), s.length())) {
                return String.format(Locale.ROOT, "[0x%x, +%d) lies outside the memory region of lkey 0x%x", s.addr(), s.length(), s.lkey());
            }
            if (write && !mr.access().contains(Access.LOCAL_WRITE)) {
                return String.format(Locale.ROOT, "the memory region of lkey 0x%x lacks LOCAL_WRITE", s.lkey());
            }
        }
        return null;
    }

    /**
     * Why {@code n} bytes from {@code offset} into the SGE list cannot be written (a byte lands
     * outside its SGE's memory region, or the region is gone), or null: rxe's copy_data checks
     * exactly the range it copies.
     */
    static String unwritable(RdmaDevice d, List<Sge> sges, int offset, int n) {
        int done = 0;
        int skip = offset;
        for (Sge s : sges) {
            if (done == n) {
                break;
            }
            if (skip >= s.length()) {
                skip -= s.length();
                continue;
            }
            int k = Math.min(s.length() - skip, n - done);
            MemoryRegion mr = d.mrByLkey(s.lkey());
            if (mr == null || !mr.isValid()) {
                return String.format(Locale.ROOT, "lkey 0x%x names no memory region", s.lkey());
            }
            if (!mr.covers(s.addr() + skip, k)) {
                return String.format(Locale.ROOT, "[0x%x, +%d) lies outside the memory region of lkey 0x%x", s.addr() + skip, k, s.lkey());
            }
            done += k;
            skip = 0;
        }
        return null;
    }

    static long total(List<Sge> sges) {
        long n = 0;
        for (Sge s : sges) {
            n += s.length();
        }
        return n;
    }

    /** Whether every SGE still names a valid region that covers it (one may have been deregistered since the post). */
    static boolean readable(RdmaDevice d, List<Sge> sges) {
        for (int i = 0; i < sges.size(); i++) {
            Sge s = sges.get(i);
            MemoryRegion mr = d.mrByLkey(s.lkey());
            if (mr == null || !mr.isValid() || !mr.covers(s.addr(), s.length())) {
                return false;
            }
        }
        return true;
    }

    /** Copies {@code length} bytes from {@code offset} into the SGE list to {@code out} at {@code at}; false when an SGE is no longer valid. */
    static boolean gather(RdmaDevice d, List<Sge> sges, int offset, byte[] out, int at, int length) {
        int done = 0;
        int skip = offset;
        for (int i = 0; i < sges.size(); i++) {
            Sge s = sges.get(i);
            if (done == length) {
                break;
            }
            if (skip >= s.length()) {
                skip -= s.length();
                continue;
            }
            MemoryRegion mr = d.mrByLkey(s.lkey());
            if (mr == null || !mr.isValid() || !mr.covers(s.addr(), s.length())) {
                return false;
            }
            int n = Math.min(s.length() - skip, length - done);
            mr.buffer().read((int) (s.addr() - mr.addr()) + skip, out, at + done, n);
            done += n;
            skip = 0;
        }
        return true;
    }

    /**
     * The {@code length} bytes from {@code offset} into the SGE list, fixed now without being copied:
     * the pages that hold them are shared (each buffer copies a shared page before it next writes
     * it), as the NIC's DMA read fixes what a frame carries when it is built. Null when an SGE is no
     * longer valid.
     */
    static Payload share(RdmaDevice d, List<Sge> sges, int offset, int length) {
        if (sges.size() == 1 && offset + length <= sges.get(0).length()) {
            // one SGE, the common case: one region, one lookup
            Sge s = sges.get(0);
            MemoryRegion mr = d.mrByLkey(s.lkey());
            boolean valid = mr != null && mr.isValid() && mr.covers(s.addr(), s.length());
            return valid ? share(mr, (int) (s.addr() - mr.addr()) + offset, length) : null;
        }
        int slices = 0;
        for (int pass = 0; pass < 2; pass++) {
            byte[][] arrays = pass == 0 ? null : new byte[slices][];
            int[] offsets = pass == 0 ? null : new int[slices];
            int[] lengths = pass == 0 ? null : new int[slices];
            int slice = 0;
            int done = 0;
            int skip = offset;
            for (int i = 0; i < sges.size() && done < length; i++) {
                Sge s = sges.get(i);
                if (skip >= s.length()) {
                    skip -= s.length();
                    continue;
                }
                MemoryRegion mr = d.mrByLkey(s.lkey());
                if (mr == null || !mr.isValid() || !mr.covers(s.addr(), s.length())) {
                    return null;
                }
                int n = Math.min(s.length() - skip, length - done);
                int at = (int) (s.addr() - mr.addr()) + skip;
                for (int end = at + n; at < end; slice++) {
                    int k = Math.min(end - at, HostMemory.PAGE_SIZE - at % HostMemory.PAGE_SIZE);
                    if (pass == 1) {
                        arrays[slice] = mr.buffer().sharePage(at);
                        offsets[slice] = at % HostMemory.PAGE_SIZE;
                        lengths[slice] = k;
                    }
                    at += k;
                }
                done += n;
                skip = 0;
            }
            if (pass == 1) {
                return new Payload.Slices(arrays, offsets, lengths, length);
            }
            slices = slice;
        }
        throw new AssertionError("two passes always return");
    }

    /**
     * Writes {@code data} at {@code offset} into {@code mr}'s buffer (already checked: a WRITE's
     * R_Key, bounds and access). Shared pages a split frame carried land by reference where they
     * fill a whole page (the buffer copies them before it next writes them); anything else is copied.
     */
    static void place(MemoryRegion mr, int offset, Payload data) {
        if (data instanceof Payload.Shared s) {
            mr.buffer().writeShared(offset, s.array(), s.offset(), s.length());
        } else if (data instanceof Payload.Slices s) {
            for (int i = 0; i < s.count(); i++) {
                mr.buffer().writeShared(offset, s.arrays()[i], s.offsets()[i], s.lengths()[i]);
                offset += s.lengths()[i];
            }
        } else {
            Payload.Bytes b = data.bytes();
            mr.buffer().write(offset, b.array(), b.offset(), b.length());
        }
    }

    /**
     * {@code length} bytes at {@code offset} into {@code mr}'s buffer, fixed by sharing their pages
     * (see {@link #share(RdmaDevice, List, int, int)}); bytes within one page as one {@link Payload.Shared} slice.
     */
    static Payload share(MemoryRegion mr, int offset, int length) {
        int page = HostMemory.PAGE_SIZE;
        int slices = length == 0 ? 0 : (offset + length - 1) / page - offset / page + 1;
        if (slices == 1) {
            return new Payload.Shared(mr.buffer().sharePage(offset), offset % page, length);
        }
        byte[][] arrays = new byte[slices][];
        int[] offsets = new int[slices];
        int[] lengths = new int[slices];
        for (int i = 0, at = offset, end = offset + length; at < end; i++) {
            int k = Math.min(end - at, page - at % page);
            arrays[i] = mr.buffer().sharePage(at);
            offsets[i] = at % page;
            lengths[i] = k;
            at += k;
        }
        return new Payload.Slices(arrays, offsets, lengths, length);
    }

    /**
     * Writes {@code n} bytes of {@code data} from {@code at} to {@code offset} bytes into the SGE list;
     * false when a byte would land outside its SGE's memory region, or the region is gone.
     */
    static boolean scatter(RdmaDevice d, List<Sge> sges, int offset, byte[] data, int at, int n) {
        return scatter(d, sges, offset, data, at, n, false);
    }

    /**
     * Writes {@code data} to {@code offset} bytes into the SGE list, slice by slice where it lies
     * (shared pages a split frame carried land by reference where they fill a whole page); false as
     * for the bytes of an array.
     */
    static boolean scatter(RdmaDevice d, List<Sge> sges, int offset, Payload data) {
        if (data instanceof Payload.Shared s) {
            return scatter(d, sges, offset, s.array(), s.offset(), s.length(), true);
        }
        if (data instanceof Payload.Slices s) {
            for (int i = 0; i < s.count(); i++) {
                if (!scatter(d, sges, offset, s.arrays()[i], s.offsets()[i], s.lengths()[i], true)) {
                    return false;
                }
                offset += s.lengths()[i];
            }
            return true;
        }
        Payload.Bytes b = data.bytes();
        return scatter(d, sges, offset, b.array(), b.offset(), b.length(), false);
    }

    /** The scatter, where {@code shared} says that nobody changes {@code data} again (see {@link HostMemory.Buffer#writeShared}). */
    private static boolean scatter(RdmaDevice d, List<Sge> sges, int offset, byte[] data, int at, int n, boolean shared) {
        int done = 0;
        int skip = offset;
        for (int i = 0; i < sges.size(); i++) {
            Sge s = sges.get(i);
            if (done == n) {
                break;
            }
            if (skip >= s.length()) {
                skip -= s.length();
                continue;
            }
            MemoryRegion mr = d.mrByLkey(s.lkey());
            int k = Math.min(s.length() - skip, n - done);
            if (mr == null || !mr.isValid() || !mr.covers(s.addr() + skip, k)) {
                return false;
            }
            if (shared) {
                mr.buffer().writeShared((int) (s.addr() - mr.addr()) + skip, data, at + done, k);
            } else {
                mr.buffer().write((int) (s.addr() - mr.addr()) + skip, data, at + done, k);
            }
            done += k;
            skip = 0;
        }
        return done == n;
    }
}
