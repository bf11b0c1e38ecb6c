package rdma.workbench.ui.lanes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;

/**
 * Which row each step of a scenario takes when its programs are drawn side by side: each program
 * a lane, its steps top to bottom, and the Syncs of one barrier on one row, so that what the
 * programs do between two barriers sits side by side. A barrier's members are the programs that
 * sync at it, as the engine counts them (its loader's {@code barriers.member}); the k-th Syncs of
 * a barrier meet.
 */
public final class LaneLayout {

    /** A step's place: lane (program index) and row. */
    public record Cell(Step step, int lane, int row) {
    }

    /** One meeting at a barrier: its row, and the lanes (ascending) and their Syncs that meet there. */
    public record Barrier(String name, int row, List<Integer> lanes, List<Sync> syncs) {

        public int firstLane() {
            return lanes.get(0);
        }

        public int lastLane() {
            return lanes.get(lanes.size() - 1);
        }
    }

    private final List<Program> programs;
    private final List<Cell> cells = new ArrayList<>();
    private final List<Barrier> barriers = new ArrayList<>();
    private final Map<Step, Cell> byStep = new HashMap<>();
    private int rows;

    private LaneLayout(List<Program> programs) {
        this.programs = List.copyOf(programs);
        int n = programs.size();
        int[] next = new int[n];
        int[] free = new int[n];
        while (true) {
            for (int p = 0; p < n; p++) {
                List<Step> steps = programs.get(p).getSteps();
                while (next[p] < steps.size() && !(steps.get(next[p]) instanceof Sync)) {
                    place(steps.get(next[p]), p, free[p]++);
                    next[p]++;
                }
            }
            Sync meeting = nextMeeting(next);
            if (meeting == null) {
                break;
            }
            String barrier = meeting.getBarrier();
            List<Integer> lanes = new ArrayList<>();
            List<Sync> syncs = new ArrayList<>();
            int row = 0;
            for (int p = 0; p < n; p++) {
                if (waitingAt(p, next) instanceof Sync s && Objects.equals(s.getBarrier(), barrier)) {
                    lanes.add(p);
                    syncs.add(s);
                    row = Math.max(row, free[p]);
                }
            }
            for (int i = 0; i < lanes.size(); i++) {
                int p = lanes.get(i);
                place(syncs.get(i), p, row);
                free[p] = row + 1;
                next[p]++;
            }
            barriers.add(new Barrier(barrier, row, List.copyOf(lanes), List.copyOf(syncs)));
        }
        for (int f : free) {
            rows = Math.max(rows, f);
        }
    }

    public static LaneLayout of(Scenario scenario) {
        return new LaneLayout(scenario.getPrograms());
    }

    private Sync waitingAt(int p, int[] next) {
        List<Step> steps = programs.get(p).getSteps();
        return next[p] < steps.size() ? (Sync) steps.get(next[p]) : null;
    }

    /**
     * A Sync of the barrier to meet at next: the first (in lane order) whose every member still to
     * sync there stands at it now; when none is (the Syncs cross, which validation reports), the
     * first one a lane waits at, so that the layout always advances. Null when no lane waits.
     * Syncs without a barrier name meet one another, as the engine keys barriers by name, null included.
     */
    private Sync nextMeeting(int[] next) {
        Sync first = null;
        for (int p = 0; p < programs.size(); p++) {
            Sync s = waitingAt(p, next);
            if (s == null) {
                continue;
            }
            if (first == null) {
                first = s;
            }
            if (allMembersWaiting(s.getBarrier(), next)) {
                return s;
            }
        }
        return first;
    }

    private boolean allMembersWaiting(String barrier, int[] next) {
        for (int p = 0; p < programs.size(); p++) {
            List<Step> steps = programs.get(p).getSteps();
            boolean member = false;
            for (int i = next[p]; i < steps.size(); i++) {
                if (steps.get(i) instanceof Sync s && Objects.equals(s.getBarrier(), barrier)) {
                    member = true;
                    break;
                }
            }
            if (member && !(waitingAt(p, next) instanceof Sync s && Objects.equals(s.getBarrier(), barrier))) {
                return false;
            }
        }
        return true;
    }

    private void place(Step step, int lane, int row) {
        Cell c = new Cell(step, lane, row);
        cells.add(c);
        byStep.put(step, c);
    }

    public List<Program> programs() {
        return programs;
    }

    /** Every step's place. */
    public List<Cell> cells() {
        return List.copyOf(cells);
    }

    public List<Barrier> barriers() {
        return List.copyOf(barriers);
    }

    /** The place of {@code step}, or null when it is not in the layout. */
    public Cell cellOf(Step step) {
        return byStep.get(step);
    }

    /** How many rows the longest lane takes. */
    public int rows() {
        return rows;
    }
}
