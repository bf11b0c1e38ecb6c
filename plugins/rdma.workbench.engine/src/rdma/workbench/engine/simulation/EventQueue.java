package rdma.workbench.engine.simulation;

import java.util.Arrays;

/**
 * The future event set: a binary heap ordered by (time, sequence), compared directly on the two
 * longs (no comparator objects on the hot path). Each event knows its place, so a cancelled one
 * leaves at once and the heap holds only events that will run. Its contents can be saved and put
 * back for checkpoints.
 */
final class EventQueue {

    private Event[] heap = new Event[64];
    private int size;

    int size() {
        return size;
    }

    void add(Event e) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        e.queue = this;
        siftUp(size++, e);
    }

    Event peek() {
        return size == 0 ? null : heap[0];
    }

    Event poll() {
        if (size == 0) {
            return null;
        }
        Event top = heap[0];
        removeAt(0);
        return top;
    }

    /** Takes {@code e} out of the heap, wherever it is. */
    void remove(Event e) {
        if (e.queue == this && e.index >= 0) {
            removeAt(e.index);
        }
    }

    private void removeAt(int i) {
        Event gone = heap[i];
        gone.index = -1;
        gone.queue = null;
        Event last = heap[--size];
        heap[size] = null;
        if (i < size) {
            siftDown(i, last);
            if (heap[i] == last) {
                siftUp(i, last);
            }
        }
    }

    private void siftUp(int i, Event e) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            Event p = heap[parent];
            if (!e.before(p)) {
                break;
            }
            heap[i] = p;
            p.index = i;
            i = parent;
        }
        heap[i] = e;
        e.index = i;
    }

    private void siftDown(int i, Event e) {
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            Event c = heap[child];
            int right = child + 1;
            if (right < size && heap[right].before(c)) {
                child = right;
                c = heap[child];
            }
            if (!c.before(e)) {
                break;
            }
            heap[i] = c;
            c.index = i;
            i = child;
        }
        heap[i] = e;
        e.index = i;
    }

    /** The queued events in heap order. */
    record Saved(Event[] events) {
    }

    Saved save() {
        return new Saved(Arrays.copyOf(heap, size));
    }

    void restore(Saved s) {
        for (int i = 0; i < size; i++) {
            heap[i].index = -1;
            heap[i].queue = null;
        }
        heap = Arrays.copyOf(s.events, Math.max(64, s.events.length));
        size = s.events.length;
        for (int i = 0; i < size; i++) {
            heap[i].index = i;
            heap[i].queue = this;
        }
    }
}
