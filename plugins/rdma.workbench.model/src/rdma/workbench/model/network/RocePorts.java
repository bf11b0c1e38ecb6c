package rdma.workbench.model.network;

import java.util.Locale;

import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;

/** The port and GID a queue pair uses on a device (what the generators write and the quick fixes choose), and the path MTU two ports share. */
public final class RocePorts {

    private RocePorts() {
    }

    /** The port generated QPs are bound to (IBV_QP_PORT at RESET to INIT): the device's first, or null. */
    public static Port port(Rnic device) {
        return device == null || device.getPorts().isEmpty() ? null : device.getPorts().get(0);
    }

    /**
     * The GID a program in {@code namespace} addresses the port by: a RoCE v2 entry of a netdev in
     * that namespace (Linux RoCE: a GID belongs to its netdev's namespace), an IPv4-mapped one
     * first, as ibv_rc_pingpong users pick with -g; null when there is none.
     */
    public static GidEntry gid(Port port, NetworkNamespace namespace) {
        GidEntry any = null;
        for (GidEntry g : port.getGids()) {
            if (g.getType() != GidType.ROCE_V2 || g.getNamespace() != namespace) {
                continue;
            }
            if (g.getAddress() != null && g.getAddress().toLowerCase(Locale.ROOT).startsWith("::ffff:")) {
                return g;
            }
            if (any == null) {
                any = g;
            }
        }
        return any;
    }

    /** The largest RoCE MTU both ports carry (rxe_qp_chk_attr: path_mtu at most the port's MTU, at both ends); 0 if none. */
    public static int sharedMtuBytes(Port a, Port b) {
        return Math.min(RoceMtu.forNetdevMtu(a.getMtu()), RoceMtu.forNetdevMtu(b.getMtu()));
    }

    /** MTU_256 for 256 bytes ... MTU_4096 for 4096; null for anything else. */
    public static Mtu mtu(int bytes) {
        for (Mtu m : Mtu.VALUES) {
            if (RoceMtu.bytes(m) == bytes) {
                return m;
            }
        }
        return null;
    }
}
