package rdma.workbench.engine.live;

import java.util.List;
import java.util.Map;

import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.transport.Rnic;

/**
 * A fabric ready to go live, as the loader builds it from a topology: the session that runs it
 * and each host's NICs by host name, in the model's order (a program attached to a host sees them
 * as its device list), and each host's network namespaces by name (a program may run in one).
 */
public record LiveParts(SessionParts parts, Map<String, List<LiveParts.Device>> hosts, Map<String, List<String>> namespaces) {

    /** The session the fabric runs in: its trace, its captures (what a debugger may use of it). */
    public Session session() {
        return parts.session();
    }

    /** A NIC as a program lists it: the engine's, whether it is an ERDMA device, and what ibv_query_gid_type and the netdevs say. */
    public record Device(Rnic rnic, boolean erdma, List<Port> ports) {
    }

    /** A port's GIDs by index: RoCE v2 or not, and the netdev each was derived from. */
    public record Port(int number, Map<Integer, Boolean> rocev2, Map<Integer, String> netdevs) {
    }
}
