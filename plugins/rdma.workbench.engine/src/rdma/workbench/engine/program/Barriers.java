package rdma.workbench.engine.program;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The out-of-band rendezvous of Sync steps (the TCP exchange of ibv_rc_pingpong): the n-th Sync
 * at a barrier opens when every program that syncs there has reached its n-th.
 */
public final class Barriers {

    private final Map<String, Set<ProgramRunner>> members = new LinkedHashMap<>();
    /** Per barrier and program: how many of its Syncs there it has reached, and how many it has passed. */
    private Map<String, Map<ProgramRunner, Integer>> arrivals = new HashMap<>();
    private Map<String, Map<ProgramRunner, Integer>> passed = new HashMap<>();

    public void member(String barrier, ProgramRunner p) {
        members.computeIfAbsent(barrier, b -> new LinkedHashSet<>()).add(p);
    }

    /** {@code p} arrives at {@code barrier}; true when it may pass (everyone arrived at this occurrence). */
    public boolean arrive(String barrier, ProgramRunner p) {
        Map<ProgramRunner, Integer> done = passed.computeIfAbsent(barrier, b -> new HashMap<>());
        Map<ProgramRunner, Integer> here = arrivals.computeIfAbsent(barrier, b -> new HashMap<>());
        int occurrence = done.getOrDefault(p, 0) + 1;
        here.put(p, occurrence);
        for (ProgramRunner m : members.getOrDefault(barrier, Set.of())) {
            if (here.getOrDefault(m, 0) < occurrence) {
                return false;
            }
        }
        done.put(p, occurrence);
        for (ProgramRunner m : members.getOrDefault(barrier, Set.of())) {
            if (m != p) {
                m.wake();
            }
        }
        return true;
    }

    /** Arrivals and passes, for a checkpoint. */
    public record Saved(Map<String, Map<ProgramRunner, Integer>> arrivals, Map<String, Map<ProgramRunner, Integer>> passed) {
    }

    public Saved save() {
        return new Saved(deepCopy(arrivals), deepCopy(passed));
    }

    public void restore(Saved s) {
        arrivals = deepCopy(s.arrivals);
        passed = deepCopy(s.passed);
    }

    private static Map<String, Map<ProgramRunner, Integer>> deepCopy(Map<String, Map<ProgramRunner, Integer>> m) {
        Map<String, Map<ProgramRunner, Integer>> c = new HashMap<>();
        m.forEach((k, v) -> c.put(k, new HashMap<>(v)));
        return c;
    }
}
