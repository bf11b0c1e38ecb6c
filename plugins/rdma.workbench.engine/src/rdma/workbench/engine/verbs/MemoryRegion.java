package rdma.workbench.engine.verbs;

import java.util.Set;

/** ibv_mr: a registered buffer, its keys and what local and remote accesses it allows. */
public final class MemoryRegion {

    private final ProtectionDomain pd;
    private final long addr;
    private final int length;
    private final Set<Access> access;
    private final int lkey;
    private final int rkey;
    private boolean valid = true;

    MemoryRegion(ProtectionDomain pd, long addr, int length, Set<Access> access, int key) {
        this.pd = pd;
        this.addr = addr;
        this.length = length;
        this.access = Set.copyOf(access);
        this.lkey = key;
        this.rkey = key;
    }

    public ProtectionDomain pd() {
        return pd;
    }

    public long addr() {
        return addr;
    }

    public int length() {
        return length;
    }

    public Set<Access> access() {
        return access;
    }

    public int lkey() {
        return lkey;
    }

    public int rkey() {
        return rkey;
    }

    public boolean isValid() {
        return valid;
    }

    /** A SEND_WITH_INV from the peer invalidates the rkey. */
    public void invalidate() {
        valid = false;
    }

    /** Whether [a, a+len) lies inside the region. */
    public boolean covers(long a, long len) {
        return a >= addr && len >= 0 && a - addr + len <= length;
    }
}
