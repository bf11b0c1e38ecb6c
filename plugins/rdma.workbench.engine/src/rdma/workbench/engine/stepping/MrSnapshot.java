package rdma.workbench.engine.stepping;

import java.util.Set;

import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.FrozenBytes;

/** A memory region at one moment, with its bytes as they were then (frozen, not copied: see {@link FrozenBytes}). */
public record MrSnapshot(int lkey, int rkey, int pd, long addr, int length, Set<Access> access, boolean valid, FrozenBytes memory) {

    /** Every byte of the region, copied. */
    public byte[] bytes() {
        return memory.all();
    }

    /** {@code n} bytes from {@code offset}. */
    public byte[] read(int offset, int n) {
        return memory.read(offset, n);
    }
}
