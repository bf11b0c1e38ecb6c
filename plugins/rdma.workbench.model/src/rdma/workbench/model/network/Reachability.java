package rdma.workbench.model.network;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;

/**
 * Which NICs of a topology can exchange frames: those joined by links, directly or through
 * switches (a switch forwards between all of its ports).
 */
public final class Reachability {

    private final Map<Object, Object> parent = new HashMap<>();
    private final List<Rnic> rnics = new ArrayList<>();

    public Reachability(Topology topology) {
        for (Host h : topology.getHosts()) {
            for (Rnic r : h.getRnics()) {
                rnics.add(r);
                for (Port p : r.getPorts()) {
                    union(r, p);
                }
            }
        }
        for (Switch s : topology.getSwitches()) {
            for (SwitchPort p : s.getPorts()) {
                union(s, p);
            }
        }
        for (Link l : topology.getLinks()) {
            Endpoint a = l.getSource();
            Endpoint b = l.getTarget();
            if (a != null && b != null) {
                union(a, b);
            }
        }
    }

    /** The other NICs {@code rnic} can reach, in model order. */
    public List<Rnic> peersOf(Rnic rnic) {
        List<Rnic> peers = new ArrayList<>();
        Object root = find(rnic);
        for (Rnic other : rnics) {
            if (other != rnic && find(other) == root) {
                peers.add(other);
            }
        }
        return peers;
    }

    public boolean connected(Rnic a, Rnic b) {
        return find(a) == find(b);
    }

    private Object find(Object x) {
        Object p = parent.getOrDefault(x, x);
        if (p == x) {
            return x;
        }
        Object root = find(p);
        parent.put(x, root);
        return root;
    }

    private void union(Object a, Object b) {
        Object ra = find(a);
        Object rb = find(b);
        if (ra != rb) {
            parent.put(ra, rb);
        }
    }
}
