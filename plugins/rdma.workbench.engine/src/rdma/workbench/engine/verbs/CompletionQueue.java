package rdma.workbench.engine.verbs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** ibv_cq: completions wait here until polled; a full queue overflows (an error, the completion is lost). */
public final class CompletionQueue {

    private final Context context;
    private final int handle;
    private final int capacity;
    private final ArrayDeque<WorkCompletion> entries = new ArrayDeque<>();
    private boolean overflowed;
    private final List<Runnable> listeners = new ArrayList<>();

    CompletionQueue(Context context, int handle, int capacity) {
        this.context = context;
        this.handle = handle;
        this.capacity = capacity;
    }

    public int handle() {
        return handle;
    }

    public int capacity() {
        return capacity;
    }

    public Context context() {
        return context;
    }

    /** Adds a completion; false when the queue is full (IBV_EVENT_CQ_ERR), and the completion is lost. */
    public boolean push(WorkCompletion wc) {
        if (entries.size() >= capacity) {
            overflowed = true;
            return false;
        }
        entries.add(wc);
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
        return true;
    }

    /** Called after each completion is queued (a program waiting in ibv_poll_cq wakes up). */
    public void addListener(Runnable l) {
        listeners.add(l);
    }

    public List<WorkCompletion> poll(int max) {
        List<WorkCompletion> out = new ArrayList<>();
        while (out.size() < max && !entries.isEmpty()) {
            out.add(entries.poll());
        }
        return out;
    }

    public List<WorkCompletion> peekAll() {
        return List.copyOf(entries);
    }

    public boolean hasOverflowed() {
        return overflowed;
    }
}
