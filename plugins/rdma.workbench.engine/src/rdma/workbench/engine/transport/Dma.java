package rdma.workbench.engine.transport;

import java.util.List;

import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.Sge;

/** Moving bytes between packets and a QP's scatter/gather lists, with the checks a NIC's DMA makes. */
final class Dma {

    private Dma() {
    }

    /** Why the SGEs cannot be used by {@code qp} (the lkey, the PD, the bounds, LOCAL_WRITE when writing), or null. */
    static String check(QueuePair qp, List<Sge> sges, boolean write) {
        RdmaDevice d = qp.context().device();
        for (Sge s : sges) {
            MemoryRegion mr = d.mrByLkey(s.lkey());
            if (mr == null || !mr.isValid()) {
                return String.format("lkey 0x%x names no memory region", s.lkey());
            }
            if (mr.pd() != qp.pd()) {
                return String.format("lkey 0x%x belongs to another protection domain", s.lkey());
            }
            if (!mr.covers(s.addr(), s.length())) {
                return String.format("[0x%x, +%d) lies outside the memory region of lkey 0x%x", s.addr(), s.length(), s.lkey());
            }
            if (write && !mr.access().contains(Access.LOCAL_WRITE)) {
                return String.format("the memory region of lkey 0x%x lacks LOCAL_WRITE", s.lkey());
            }
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

    /** {@code length} bytes starting {@code offset} bytes into the SGE list. */
    static byte[] gather(RdmaDevice d, List<Sge> sges, int offset, int length) {
        byte[] out = new byte[length];
        int done = 0;
        int skip = offset;
        for (Sge s : sges) {
            if (done == length) {
                break;
            }
            if (skip >= s.length()) {
                skip -= s.length();
                continue;
            }
            int n = Math.min(s.length() - skip, length - done);
            System.arraycopy(d.memory().read(s.addr() + skip, n), 0, out, done, n);
            done += n;
            skip = 0;
        }
        return out;
    }

    /** Writes {@code data} starting {@code offset} bytes into the SGE list. */
    static void scatter(RdmaDevice d, List<Sge> sges, int offset, byte[] data) {
        int done = 0;
        int skip = offset;
        for (Sge s : sges) {
            if (done == data.length) {
                break;
            }
            if (skip >= s.length()) {
                skip -= s.length();
                continue;
            }
            int n = Math.min(s.length() - skip, data.length - done);
            d.memory().write(s.addr() + skip, data, done, n);
            done += n;
            skip = 0;
        }
    }
}
