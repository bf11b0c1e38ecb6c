package rdma.workbench.engine.stepping.internal;

import java.util.List;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.stepping.Session;

/**
 * A session with the live engine inside it — its simulation, fabric and program runners — for
 * the friends that must reach in: the fuzzer injects frames into the fabric, the benchmarks
 * recycle frame buffers, the engine's tests look at runners. The debugger and the views never
 * see this package (x-friends in the manifest): they ask the {@link Session}. The loader makes
 * it ({@code ScenarioLoader.loadParts}); the parts are those the session runs on.
 */
public record SessionParts(Session session, Simulation simulation, Fabric fabric, List<ProgramRunner> programs) {

    public SessionParts {
        programs = List.copyOf(programs);
    }

    /** The program runner called {@code name}. */
    public ProgramRunner program(String name) {
        for (ProgramRunner p : programs) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("the session has no program named " + name);
    }
}
