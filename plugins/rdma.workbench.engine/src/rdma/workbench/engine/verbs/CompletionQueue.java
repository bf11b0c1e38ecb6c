package rdma.workbench.engine.verbs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * ibv_cq: completions wait here until polled. A full queue overflows: the completion is lost and
 * the device raises IBV_EVENT_CQ_ERR (once: the CQ is broken from then on, as rxe_cq_post has it).
 */
public final class CompletionQueue extends VerbsObject {

    private final int capacity;
    private final ArrayDeque<WorkCompletion> entries = new ArrayDeque<>();
    boolean overflowed;

    CompletionQueue(Context context, int handle, int capacity) {
        super(context, handle);
        this.capacity = capacity;
    }

    public int capacity() {
        return capacity;
    }

    /** Adds a completion and wakes the program that owns the CQ; false when the queue is full and the completion is lost. */
    public boolean push(WorkCompletion wc) {
        if (entries.size() >= capacity) {
            if (!overflowed) {
                overflowed = true;
                context().device().raise(AsyncEventType.CQ_ERR, this, "CQ " + handle() + " overflowed (it holds " + capacity + ")");
            }
            return false;
        }
        entries.add(wc);
        context().wake();
        return true;
    }

    public List<WorkCompletion> poll(int max) {
        List<WorkCompletion> out = new ArrayList<>(Math.min(max, entries.size()));
        while (out.size() < max && !entries.isEmpty()) {
            out.add(entries.poll());
        }
        return out;
    }

    public List<WorkCompletion> peekAll() {
        return List.copyOf(entries);
    }

    public int size() {
        return entries.size();
    }

    public boolean hasOverflowed() {
        return overflowed;
    }

    @Override
    String kind() {
        return "CQ";
    }

    record Saved(WorkCompletion[] entries, boolean overflowed) {
    }

    Saved save() {
        return new Saved(entries.toArray(new WorkCompletion[0]), overflowed);
    }

    void restore(Saved s) {
        entries.clear();
        Collections.addAll(entries, s.entries);
        overflowed = s.overflowed;
    }
}
