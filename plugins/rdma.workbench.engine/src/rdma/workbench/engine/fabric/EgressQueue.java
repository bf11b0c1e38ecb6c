package rdma.workbench.engine.fabric;

import java.util.ArrayDeque;
import java.util.List;

/** One priority's FIFO on an egress port, and its depth in bytes. */
final class EgressQueue {

    /**
     * A frame in the queue, the trace event its arrival was (what its departure follows from), and
     * the port it came in through (null for a NIC's own frame): PFC counts it against that input
     * until it leaves.
     */
    record Waiting(Frame frame, long cause, LinkEnd from) {
    }

    final int priority;
    /** Made when the first frame comes: most of a large fabric's queues (eight per port) never hold one. */
    private ArrayDeque<Waiting> frames;
    private long bytes;

    EgressQueue(int priority) {
        this.priority = priority;
    }

    long bytes() {
        return bytes;
    }

    int frames() {
        return frames == null ? 0 : frames.size();
    }

    boolean isEmpty() {
        return frames == null || frames.isEmpty();
    }

    /** Adds {@code f}; its cause follows with {@link #arrivedAfter} once its arrival has been traced. */
    void add(Frame f, LinkEnd from) {
        add(new Waiting(f, -1, from));
    }

    /** The last frame added arrived as trace event {@code cause}. */
    void arrivedAfter(long cause) {
        Waiting last = frames.pollLast();
        frames.addLast(new Waiting(last.frame(), cause, last.from()));
    }

    void add(Waiting w) {
        if (frames == null) {
            frames = new ArrayDeque<>();
        }
        frames.addLast(w);
        bytes += w.frame().length();
    }

    Waiting poll() {
        Waiting w = frames.pollFirst();
        bytes -= w.frame().length();
        return w;
    }

    List<Waiting> contents() {
        return frames == null ? List.of() : List.copyOf(frames);
    }

    void restore(List<Waiting> saved) {
        if (frames != null) {
            frames.clear();
        }
        bytes = 0;
        for (Waiting w : saved) {
            add(w);
        }
    }
}
