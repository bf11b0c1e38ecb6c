package rdma.workbench.engine.verbs;

/**
 * What every verbs object shares: the context that created it, its handle, whether it was
 * destroyed (a later use fails with EINVAL, as a stale uverbs handle does), and how many other
 * objects use it (the kernel's usecnt: a PD with MRs, a CQ a QP uses cannot be destroyed — EBUSY).
 * A memory region, whose life has a third state, keeps it in its own state and overrides
 * {@link #isDestroyed} and {@link #markDestroyed}.
 */
public abstract class VerbsObject {

    private final Context context;
    private final int handle;
    private boolean destroyed;
    int users;

    VerbsObject(Context context, int handle) {
        this.context = context;
        this.handle = handle;
    }

    public Context context() {
        return context;
    }

    public int handle() {
        return handle;
    }

    public boolean isDestroyed() {
        return destroyed;
    }

    /** Its verb destroyed it ({@link RdmaDevice#destroyed}). */
    void markDestroyed() {
        destroyed = true;
    }

    /** Alive again: a restored checkpoint holds only objects that were alive when it was taken. */
    void markAlive() {
        destroyed = false;
    }

    /** Objects that use this one and keep it from being destroyed. */
    public int users() {
        return users;
    }

    /** The verb that made it, for messages: "PD", "CQ", ... */
    abstract String kind();

    @Override
    public String toString() {
        return kind() + " " + handle;
    }
}
