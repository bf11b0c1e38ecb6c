package rdma.workbench.engine.fabric;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.RdmaDevice;

/** The simulated network: NIC ports, switches and the links between them, with routes to every GID. */
public final class Fabric {

    private final Simulation simulation;
    private final Trace trace;
    private final List<NicPort> nics = new ArrayList<>();
    private final Map<String, SwitchNode> switches = new LinkedHashMap<>();
    private final List<Link> links = new ArrayList<>();

    public Fabric(Simulation simulation, Trace trace) {
        this.simulation = simulation;
        this.trace = trace;
    }

    public NicPort addNic(RdmaDevice device, DevicePort port) {
        NicPort n = new NicPort(device, port, simulation, trace);
        nics.add(n);
        return n;
    }

    public SwitchNode addSwitch(String name) {
        return switches.computeIfAbsent(name, n -> new SwitchNode(n, simulation, trace));
    }

    public LinkEnd switchPort(SwitchNode sw, String portName) {
        for (LinkEnd e : sw.ports()) {
            if (e.name().equals(sw.nodeName() + "/" + portName)) {
                return e;
            }
        }
        return sw.addPort(portName);
    }

    public Link connect(String name, LinkEnd a, LinkEnd b, double gbps, long delay, double loss, double corruption, double duplicate,
            double reorder) {
        Link l = new Link(name, simulation, trace, gbps, delay, loss, corruption, duplicate, reorder);
        l.plug(0, a);
        l.plug(1, b);
        links.add(l);
        return l;
    }

    public List<NicPort> nics() {
        return nics;
    }

    public List<Link> links() {
        return links;
    }

    /** The NIC port that owns {@code gid}, or null. */
    public NicPort nicOf(byte[] gid) {
        for (NicPort n : nics) {
            for (Gid g : n.port().gids()) {
                if (java.util.Arrays.equals(g.gid(), gid)) {
                    return n;
                }
            }
        }
        return null;
    }

    /** Every port that sends frames, NIC and switch ports alike, in a stable order. */
    public List<LinkEnd> ports() {
        List<LinkEnd> all = new ArrayList<>();
        for (NicPort n : nics) {
            all.add(n.end());
        }
        for (SwitchNode s : switches.values()) {
            all.addAll(s.ports());
        }
        return all;
    }

    /** Teaches every switch, for every NIC's addresses, the port of the shortest path towards it. */
    public void buildRoutes() {
        for (NicPort nic : nics) {
            List<byte[]> addresses = new ArrayList<>();
            for (Gid g : nic.port().gids()) {
                addresses.add(g.isIpv4() ? java.util.Arrays.copyOfRange(g.gid(), 12, 16) : g.gid());
            }
            // breadth-first from the NIC: the end through which a switch first reaches it is its route
            Set<SwitchNode> seen = new HashSet<>();
            ArrayDeque<LinkEnd> frontier = new ArrayDeque<>();
            if (nic.end().peer() != null) {
                frontier.add(nic.end().peer());
            }
            while (!frontier.isEmpty()) {
                LinkEnd arrived = frontier.poll();
                if (!(arrived.owner() instanceof SwitchNode sw) || !seen.add(sw)) {
                    continue;
                }
                for (byte[] ip : addresses) {
                    sw.route(ip, arrived);
                }
                for (LinkEnd out : sw.ports()) {
                    if (out != arrived && out.peer() != null) {
                        frontier.add(out.peer());
                    }
                }
            }
        }
    }
}
