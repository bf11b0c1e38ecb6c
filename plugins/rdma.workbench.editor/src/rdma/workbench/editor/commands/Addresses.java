package rdma.workbench.editor.commands;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.network.GidAddress;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Topology;

/**
 * Fresh link-layer and GID addresses for new ports: locally administered MACs (02:…) and
 * IPv4-mapped RoCEv2 GIDs that no port of the topology uses yet, so a drawn fabric can be run
 * without retyping addresses. New GIDs go into the /24 of the last IPv4-mapped GID the
 * topology has (the fabric's subnet), else 192.168.1.0/24, and on into the next /24s.
 */
final class Addresses {

    private final Set<String> macs = new HashSet<>();
    private final Set<String> gids = new HashSet<>();
    private int nextMac = 1;
    private int nextIp = 1;
    private int base = 192 << 24 | 168 << 16 | 1 << 8;

    Addresses(Topology topology) {
        for (var it = topology.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof Endpoint e && e.getMac() != null) {
                macs.add(e.getMac().toLowerCase());
            }
            if (o instanceof GidEntry g && g.getAddress() != null) {
                gids.add(g.getAddress().toLowerCase());
                int[] v4 = ipv4Of(g.getAddress());
                if (v4 != null) {
                    base = v4[0] << 24 | v4[1] << 16 | v4[2] << 8;
                }
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

    /** The IPv4 address an IPv4-mapped GID carries, or null. */
    private static int[] ipv4Of(String gid) {
        byte[] b = GidAddress.parse(gid);
        return b == null || !GidAddress.isIpv4Mapped(b) ? null : new int[] {b[12] & 0xff, b[13] & 0xff, b[14] & 0xff, b[15] & 0xff};
    }

    /** The next free IPv4-mapped GID in the fabric's /24 and the ones after it (skipping .0 and .255). */
    String ipv4Gid() {
        for (;; nextIp++) {
            int address = base + ((nextIp - 1) / 254 << 8) + (nextIp - 1) % 254 + 1;
            String g = "::ffff:" + (address >>> 24) + "." + (address >> 16 & 0xff) + "." + (address >> 8 & 0xff) + "." + (address & 0xff);
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
