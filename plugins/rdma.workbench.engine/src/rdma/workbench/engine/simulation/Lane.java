package rdma.workbench.engine.simulation;

/**
 * Events that one source schedules in order of time, such as the arrivals on one direction of a
 * link (a wire delivers in the order it serializes). Only a lane's first event waits in the
 * queue's heap; the rest wait here, in order, until the one before them has run. A busy link
 * then costs the heap one entry, not one per frame in flight. An event scheduled in a lane
 * earlier than its last (a frame a fault delays lets the next overtake it) waits in the heap on
 * its own; either way, events run in (time, sequence) order.
 */
public final class Lane {

    private Event[] events = new Event[8];
    private int first;
    private int size;

    Lane() {
    }

    boolean isEmpty() {
        return size == 0;
    }

    Event head() {
        return size == 0 ? null : events[first];
    }

    Event last() {
        return size == 0 ? null : events[(first + size - 1) & events.length - 1];
    }

    void append(Event e) {
        if (size == events.length) {
            events = inOrder(size * 2);
            first = 0;
        }
        events[(first + size++) & events.length - 1] = e;
    }

    /** Takes the first event out; returns the next, now first, or null. */
    Event removeHead() {
        assert size > 0 : "a lane's first left the heap, so the lane has one";
        events[first] = null;
        first = (first + 1) & events.length - 1;
        size--;
        return head();
    }

    /** Takes {@code e}, which is not the first, out of the lane (a cancelled event), keeping the order of the rest. */
    void remove(Event e) {
        for (int i = 1; i < size; i++) {
            if (events[(first + i) & events.length - 1] == e) {
                for (int j = i; j < size - 1; j++) {
                    events[(first + j) & events.length - 1] = events[(first + j + 1) & events.length - 1];
                }
                events[(first + size - 1) & events.length - 1] = null;
                size--;
                return;
            }
        }
    }

    /** The lane's events in order. */
    Event[] toArray() {
        return inOrder(size);
    }

    /** The events in order at the start of a new array of {@code length}. */
    private Event[] inOrder(int length) {
        Event[] a = new Event[length];
        for (int i = 0; i < size; i++) {
            a[i] = events[(first + i) & events.length - 1];
        }
        return a;
    }

}
