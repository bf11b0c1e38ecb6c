package rdma.workbench.debug.record;

import java.util.List;
import java.util.Map;

import rdma.workbench.engine.stepping.SessionSnapshot;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * The record of a launched run for the packet views: the engine thread hands over a snapshot of
 * the trace at each suspend (and at the end of a run), a view thread asks for the record, which is
 * built once per snapshot. The views never touch the live trace.
 */
public final class RecordedRun {

    private final String title;
    private final List<String> hosts;
    private final List<String> switches;
    private final Map<String, String> hostOfAddress;
    private List<TraceEvent> trace = List.of();
    private long now = -1;
    private SessionSnapshot snapshot;
    private long version;
    private RunRecord built;

    /** A record titled {@code title} of a run on {@code hosts} and {@code switches}, whose addresses belong to the hosts {@code hostOfAddress} says. */
    public RecordedRun(String title, List<String> hosts, List<String> switches, Map<String, String> hostOfAddress) {
        this.title = title;
        this.hostOfAddress = Map.copyOf(hostOfAddress);
        this.hosts = List.copyOf(hosts);
        this.switches = List.copyOf(switches);
    }

    /**
     * Takes {@code frozen}, the trace as it stood when the run stopped ({@link
     * rdma.workbench.engine.trace.Trace#snapshot()}: it never changes), as what the views show;
     * {@code now} is the run's time, or -1 once it is over; {@code snapshot} its verbs objects at that moment.
     */
    public synchronized void freeze(List<TraceEvent> frozen, long now, SessionSnapshot snapshot) {
        trace = frozen;
        this.now = now;
        this.snapshot = snapshot;
        version++;
        built = null;
    }

    /** How many times the trace was frozen: a view that saw this version has nothing new to show. */
    public synchronized long version() {
        return version;
    }

    /** The record of the latest freeze, built on the first call after it. */
    public RunRecord record() {
        List<TraceEvent> t;
        long at;
        long v;
        SessionSnapshot s;
        synchronized (this) {
            if (built != null) {
                return built;
            }
            t = trace;
            at = now;
            v = version;
            s = snapshot;
        }
        RunRecord r = RunRecord.of(title, hosts, switches, t, at, s, hostOfAddress);
        synchronized (this) {
            if (v == version) {
                built = r;
            }
        }
        return r;
    }
}
