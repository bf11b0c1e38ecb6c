package rdma.workbench.engine.fabric;

import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A switch's RED/ECN rules, one per priority: switches set WRED/ECN per egress queue, that is
 * per traffic class (SONiC's WRED_PROFILE bound to QUEUE|port|3, Onyx's "traffic-class 3
 * congestion-control ecn minimum-absolute ... maximum-absolute ..."), and the engine's egress
 * port has one queue per priority.
 *
 * @param byPriority the rule of priority 0 to 7
 */
public record PriorityMarking(List<RedMarking> byPriority) {

    public PriorityMarking {
        if (byPriority.size() != EgressPort.PRIORITIES || byPriority.stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("a switch needs a RED rule for each of its " + EgressPort.PRIORITIES + " priorities");
        }
        byPriority = List.copyOf(byPriority);
    }

    /** The same rule on every priority. */
    public static PriorityMarking uniform(RedMarking rule) {
        return new PriorityMarking(Collections.nCopies(EgressPort.PRIORITIES, rule));
    }

    /** The rule of {@code priority}'s queues. */
    public RedMarking of(int priority) {
        return byPriority.get(priority);
    }

    /** This marking with {@code rule} on {@code priority}'s queues. */
    public PriorityMarking with(int priority, RedMarking rule) {
        RedMarking[] rules = byPriority.toArray(RedMarking[]::new);
        rules[priority] = rule;
        return new PriorityMarking(List.of(rules));
    }
}
