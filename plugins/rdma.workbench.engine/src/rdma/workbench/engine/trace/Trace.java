package rdma.workbench.engine.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/** Everything a run records, in order, and the listeners that want to hear it as it happens. */
public final class Trace {

    private final List<TraceEvent> events = new ArrayList<>();
    private final List<Consumer<TraceEvent>> listeners = new ArrayList<>();

    public void record(TraceEvent e) {
        events.add(e);
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
