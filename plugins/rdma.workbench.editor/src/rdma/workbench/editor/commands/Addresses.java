package rdma.workbench.editor.commands;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Topology;

/**
 * Fresh link-layer and GID addresses for new ports: locally administered MACs (02:…) and
 * IPv4-mapped RoCEv2 GIDs (::ffff:192.168.x.y) that no port of the topology uses yet, so a
 * drawn fabric can be run without retyping addresses.
 */
final class Addresses {

    private final Set<String> macs = new HashSet<>();
    private final Set<String> gids = new HashSet<>();
    private int nextMac = 1;
    private int nextIp = 1;

    Addresses(Topology topology) {
        for (var it = topology.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof Endpoint e && e.getMac() != null) {
                macs.add(e.getMac().toLowerCase());
            }
            if (o instanceof GidEntry g && g.getAddress() != null) {
                gids.add(g.getAddress().toLowerCase());
            }
        }
    }

    String mac() {
        for (;; nextMac++) {
            String m = String.format("02:00:0a:00:%02x:%02x", (nextMac >> 8) & 0xff, nextMac & 0xff);
            if (macs.add(m)) {
                nextMac++;
                return m;
            }
        }
    }

    /** The next IPv4-mapped GID, 192.168.1.1 onwards (skipping .0 and .255 of each /24). */
    String ipv4Gid() {
        for (;; nextIp++) {
            int host = (nextIp - 1) % 254 + 1;
            int subnet = 1 + (nextIp - 1) / 254;
            String g = "::ffff:192.168." + subnet + "." + host;
            if (gids.add(g)) {
                nextIp++;
                return g;
            }
        }
    }

    /** Gives {@code port} a fresh MAC and each of its IPv4-mapped GIDs a fresh address. */
    void readdress(Port port) {
        port.setMac(mac());
        for (GidEntry g : port.getGids()) {
            if (g.getAddress() == null || g.getAddress().toLowerCase().startsWith("::ffff:")) {
                g.setAddress(ipv4Gid());
            }
        }
    }
}
