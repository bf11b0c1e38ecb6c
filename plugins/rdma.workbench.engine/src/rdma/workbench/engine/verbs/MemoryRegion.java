package rdma.workbench.engine.verbs;

import java.util.Locale;
import java.util.Set;

/**
 * ibv_mr: a registered buffer, its keys and what local and remote accesses it allows. DMA goes
 * straight to its host memory buffer. Its life is one {@link MrState} (valid, invalidated,
 * deregistered), which also answers whether it is destroyed.
 */
public final class MemoryRegion extends VerbsObject {

    private final ProtectionDomain pd;
    private final HostMemory.Buffer buffer;
    /** The address the program and its peers name the region's first byte by (ibv_reg_mr's iova): the buffer's, or a live program's own. */
    private final long iova;
    private final Set<Access> access;
    private final int lkey;
    private final int rkey;
    private MrState state = MrState.VALID;

    MemoryRegion(Context context, ProtectionDomain pd, HostMemory.Buffer buffer, long iova, Set<Access> access, int key) {
        super(context, key);
        this.pd = pd;
        this.buffer = buffer;
        this.iova = iova;
        this.access = Set.copyOf(access);
        this.lkey = key;
        this.rkey = key;
    }

    public ProtectionDomain pd() {
        return pd;
    }

    /** The first byte's address as work requests name it: SGE and remote addresses are offsets from it into {@link #buffer()}. */
    public long addr() {
        return iova;
    }

    public int length() {
        return buffer.length();
    }

    public HostMemory.Buffer buffer() {
        return buffer;
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

    public MrState state() {
        return state;
    }

    /** False once a SEND_WITH_INV invalidated the rkey or the program deregistered it. */
    public boolean isValid() {
        return state == MrState.VALID;
    }

    /** A SEND_WITH_INV from the peer invalidates the rkey (of a region still registered). */
    public void invalidate() {
        if (state == MrState.VALID) {
            state = MrState.INVALIDATED;
        }
    }

    @Override
    public boolean isDestroyed() {
        return state == MrState.DEREGISTERED;
    }

    @Override
    void markDestroyed() {
        state = MrState.DEREGISTERED;
    }

    /** Back to {@code s}, as a restored checkpoint had it. */
    void restore(MrState s) {
        state = s;
    }

    /** Whether [a, a+len) lies inside the region. */
    public boolean covers(long a, long len) {
        return a >= addr() && len >= 0 && a - addr() + len <= length();
    }

    @Override
    String kind() {
        return "MR";
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "MR lkey 0x%x", lkey);
    }
}
