package rdma.workbench.engine.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

import rdma.workbench.engine.simulation.Simulation;

/**
 * Everything a run records, in order, and the listeners that want to hear it as it happens. Each
 * event gets the next sequence number, the simulation's time, and as its cause the event recorded
 * last in the same engine event — or, for the first one, the event that scheduled it (the
 * simulation carries that causal link from scheduling to running).
 */
public final class Trace {

    private final Simulation simulation;
    private final EventLog events = new EventLog();
    private final List<Consumer<TraceEvent>> listeners = new ArrayList<>();
    private boolean retained;
    /** retained, or someone listens: kept in a field, because every packet asks (often several times). */
    private boolean on;
    private long next;
    private boolean silent;

    /** A trace of {@code simulation} that keeps every event. */
    public Trace(Simulation simulation) {
        this(simulation, true);
    }

    private Trace(Simulation simulation, boolean retained) {
        this.simulation = simulation;
        this.retained = retained;
        this.on = retained;
    }

    /** A trace that keeps nothing and tells nobody, for runs measured for speed. */
    public static Trace discarding(Simulation simulation) {
        return new Trace(simulation, false);
    }

    /** Whether recording does anything: callers build no event when it does not. */
    public boolean on() {
        return on;
    }

    /** The stamp of the event about to be recorded; call it once per event, right before {@link #add}. */
    public Stamp stamp() {
        return new Stamp(next++, simulation.now(), simulation.cause());
    }

    public void add(TraceEvent e) {
        simulation.setCause(e.seq());
        if (retained) {
            events.add(e);
        }
        if (!silent) {
            for (int i = 0; i < listeners.size(); i++) {
                listeners.get(i).accept(e);
            }
        }
    }

    /**
     * Whether the trace keeps its events (it counts them either way). A run of millions of packets
     * keeps every frame's bytes in its PacketSent events: long measured runs turn this off.
     */
    public void setRetained(boolean keep) {
        retained = keep;
        listenedOrKept();
        if (!keep) {
            events.clear();
        }
    }

    /** While silent, events are kept but listeners hear nothing (a replay rebuilds what they heard already). */
    public void setSilent(boolean on) {
        silent = on;
    }

    public boolean silent() {
        return silent;
    }

    public void addListener(Consumer<TraceEvent> l) {
        listeners.add(l);
        listenedOrKept();
    }

    public void removeListener(Consumer<TraceEvent> l) {
        listeners.remove(l);
        listenedOrKept();
    }

    private void listenedOrKept() {
        on = retained || !listeners.isEmpty();
    }

    /** Every event recorded so far, in order (the sequence number is the index). */
    public List<TraceEvent> events() {
        return Collections.unmodifiableList(events);
    }

    /** The sequence number the next event gets. */
    public long size() {
        return next;
    }

    /**
     * The events recorded so far as they stand now, unchanging, for a reader on another thread:
     * it shares all but the latest few thousand events with the live trace and with earlier
     * snapshots, so taking one costs little however long the run.
     */
    public List<TraceEvent> snapshot() {
        return events.snapshot();
    }

    /** Forgets every event from {@code seq} on: the run went back to before it. */
    public void truncate(long seq) {
        events.truncate((int) Math.min(seq, Integer.MAX_VALUE));
        next = seq;
    }
}
