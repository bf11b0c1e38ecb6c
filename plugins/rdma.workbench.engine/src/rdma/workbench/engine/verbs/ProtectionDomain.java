package rdma.workbench.engine.verbs;

/** ibv_pd: groups the objects that may be used together. */
public final class ProtectionDomain extends VerbsObject {

    ProtectionDomain(Context context, int handle) {
        super(context, handle);
    }

    @Override
    String kind() {
        return "PD";
    }
}
