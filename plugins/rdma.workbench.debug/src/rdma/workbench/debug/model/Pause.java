package rdma.workbench.debug.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.stepping.DeviceSnapshot;
import rdma.workbench.engine.stepping.MrSnapshot;
import rdma.workbench.engine.stepping.ProgramSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.SessionSnapshot;

/**
 * Everything the debugger shows of a suspended run, taken on the engine thread at the moment it
 * suspended and never changed after: why it stopped, the session's snapshot, each program's place
 * and objects, and which values differ from the previous suspend. The UI reads only this.
 */
final class Pause {

    final Stop stop;
    final SessionSnapshot snapshot;
    final Map<String, ProgramView> programs;
    /** Whether every expectation so far held (the verdict, once the run is over). */
    final boolean passed;
    private final Map<String, String> values;
    private final Map<String, String> previous;

    private Pause(Stop stop, SessionSnapshot snapshot, Map<String, ProgramView> programs, boolean passed, Map<String, String> values,
            Map<String, String> previous) {
        this.stop = stop;
        this.passed = passed;
        this.snapshot = snapshot;
        this.programs = programs;
        this.values = values;
        this.previous = previous;
    }

    static Pause take(Session session, Stop stop, Pause before) {
        SessionSnapshot snapshot = session.snapshot();
        Map<String, ProgramView> programs = new LinkedHashMap<>();
        Map<String, String> values = new HashMap<>();
        for (ProgramSnapshot p : snapshot.programs()) {
            List<Node> objects = ObjectTree.of(p, snapshot);
            programs.put(p.name(), new ProgramView(p, p.steps().size(), objects));
            collect(p.name(), objects, values);
        }
        return new Pause(stop, snapshot, programs, session.problems().isEmpty(), values, before == null ? null : before.values);
    }

    private static void collect(String program, List<Node> nodes, Map<String, String> into) {
        for (Node n : nodes) {
            into.put(program + ":" + n.path(), n.value());
            collect(program, n.children(), into);
        }
    }

    /** Whether {@code node} of {@code program} shows another value than at the previous suspend (or is new since). */
    boolean changed(String program, Node node) {
        if (previous == null) {
            return false;
        }
        String was = previous.get(program + ":" + node.path());
        return was == null || !was.equals(node.value());
    }

    /** The bytes of the memory region {@code key} at this suspend, or null when it no longer exists. */
    MrSnapshot region(RegionKey key) {
        for (DeviceSnapshot d : snapshot.devices()) {
            if (d.host().equals(key.host()) && d.device().equals(key.device())) {
                for (MrSnapshot m : d.mrs()) {
                    if (m.lkey() == key.lkey()) {
                        return m;
                    }
                }
            }
        }
        return null;
    }

    /** The regions of {@code host} that hold [start, start + length). */
    List<RegionKey> regionsHolding(String host, long start, long length) {
        List<RegionKey> out = new ArrayList<>();
        for (DeviceSnapshot d : snapshot.devices()) {
            if (host != null && !d.host().equals(host)) {
                continue;
            }
            for (MrSnapshot m : d.mrs()) {
                if (start >= m.addr() && start + length <= m.addr() + m.length()) {
                    out.add(new RegionKey(d.host(), d.device(), m.lkey()));
                }
            }
        }
        return out;
    }
}
