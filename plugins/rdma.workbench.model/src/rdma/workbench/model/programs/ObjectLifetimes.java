package rdma.workbench.model.programs;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DeregMr;
import rdma.workbench.model.scenario.DestroyAh;
import rdma.workbench.model.scenario.DestroyCq;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.DestroySrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.VerbStep;

/**
 * When the verbs objects of one program exist: from the step that creates them, if it is
 * expected to succeed, until the first destroy step for them that is expected to succeed (a
 * destroy that expects EBUSY leaves the object alive). Positions are computed once, so asking
 * about every step of a long program stays linear.
 */
public final class ObjectLifetimes {

    private final Map<Step, Integer> positions = new HashMap<>();
    private final Map<Step, Step> destroyedBy = new HashMap<>();

    private ObjectLifetimes(List<Step> steps) {
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            positions.putIfAbsent(s, i);
            Step target = target(s);
            if (target != null && succeeds(s)) {
                destroyedBy.putIfAbsent(target, s);
            }
        }
    }

    public static ObjectLifetimes of(Program p) {
        return new ObjectLifetimes(p.getSteps());
    }

    /** The step's place in its program, from 0; -1 for a step of another program. */
    public int position(Step s) {
        return positions.getOrDefault(s, -1);
    }

    /** The destroy step that freed {@code object} before {@code at} runs, or null while it still exists then. */
    public Step destroyedBefore(Step object, Step at) {
        Step d = destroyedBy.get(object);
        return d != null && position(d) < position(at) ? d : null;
    }

    /** Whether the object {@code creator} makes exists when {@code at} runs. */
    public boolean alive(Step creator, Step at) {
        int created = position(creator);
        return created >= 0 && created < position(at) && succeeds(creator) && destroyedBefore(creator, at) == null;
    }

    /** The step whose object a destroy step frees, or null for a step that destroys nothing. */
    public static Step target(Step s) {
        return switch (s) {
            case DeallocPd d -> d.getPd();
            case DeregMr d -> d.getMr();
            case DestroyCq d -> d.getCq();
            case DestroySrq d -> d.getSrq();
            case DestroyQp d -> d.getQp();
            case DestroyAh d -> d.getAh();
            default -> null;
        };
    }

    /** The verb a destroy step calls, "ibv_destroy_qp"; null for other steps. */
    public static String verb(Step s) {
        return switch (s) {
            case DeallocPd d -> "ibv_dealloc_pd";
            case DeregMr d -> "ibv_dereg_mr";
            case DestroyCq d -> "ibv_destroy_cq";
            case DestroySrq d -> "ibv_destroy_srq";
            case DestroyQp d -> "ibv_destroy_qp";
            case DestroyAh d -> "ibv_destroy_ah";
            default -> null;
        };
    }

    private static boolean succeeds(Step s) {
        return !(s instanceof VerbStep v) || v.getExpectedResult() == Errno.OK;
    }
}
