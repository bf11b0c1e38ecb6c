package rdma.workbench.engine.verbs;

import java.util.ArrayDeque;
import java.util.Collections;

/**
 * ibv_srq: receive work requests shared by several QPs. An SRQ armed with a limit raises IBV_EVENT_SRQ_LIMIT_REACHED
 * once, when taking a receive leaves fewer than the limit, and is disarmed (IBTA 10.2.9.3; rxe get_srq_wqe).
 */
public final class SharedReceiveQueue extends VerbsObject {

    private final ProtectionDomain pd;
    private final int maxWr;
    private final int maxSge;
    private final ArrayDeque<RecvWr> queue = new ArrayDeque<>();
    private int limit;

    SharedReceiveQueue(Context context, int handle, ProtectionDomain pd, int maxWr, int maxSge, int limit) {
        super(context, handle);
        this.pd = pd;
        this.maxWr = maxWr;
        this.maxSge = maxSge;
        this.limit = limit;
    }

    /** The armed limit, or 0 when the SRQ is not armed. */
    public int limit() {
        return limit;
    }

    /** Takes the next receive for an incoming message, raising the limit event when fewer than the limit are left. */
    RecvWr take() {
        RecvWr wr = queue.poll();
        if (wr != null && limit > 0 && queue.size() < limit) {
            int was = limit;
            limit = 0;
            context().device().raise(AsyncEventType.SRQ_LIMIT_REACHED, this, "SRQ " + handle() + " has " + queue.size()
                    + " receive(s) left, fewer than its limit " + was + " (the limit is disarmed)");
        }
        return wr;
    }

    /** What a checkpoint keeps: the receives and whether the limit is still armed. */
    record Saved(RecvWr[] receives, int limit) {
    }

    Saved save() {
        return new Saved(queue.toArray(new RecvWr[0]), limit);
    }

    void restore(Saved s) {
        queue.clear();
        Collections.addAll(queue, s.receives());
        limit = s.limit();
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
