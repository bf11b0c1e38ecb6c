package rdma.workbench.engine.loader;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Topology;

/**
 * Builds a fabric for live programs: the topology's devices, links and switches with no scenario
 * programs, and the RDMA NICs of each host in the model's order (a program attached to a host sees
 * them as its device list).
 */
public final class LiveLoader {

    /** A loaded fabric: the session that runs it and each host's NICs by host name. */
    public record LiveParts(SessionParts parts, Map<String, List<LiveDevice>> hosts) {
    }

    /** A NIC as a program lists it: the engine's, whether it is an ERDMA device, and what ibv_query_gid_type and the netdevs say. */
    public record LiveDevice(Rnic rnic, boolean erdma, List<LivePort> ports) {
    }

    /** A port's GIDs by index: RoCE v2 or not, and the netdev each was derived from. */
    public record LivePort(int number, Map<Integer, Boolean> rocev2, Map<Integer, String> netdevs) {
    }

    private LiveLoader() {
    }

    public static LiveParts load(Topology topology, long seed) throws LoadException {
        Simulation simulation = new Simulation(seed);
        Trace trace = new Trace(simulation);
        FabricBuilder fabric = new FabricBuilder(simulation, trace);
        fabric.build(topology);
        Map<String, List<LiveDevice>> hosts = new LinkedHashMap<>();
        for (Host h : topology.getHosts()) {
            List<LiveDevice> nics = new ArrayList<>();
            for (rdma.workbench.model.topology.Rnic r : h.getRnics()) {
                List<LivePort> ports = new ArrayList<>();
                for (Port p : r.getPorts()) {
                    Map<Integer, Boolean> types = new LinkedHashMap<>();
                    Map<Integer, String> netdevs = new LinkedHashMap<>();
                    for (GidEntry g : p.getGids()) {
                        types.put(g.getIndex(), g.getType() == GidType.ROCE_V2);
                        netdevs.put(g.getIndex(), g.getNetdev() != null ? g.getNetdev() : p.getNetdev() != null ? p.getNetdev() : "");
                    }
                    ports.add(new LivePort(p.getPortNumber(), types, netdevs));
                }
                nics.add(new LiveDevice(fabric.rnics.get(r), r instanceof ErdmaDevice, ports));
            }
            hosts.put(h.getName(), nics);
        }
        Session session = new Session(simulation, trace, fabric.fabric, List.of(), new ArrayList<>(fabric.rnics.values()), new Barriers(),
                fabric.memories);
        return new LiveParts(new SessionParts(session, simulation, fabric.fabric, List.of()), hosts);
    }
}
