package rdma.workbench.engine.simulation;

import java.util.ArrayList;
import java.util.List;

/**
 * The discrete-event core: one clock in nanoseconds and one queue ordered by (time, sequence).
 * Nothing else advances time, and randomness comes only from sources seeded from the run's seed,
 * so the same inputs give the same run, event for event. It also carries the causal link of the
 * trace: an event remembers the trace event current when it was scheduled, and while it runs
 * that is the current one again.
 */
public final class Simulation {

    private final EventQueue queue = new EventQueue();
    private final List<SeededRandom> randoms = new ArrayList<>();
    private final long seed;
    private long now;
    private long sequence;
    private long executed;
    private long cause = -1;

    public Simulation(long seed) {
        this.seed = seed;
    }

    public long now() {
        return now;
    }

    public long seed() {
        return seed;
    }

    /** Runs {@code action} {@code delay} nanoseconds from now; {@code label} and {@code subject} describe it. */
    public Event schedule(long delay, String label, Object subject, Runnable action) {
        Event e = event(delay, label, subject, action);
        queue.add(e);
        return e;
    }

    /**
     * {@link #schedule(long, String, Object, Runnable)} for a source whose events mostly come in
     * order of time, in its {@code lane}: the same event at the same place in the run, cheaper to
     * queue.
     */
    public Event schedule(Lane lane, long delay, String label, Object subject, Runnable action) {
        Event e = event(delay, label, subject, action);
        queue.add(e, lane);
        return e;
    }

    private Event event(long delay, String label, Object subject, Runnable action) {
        if (delay < 0 || now + delay < now) {
            throw new IllegalArgumentException("cannot schedule " + label + " " + delay + " ns from " + now + " ns");
        }
        return new Event(now + delay, sequence++, cause, label, subject, action);
    }

    /** A new lane for events one source schedules in order of time (see {@link Lane}). */
    public Lane lane() {
        return queue.newLane();
    }

    /** Runs the next event; false when there is none. */
    public boolean step() {
        Event e = queue.poll();
        if (e == null) {
            return false;
        }
        now = e.time();
        executed++;
        cause = e.cause();
        e.run();
        return true;
    }

    /** The next event that will run, or null. */
    public Event peek() {
        return queue.peek();
    }

    /** Runs events until none is left or the next one lies after {@code time}. */
    public void runUntil(long time) {
        for (Event next = queue.peek(); next != null && next.time() <= time; next = queue.peek()) {
            step();
        }
    }

    /** Engine events run so far: the position a debugger steps by and goes back to. */
    public long executedEvents() {
        return executed;
    }

    /** Events waiting in the queue (each will run: a cancelled one leaves it). */
    public int queued() {
        return queue.size();
    }

    /** The trace event that the running engine event follows from, or -1. */
    public long cause() {
        return cause;
    }

    public void setCause(long seq) {
        cause = seq;
    }

    /** A random source of its own for {@code name}, the same for the same seed and name. */
    public SeededRandom random(String name) {
        long h = 1125899906842597L;
        for (int i = 0; i < name.length(); i++) {
            h = 31 * h + name.charAt(i);
        }
        SeededRandom r = new SeededRandom(seed ^ h);
        randoms.add(r);
        return r;
    }

    /** Everything that decides the rest of the run: clock, counters, queue and random states. */
    public record Saved(long now, long sequence, long executed, long cause, EventQueue.Saved queue, List<SeededRandom> randoms,
            long[] randomStates) {
    }

    public Saved save() {
        long[] states = new long[randoms.size()];
        for (int i = 0; i < states.length; i++) {
            states[i] = randoms.get(i).state();
        }
        return new Saved(now, sequence, executed, cause, queue.save(), List.copyOf(randoms), states);
    }

    public void restore(Saved s) {
        now = s.now;
        sequence = s.sequence;
        executed = s.executed;
        cause = s.cause;
        queue.restore(s.queue);
        randoms.clear();
        randoms.addAll(s.randoms);
        for (int i = 0; i < s.randomStates.length; i++) {
            randoms.get(i).setState(s.randomStates[i]);
        }
    }
}
