package rdma.workbench.engine.simulation;

import java.util.Arrays;

/**
 * The future event set: a binary heap ordered by (time, sequence), compared directly on the two
 * longs (no comparator objects on the hot path). Its contents can be saved and put back, with
 * each event's cancelled flag, for checkpoints.
 */
final class EventQueue {

    private Event[] heap = new Event[64];
    private int size;

    int size() {
        return size;
    }

    /** Events that will still run (the cancelled ones wait in the heap until their time comes). */
    int live() {
        int n = 0;
        for (int i = 0; i < size; i++) {
            n += heap[i].cancelled ? 0 : 1;
        }
        return n;
    }

    void add(Event e) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            Event p = heap[parent];
            if (!e.before(p)) {
                break;
            }
            heap[i] = p;
            i = parent;
        }
        heap[i] = e;
    }

    Event peek() {
        return size == 0 ? null : heap[0];
    }

    Event poll() {
        if (size == 0) {
            return null;
        }
        Event top = heap[0];
        Event last = heap[--size];
        heap[size] = null;
        if (size > 0) {
            int i = 0;
            int half = size >>> 1;
            while (i < half) {
                int child = 2 * i + 1;
                Event c = heap[child];
                int right = child + 1;
                if (right < size && heap[right].before(c)) {
                    child = right;
                    c = heap[child];
                }
                if (!c.before(last)) {
                    break;
                }
                heap[i] = c;
                i = child;
            }
            heap[i] = last;
        }
        return top;
    }

    /** The queued events in heap order, and which of them are cancelled. */
    record Saved(Event[] events, boolean[] cancelled) {
    }

    Saved save() {
        Event[] copy = Arrays.copyOf(heap, size);
        boolean[] cancelled = new boolean[size];
        for (int i = 0; i < size; i++) {
            cancelled[i] = copy[i].cancelled;
        }
        return new Saved(copy, cancelled);
    }

    void restore(Saved s) {
        heap = Arrays.copyOf(s.events, Math.max(64, s.events.length));
        size = s.events.length;
        for (int i = 0; i < size; i++) {
            heap[i].cancelled = s.cancelled[i];
        }
    }
}
