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
    /**
     * Per barrier and occurrence: how many programs have reached it and how many have passed it
     * (so an arrival costs the same for 2 programs or 4,096); an occurrence everyone passed is forgotten.
     */
    private Map<String, Map<Integer, Integer>> reached = new HashMap<>();
    private Map<String, Map<Integer, Integer>> passes = new HashMap<>();

    public void member(String barrier, ProgramRunner p) {
        members.computeIfAbsent(barrier, b -> new LinkedHashSet<>()).add(p);
    }

    /**
     * {@code p} arrives at {@code barrier}; true when it may pass (everyone arrived at this
     * occurrence). The last to arrive wakes the others, which then arrive again and pass.
     */
    public boolean arrive(String barrier, ProgramRunner p) {
        Map<ProgramRunner, Integer> done = passed.computeIfAbsent(barrier, b -> new HashMap<>());
        Map<ProgramRunner, Integer> here = arrivals.computeIfAbsent(barrier, b -> new HashMap<>());
        Map<Integer, Integer> counts = reached.computeIfAbsent(barrier, b -> new HashMap<>());
        int occurrence = done.getOrDefault(p, 0) + 1;
        Integer before = here.put(p, occurrence);
        boolean first = before == null || before < occurrence;
        if (first) {
            counts.merge(occurrence, 1, Integer::sum);
        }
        Set<ProgramRunner> all = members.getOrDefault(barrier, Set.of());
        if (counts.getOrDefault(occurrence, 0) < all.size()) {
            return false;
        }
        done.put(p, occurrence);
        Map<Integer, Integer> through = passes.computeIfAbsent(barrier, b -> new HashMap<>());
        if (through.merge(occurrence, 1, Integer::sum) == all.size()) {
            through.remove(occurrence);
            counts.remove(occurrence);
        }
        if (first) {
            for (ProgramRunner m : all) {
                if (m != p) {
                    m.wake();
                }
            }
        }
        return true;
    }

    /** Arrivals and passes, for a checkpoint. */
    public record Saved(Map<String, Map<ProgramRunner, Integer>> arrivals, Map<String, Map<ProgramRunner, Integer>> passed,
            Map<String, Map<Integer, Integer>> reached, Map<String, Map<Integer, Integer>> passes) {
    }

    public Saved save() {
        return new Saved(deepCopy(arrivals), deepCopy(passed), deepCopy(reached), deepCopy(passes));
    }

    public void restore(Saved s) {
        arrivals = deepCopy(s.arrivals);
        passed = deepCopy(s.passed);
        reached = deepCopy(s.reached);
        passes = deepCopy(s.passes);
    }

    private static <K> Map<String, Map<K, Integer>> deepCopy(Map<String, Map<K, Integer>> m) {
        Map<String, Map<K, Integer>> c = new HashMap<>();
        m.forEach((k, v) -> c.put(k, new HashMap<>(v)));
        return c;
    }
}
