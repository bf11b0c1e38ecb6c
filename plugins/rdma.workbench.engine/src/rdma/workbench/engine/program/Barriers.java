package rdma.workbench.engine.program;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The out-of-band rendezvous of Sync steps (the TCP exchange of ibv_rc_pingpong): the n-th Sync
 * at a barrier opens when every program that syncs there has reached its n-th.
 */
public final class Barriers {

    private final Map<String, Set<ProgramRunner>> members = new HashMap<>();
    private final Map<String, Map<ProgramRunner, Integer>> arrivals = new HashMap<>();
    private final Map<String, Map<ProgramRunner, Integer>> passed = new HashMap<>();

    public void member(String barrier, ProgramRunner p) {
        members.computeIfAbsent(barrier, b -> new java.util.LinkedHashSet<>()).add(p);
    }

    /** {@code p} arrives at {@code barrier}; true when it may pass (everyone arrived at this occurrence). */
    public boolean arrive(String barrier, ProgramRunner p) {
        Map<ProgramRunner, Integer> done = passed.computeIfAbsent(barrier, b -> new HashMap<>());
        Map<ProgramRunner, Integer> here = arrivals.computeIfAbsent(barrier, b -> new HashMap<>());
        int occurrence = done.getOrDefault(p, 0) + 1;
        here.put(p, occurrence);
        List<ProgramRunner> waiting = new ArrayList<>();
        for (ProgramRunner m : members.getOrDefault(barrier, Set.of())) {
            if (here.getOrDefault(m, 0) < occurrence) {
                return false;
            }
            if (m != p) {
                waiting.add(m);
            }
        }
        done.put(p, occurrence);
        for (ProgramRunner m : waiting) {
            m.wake("barrier " + barrier + " open");
        }
        return true;
    }
}
