package rdma.workbench.engine.verbs;

/** ibv_pd: groups the objects that may be used together. */
public final class ProtectionDomain {

    private final Context context;
    private final int handle;

    ProtectionDomain(Context context, int handle) {
        this.context = context;
        this.handle = handle;
    }

    public Context context() {
        return context;
    }

    public int handle() {
        return handle;
    }
}
