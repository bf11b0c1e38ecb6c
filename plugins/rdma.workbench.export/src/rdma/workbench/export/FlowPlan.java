package rdma.workbench.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.topology.GidEntry;

/**
 * What every export of a scenario settles before it writes a line: its programs (each on a device), which programs
 * meet at each Sync barrier, which GIDs each program publishes through the exchange (those of its device that a
 * step of the scenario points at), and what a real fabric does differently (the faults only the simulator makes).
 */
public final class FlowPlan {

    private final List<Program> programs;
    private final Map<String, List<Program>> barriers = new LinkedHashMap<>();
    private final Map<Program, Set<GidEntry>> published = new LinkedHashMap<>();
    private final List<String> notes = new ArrayList<>();

    private FlowPlan(List<Program> programs) {
        this.programs = programs;
    }

    /** The plan of {@code scenario}, or why it cannot be exported (no programs, a program without a device). */
    public static FlowPlan of(Scenario scenario) throws ExportException {
        FlowPlan plan = new FlowPlan(List.copyOf(scenario.getPrograms()));
        if (plan.programs.isEmpty()) {
            throw new ExportException("the scenario has no programs: there is nothing to export");
        }
        for (Program p : plan.programs) {
            if (Programs.device(p) == null) {
                throw new ExportException(ModelLabels.of(p) + " runs on no RDMA device: give it a host with one");
            }
            plan.published.put(p, new LinkedHashSet<>());
        }
        for (Program p : plan.programs) {
            for (Step s : p.getSteps()) {
                if (s instanceof Sync y) {
                    List<Program> members = plan.barriers.computeIfAbsent(y.getBarrier(), b -> new ArrayList<>());
                    if (!members.contains(p)) {
                        members.add(p);
                    }
                }
                GidEntry g = s instanceof ModifyQp m ? m.getDestGid() : s instanceof CreateAh a ? a.getDestGid() : null;
                Program owner = g == null ? null : FlowFacts.programOn(plan.programs, g);
                if (owner != null) {
                    plan.published.get(owner).add(g);
                }
                if (s instanceof Fault f) {
                    plan.notes.add("step " + ModelLabels.stepName(f) + " of program " + p.getName() + " arms a fault (" + f.getAction()
                            + ") that only the simulator makes: on a real fabric the packets go through, and expectations built on the fault may differ");
                }
            }
        }
        return plan;
    }

    public List<Program> programs() {
        return programs;
    }

    /** Each Sync barrier, in the order the programs first reach it, with the programs that meet there. */
    public Map<String, List<Program>> barriers() {
        return barriers;
    }

    /** The GIDs of {@code p}'s device that a step points at, which it tells the others. */
    public Set<GidEntry> published(Program p) {
        return published.get(p);
    }

    public List<String> notes() {
        return notes;
    }
}
