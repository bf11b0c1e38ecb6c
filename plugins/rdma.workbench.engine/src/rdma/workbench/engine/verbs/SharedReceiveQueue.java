package rdma.workbench.engine.verbs;

import java.util.ArrayDeque;

/** ibv_srq: receive work requests shared by several QPs. */
public final class SharedReceiveQueue extends VerbsObject {

    private final ProtectionDomain pd;
    private final int maxWr;
    private final int maxSge;
    private final ArrayDeque<RecvWr> queue = new ArrayDeque<>();

    SharedReceiveQueue(Context context, int handle, ProtectionDomain pd, int maxWr, int maxSge) {
        super(context, handle);
        this.pd = pd;
        this.maxWr = maxWr;
        this.maxSge = maxSge;
    }

    public ProtectionDomain pd() {
        return pd;
    }

    public int maxWr() {
        return maxWr;
    }

    public int maxSge() {
        return maxSge;
    }

    public ArrayDeque<RecvWr> queue() {
        return queue;
    }

    @Override
    String kind() {
        return "SRQ";
    }
}
