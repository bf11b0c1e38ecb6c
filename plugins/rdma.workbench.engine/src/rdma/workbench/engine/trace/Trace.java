package rdma.workbench.engine.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/** Everything a run records, in order, and the listeners that want to hear it as it happens. */
public final class Trace {

    private final List<TraceEvent> events = new ArrayList<>();
    private final List<Consumer<TraceEvent>> listeners = new ArrayList<>();
    private final boolean retained;

    /** A trace that keeps every event. */
    public Trace() {
        this(true);
    }

    private Trace(boolean retained) {
        this.retained = retained;
    }

    /** A trace that keeps nothing and tells nobody, for runs measured for speed. */
    public static Trace discarding() {
        return new Trace(false);
    }

    /** Whether recording does anything: callers skip building an event's text when it does not. */
    public boolean enabled() {
        return retained || !listeners.isEmpty();
    }

    public void record(TraceEvent e) {
        if (!retained && listeners.isEmpty()) {
            return;
        }
        if (retained) {
            events.add(e);
        }
        for (Consumer<TraceEvent> l : listeners) {
            l.accept(e);
        }
    }

    public void addListener(Consumer<TraceEvent> l) {
        listeners.add(l);
    }

    public List<TraceEvent> events() {
        return Collections.unmodifiableList(events);
    }
}
