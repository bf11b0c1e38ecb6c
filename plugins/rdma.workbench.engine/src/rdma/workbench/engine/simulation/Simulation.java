package rdma.workbench.engine.simulation;

import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * The discrete-event core: one clock in nanoseconds and one queue ordered by (time, sequence).
 * Nothing else advances time, and randomness comes only from sources seeded from the run's seed,
 * so the same inputs give the same run, event for event.
 */
public final class Simulation {

    private final PriorityQueue<Event> queue = new PriorityQueue<>(Event.ORDER);
    private final long seed;
    private long now;
    private long sequence;
    private long executed;

    public Simulation(long seed) {
        this.seed = seed;
    }

    public long now() {
        return now;
    }

    public long seed() {
        return seed;
    }

    /** Runs {@code action} {@code delay} nanoseconds from now. */
    public Event schedule(long delay, String description, Runnable action) {
        if (delay < 0) {
            throw new IllegalArgumentException("events cannot be scheduled in the past: " + description);
        }
        Event e = new Event(now + delay, sequence++, description, action);
        queue.add(e);
        return e;
    }

    /** Runs the next event that is not cancelled; false when there is none. */
    public boolean step() {
        Event e;
        do {
            e = queue.poll();
            if (e == null) {
                return false;
            }
        } while (e.isCancelled());
        now = e.time();
        executed++;
        e.run();
        return true;
    }

    /** The next event that will run, or null. */
    public Event peek() {
        while (!queue.isEmpty() && queue.peek().isCancelled()) {
            queue.poll();
        }
        return queue.peek();
    }

    /** Runs events until none is left or the next one lies after {@code time}; the clock ends at {@code time} at most. */
    public void runUntil(long time) {
        for (Event next = peek(); next != null && next.time() <= time; next = peek()) {
            step();
        }
    }

    public long executedEvents() {
        return executed;
    }

    /** A random source of its own for {@code name}, the same for the same seed and name. */
    public SplittableRandom random(String name) {
        long h = 1125899906842597L;
        for (int i = 0; i < name.length(); i++) {
            h = 31 * h + name.charAt(i);
        }
        return new SplittableRandom(seed ^ h);
    }
}
