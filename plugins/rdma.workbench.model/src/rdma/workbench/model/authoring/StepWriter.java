package rdma.workbench.model.authoring;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import rdma.workbench.model.naming.FreeNames;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;

/**
 * Appends generated steps to the end of programs under fresh names and keeps what it made, in
 * order. Step names are the keys other steps refer to them by (EMF eKeys), so they must be unique
 * within a program; barrier names must be unique within the scenario, or a new Sync would meet an
 * old one.
 */
final class StepWriter {

    private final List<Step> created = new ArrayList<>();

    /** Names {@code step} {@code base}, or {@code base-2}, {@code base-3}... when taken, and appends it to {@code program}. */
    <T extends Step> T append(Program program, String base, T step) {
        step.setName(freshStepName(program, base));
        program.getSteps().add(step);
        created.add(step);
        return step;
    }

    /**
     * A Sync in each program at one fresh barrier: the out-of-band exchange (the TCP socket of
     * ibv_rc_pingpong) that lets one program go on only once the other has reached this point.
     */
    void meet(Program a, Program b, String barrierBase, String comment) {
        String barrier = freshBarrier((Scenario) a.eContainer(), barrierBase);
        for (Program p : List.of(a, b)) {
            Sync sync = ScenarioFactory.eINSTANCE.createSync();
            sync.setBarrier(barrier);
            sync.setComment(comment);
            append(p, barrier, sync);
        }
    }

    /** The steps made so far, in the order they were appended. */
    List<Step> created() {
        return List.copyOf(created);
    }

    static String freshStepName(Program program, String base) {
        Set<String> taken = new HashSet<>();
        program.getSteps().forEach(s -> taken.add(s.getName()));
        return FreeNames.next(base, taken::contains);
    }

    static String freshBarrier(Scenario scenario, String base) {
        Set<String> taken = new HashSet<>();
        if (scenario != null) {
            for (Program p : scenario.getPrograms()) {
                p.getSteps().stream().filter(Sync.class::isInstance).forEach(s -> taken.add(((Sync) s).getBarrier()));
            }
        }
        return FreeNames.next(base, taken::contains);
    }

    /** A work request id no post of {@code program} uses yet, so each expected completion names its own request. */
    static long freshWrId(Program program) {
        long max = 0;
        for (Step s : program.getSteps()) {
            if (s instanceof PostSend send) {
                max = Math.max(max, send.getWrId());
            } else if (s instanceof PostRecv recv) {
                max = Math.max(max, recv.getWrId());
            }
        }
        return max + 1;
    }
}
