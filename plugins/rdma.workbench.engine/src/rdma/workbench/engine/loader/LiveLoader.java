package rdma.workbench.engine.loader;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.live.LiveParts;
import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Topology;

/** Builds a fabric for live programs: the topology's devices, links and switches, with no scenario programs. */
public final class LiveLoader {


    private LiveLoader() {
    }

    public static LiveParts load(Topology topology, long seed) throws LoadException {
        Simulation simulation = new Simulation(seed);
        Trace trace = new Trace(simulation);
        FabricBuilder fabric = new FabricBuilder(simulation, trace);
        fabric.build(topology);
        Map<String, List<LiveParts.Device>> hosts = new LinkedHashMap<>();
        Map<String, List<String>> namespaces = new LinkedHashMap<>();
        for (Host h : topology.getHosts()) {
            List<LiveParts.Device> nics = new ArrayList<>();
            for (rdma.workbench.model.topology.Rnic r : h.getRnics()) {
                List<LiveParts.Port> ports = new ArrayList<>();
                for (Port p : r.getPorts()) {
                    Map<Integer, Boolean> types = new LinkedHashMap<>();
                    Map<Integer, String> netdevs = new LinkedHashMap<>();
                    for (GidEntry g : p.getGids()) {
                        types.put(g.getIndex(), g.getType() == GidType.ROCE_V2);
                        netdevs.put(g.getIndex(), g.getNetdev() != null ? g.getNetdev() : p.getNetdev() != null ? p.getNetdev() : "");
                    }
                    ports.add(new LiveParts.Port(p.getPortNumber(), types, netdevs));
                }
                nics.add(new LiveParts.Device(fabric.rnics.get(r), r instanceof ErdmaDevice, ports));
            }
            hosts.put(h.getName(), nics);
            namespaces.put(h.getName(), h.getNamespaces().stream().map(n -> n.getName()).toList());
        }
        Session session = new Session(simulation, trace, fabric.fabric, List.of(), new ArrayList<>(fabric.rnics.values()), new Barriers(),
                fabric.memories);
        return new LiveParts(new SessionParts(session, simulation, fabric.fabric, List.of()), hosts, namespaces);
    }
}
