package rdma.workbench.engine.stepping;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.HostMemory;
import rdma.workbench.engine.verbs.RdmaDevice;

/**
 * A checkpoint: everything that decides how a session goes on — the simulation (clock, queue,
 * random states), how long the trace is, the fabric, every device with its objects and memory,
 * every transport, every program and the barriers. Taken between two engine events; putting it
 * back makes the session continue exactly as it did from there. Memory pages are shared, not
 * copied (see {@link HostMemory}).
 */
record SessionState(long position, Simulation.Saved simulation, long traceSize, Fabric.Saved fabric, List<RdmaDevice.Saved> devices,
        List<Rnic.Saved> rnics, List<HostMemory.Saved> memories, List<ProgramRunner.Saved> programs, Barriers.Saved barriers) {

    static SessionState capture(Simulation simulation, Trace trace, Fabric fabric, List<Rnic> rnics, List<HostMemory> memories,
            List<ProgramRunner> programs, Barriers barriers) {
        List<RdmaDevice.Saved> devices = new ArrayList<>(rnics.size());
        List<Rnic.Saved> transports = new ArrayList<>(rnics.size());
        for (Rnic r : rnics) {
            devices.add(r.device().save());
            transports.add(r.save());
        }
        List<HostMemory.Saved> mem = new ArrayList<>(memories.size());
        for (HostMemory m : memories) {
            mem.add(m.save());
        }
        List<ProgramRunner.Saved> progs = new ArrayList<>(programs.size());
        for (ProgramRunner p : programs) {
            progs.add(p.save());
        }
        return new SessionState(simulation.executedEvents(), simulation.save(), trace.size(), fabric.save(), devices, transports, mem, progs,
                barriers.save());
    }

    void restore(Simulation simulation, Trace trace, Fabric fabric, List<Rnic> rnics, List<HostMemory> memories, List<ProgramRunner> programs,
            Barriers barriers) {
        simulation.restore(this.simulation);
        trace.truncate(traceSize);
        fabric.restore(this.fabric);
        for (int i = 0; i < rnics.size(); i++) {
            rnics.get(i).device().restore(devices.get(i));
            rnics.get(i).restore(this.rnics.get(i));
        }
        for (int i = 0; i < memories.size(); i++) {
            memories.get(i).restore(this.memories.get(i));
        }
        for (int i = 0; i < programs.size(); i++) {
            programs.get(i).restore(this.programs.get(i));
        }
        barriers.restore(this.barriers);
    }
}
