package rdma.workbench.editor.commands;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;

/**
 * Where a drawn link ends. A link is cabled port to port; in the diagram it runs between the
 * NIC that owns the port and a switch. A port carries one cable (rule ENDPOINT_IN_TWO_LINKS).
 */
public final class Endpoints {

    private Endpoints() {
    }

    /** The drawn element a link end attaches to: the NIC of a host port, or the switch of a switch port. */
    public static EObject nodeOf(Endpoint e) {
        if (e instanceof Port p) {
            return p.eContainer();
        }
        if (e instanceof SwitchPort p) {
            return p.eContainer();
        }
        return null;
    }

    /** The host or switch an element belongs to (itself for a host or switch). */
    public static EObject boxOf(EObject o) {
        for (; o != null; o = o.eContainer()) {
            if (o instanceof Host || o instanceof Switch) {
                return o;
            }
        }
        return null;
    }

    public static boolean isCabled(Topology t, Endpoint e) {
        for (Link l : t.getLinks()) {
            if (l.getSource() == e || l.getTarget() == e) {
                return true;
            }
        }
        return false;
    }

    /**
     * The port a new cable plugs into on {@code node}: the first free port of a NIC, of a host's
     * first NIC that has one, or of a switch; null when there is none (a switch then gets a new port).
     */
    public static Endpoint freeEndpoint(Topology t, EObject node) {
        if (node instanceof Rnic r) {
            for (Port p : r.getPorts()) {
                if (!isCabled(t, p)) {
                    return p;
                }
            }
        } else if (node instanceof Host h) {
            for (Rnic r : h.getRnics()) {
                Endpoint e = freeEndpoint(t, r);
                if (e != null) {
                    return e;
                }
            }
        } else if (node instanceof Switch s) {
            for (SwitchPort p : s.getPorts()) {
                if (!isCabled(t, p)) {
                    return p;
                }
            }
        }
        return null;
    }

    /** Whether a cable may end on {@code node}: a NIC or host with a free port, or any switch. */
    public static boolean canPlug(Topology t, EObject node) {
        return node instanceof Switch || freeEndpoint(t, node) != null;
    }
}
