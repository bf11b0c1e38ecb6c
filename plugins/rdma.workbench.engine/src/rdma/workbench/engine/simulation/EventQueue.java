package rdma.workbench.engine.simulation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The future event set: a binary heap ordered by (time, sequence), compared directly on the two
 * longs (no comparator objects on the hot path), and {@link Lane lanes} whose first event waits in
 * the heap and the rest behind it. Each event in the heap knows its place, so a cancelled one
 * leaves at once and the queue holds only events that will run. Its contents can be saved and put
 * back for checkpoints.
 */
final class EventQueue {

    private Event[] heap = new Event[64];
    /** Events in the heap. */
    private int size;
    /** Events queued: in the heap, and waiting in lanes behind their first. */
    private int pending;
    /** Every lane made for this queue: going back empties them all before it refills them. */
    private final List<Lane> lanes = new ArrayList<>();

    int size() {
        return pending;
    }

    Lane newLane() {
        Lane l = new Lane();
        lanes.add(l);
        return l;
    }

    void add(Event e) {
        e.queue = this;
        pending++;
        heapAdd(e);
    }

    /** Adds {@code e} behind the last event of {@code lane}, or on its own when it is earlier than that one. */
    void add(Event e, Lane lane) {
        e.queue = this;
        pending++;
        Event last = lane.last();
        if (last == null) {
            e.lane = lane;
            lane.append(e);
            heapAdd(e);
        } else if (e.time() >= last.time()) {
            e.lane = lane;
            lane.append(e);
        } else {
            heapAdd(e);
        }
    }

    Event peek() {
        return size == 0 ? null : heap[0];
    }

    Event poll() {
        if (size == 0) {
            return null;
        }
        Event top = heap[0];
        take(top);
        return top;
    }

    /** Takes {@code e} out of the queue, wherever it is. */
    void remove(Event e) {
        if (e.queue != this) {
            return;
        }
        if (e.index >= 0) {
            take(e);
        } else {
            // waiting in its lane behind the first
            e.lane.remove(e);
            left(e);
        }
    }

    /** Takes {@code e} out of the heap and the queue; when it led a lane, the lane's next event takes its place in the heap. */
    private void take(Event e) {
        removeAt(e.index);
        left(e);
        if (e.lane != null) {
            Event next = e.lane.removeHead();
            if (next != null) {
                heapAdd(next);
            }
        }
    }

    private void left(Event e) {
        pending--;
        e.queue = null;
        e.index = -1;
    }

    private void heapAdd(Event e) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        siftUp(size++, e);
    }

    private void removeAt(int i) {
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

    /** The events in the heap in heap order, and each lane that held events with its events in order. */
    record Saved(Event[] events, Event[][] lanes) {
    }

    Saved save() {
        List<Event[]> waiting = new ArrayList<>();
        for (Lane l : lanes) {
            if (!l.isEmpty()) {
                waiting.add(l.toArray());
            }
        }
        return new Saved(Arrays.copyOf(heap, size), waiting.toArray(new Event[0][]));
    }

    void restore(Saved s) {
        for (int i = 0; i < size; i++) {
            heap[i].index = -1;
            heap[i].queue = null;
        }
        for (Lane l : lanes) {
            for (Event e = l.head(); e != null; e = l.removeHead()) {
                e.index = -1;
                e.queue = null;
            }
        }
        pending = 0;
        for (Event[] inLane : s.lanes) {
            for (Event e : inLane) {
                e.lane.append(e);
                e.queue = this;
                pending++;
            }
            pending--; // its first is counted with the heap
        }
        heap = Arrays.copyOf(s.events, Math.max(64, s.events.length));
        size = s.events.length;
        pending += size;
        for (int i = 0; i < size; i++) {
            heap[i].index = i;
            heap[i].queue = this;
        }
    }
}
