package rdma.workbench.engine.simulation;

import java.util.Comparator;

/** Something that happens at a simulated time; events at the same time run in the order they were scheduled. */
public final class Event {

    static final Comparator<Event> ORDER = Comparator.comparingLong((Event e) -> e.time).thenComparingLong(e -> e.sequence);

    private final long time;
    private final long sequence;
    private final String description;
    private final Runnable action;
    private boolean cancelled;

    Event(long time, long sequence, String description, Runnable action) {
        this.time = time;
        this.sequence = sequence;
        this.description = description;
        this.action = action;
    }

    public long time() {
        return time;
    }

    public String description() {
        return description;
    }

    /** A cancelled event stays queued but does nothing when its time comes (timers are cancelled this way). */
    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    void run() {
        if (!cancelled) {
            action.run();
        }
    }

    @Override
    public String toString() {
        return time + "ns #" + sequence + " " + description + (cancelled ? " (cancelled)" : "");
    }
}
