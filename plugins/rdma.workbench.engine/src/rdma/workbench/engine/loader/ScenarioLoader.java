package rdma.workbench.engine.loader;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramStep;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.CgroupCharge;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.VerbResult;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.RdmaCgroup;

/** Turns a scenario (and the topology it names) into a session the engine runs. The only place the engine reads the EMF model. */
public final class ScenarioLoader {

    private ScenarioLoader() {
    }

    /** Loads with the scenario's own seed. */
    public static Session load(Scenario scenario) throws LoadException {
        return load(scenario, scenario.getSeed());
    }

    public static Session load(Scenario scenario, long seed) throws LoadException {
        return loadParts(scenario, seed).session();
    }

    /**
     * Loads with the scenario's own seed, the live engine beside the session: for the developer
     * tools and the engine's tests only (the package of {@link SessionParts} is friends-only).
     */
    public static SessionParts loadParts(Scenario scenario) throws LoadException {
        return loadParts(scenario, scenario.getSeed());
    }

    /** As {@link #loadParts(Scenario)}, with {@code seed}. */
    public static SessionParts loadParts(Scenario scenario, long seed) throws LoadException {
        if (scenario.getTopology() == null) {
            throw new LoadException("the scenario names no topology");
        }
        Simulation simulation = new Simulation(seed);
        Trace trace = new Trace(simulation);
        FabricBuilder fabric = new FabricBuilder(simulation, trace);
        fabric.build(scenario.getTopology());

        Map<List<Object>, CgroupCharge> charges = new HashMap<>();
        Map<Program, ProgramRunner> runners = new LinkedHashMap<>();
        Map<Program, Rnic> rnics = new HashMap<>();
        for (Program p : scenario.getPrograms()) {
            rdma.workbench.model.topology.Rnic device = Programs.device(p);
            if (device == null) {
                throw new LoadException(ModelLabels.of(p) + " runs on " + ModelLabels.of(p.getHost()) + ", which has no RDMA device");
            }
            Rnic rnic = fabric.rnics.get(device);
            if (rnic == null) {
                throw new LoadException(ModelLabels.of(p) + " uses " + ModelLabels.of(device) + ", which is not in the scenario's topology");
            }
            rnics.put(p, rnic);
            CgroupCharge charge = charge(p, device, charges);
            VerbResult<Context> ctx = Context.open(rnic.device(), p.getName(), p.getNamespace() == null ? null : p.getNamespace().getName(), charge);
            ProgramRunner runner = new ProgramRunner(p.getName(), p.getHost().getName(), ctx.value(), simulation, trace);
            if (!ctx.isOk()) {
                runner.add(new ProgramStep("ibv_open_device", "ibv_open_device", "ibv_open_device", r -> {
                    r.mismatch("ibv_open_device failed with " + ctx.errno() + " (" + ctx.reason() + ")");
                    return Outcome.STOP;
                }));
            }
            runners.put(p, runner);
        }
        Barriers barriers = new Barriers();
        StepBuilder steps = new StepBuilder(runners, rnics, fabric.ends, barriers, StepIds.of(scenario));
        for (Map.Entry<Program, ProgramRunner> e : runners.entrySet()) {
            if (e.getValue().context() == null) {
                continue;
            }
            for (Step s : e.getKey().getSteps()) {
                e.getValue().add(steps.build(e.getKey(), s));
            }
        }
        List<ProgramRunner> programs = new ArrayList<>(runners.values());
        Session session = new Session(simulation, trace, fabric.fabric, programs, new ArrayList<>(fabric.rnics.values()), barriers, fabric.memories);
        return new SessionParts(session, simulation, fabric.fabric, programs);
    }

    /** The rdma.max charge shared by the programs of one cgroup on one device, or null without a limit. */
    private static CgroupCharge charge(Program p, rdma.workbench.model.topology.Rnic device, Map<List<Object>, CgroupCharge> charges) {
        RdmaCgroup cg = p.getCgroup();
        if (cg == null) {
            return null;
        }
        for (CgroupLimit limit : cg.getLimits()) {
            if (limit.getDevice() == device) {
                return charges.computeIfAbsent(List.of(cg, device), k -> new CgroupCharge(cg.getName(), limit.getHcaHandle(), limit.getHcaObject()));
            }
        }
        return null;
    }
}
