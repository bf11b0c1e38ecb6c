package rdma.workbench.model.authoring;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.Reachability;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.network.RocePorts;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Topology;

/**
 * Whether two devices can carry queue pairs of a type between them, and if not, why: the rules
 * validation would report on the generated steps (ERDMA_ROCE_NO_UC, ERDMA_IWARP_RC_ONLY,
 * PEER_PROTOCOL, DEVICE_LIMIT) and the facts without which no packet arrives (a port, a RoCE v2
 * GID, a netdev MTU that carries RoCE, a cable).
 */
final class PeerRules {

    private PeerRules() {
    }

    /** Null when a QP of {@code type} on {@code a} (a program in {@code nsA}) can talk to one on {@code b}; else why not. */
    static String reason(Rnic a, NetworkNamespace nsA, Rnic b, NetworkNamespace nsB, QpType type) {
        RdmaProtocol pa = protocol(a);
        RdmaProtocol pb = protocol(b);
        if (pa != pb) {
            return capitalize(where(a)) + " speaks " + label(pa) + " and " + where(b) + " " + label(pb)
                    + ": iWARP and RoCEv2 peers cannot talk";
        }
        for (Rnic d : new Rnic[] {a, b}) {
            String unsupported = typeUnsupported(d, type);
            if (unsupported != null) {
                return unsupported;
            }
        }
        Port portA = RocePorts.port(a);
        Port portB = RocePorts.port(b);
        for (Rnic d : new Rnic[] {a, b}) {
            if (RocePorts.port(d) == null) {
                return capitalize(where(d)) + " has no port";
            }
        }
        String gid = missingGid(portA, nsA);
        if (gid == null) {
            gid = missingGid(portB, nsB);
        }
        if (gid != null) {
            return gid;
        }
        for (Port p : new Port[] {portA, portB}) {
            if (RoceMtu.forNetdevMtu(p.getMtu()) == 0) {
                return capitalize(ModelLabels.of(p)) + " of " + ModelLabels.of(p.eContainer().eContainer()) + " has netdev MTU " + p.getMtu()
                        + ", too small to carry RoCE: even a 256-byte path MTU needs " + (256 + RoceMtu.HEADER_ALLOWANCE) + " bytes";
            }
        }
        if (a.eContainer() != null && a.eContainer().eContainer() instanceof Topology t && !new Reachability(t).connected(a, b)) {
            return "No cable or switch joins " + where(a) + " and " + where(b) + ": their packets cannot reach each other";
        }
        return null;
    }

    /** Why {@code device} has no QPs of {@code type}, or null when it has them. */
    private static String typeUnsupported(Rnic device, QpType type) {
        if (type == QpType.RC) {
            return null;
        }
        if (protocol(device) == RdmaProtocol.IWARP) {
            return capitalize(where(device)) + " is in iWARP mode: iWARP only has RC queue pairs (RFC 5040)";
        }
        if (type == QpType.UC && device instanceof ErdmaDevice) {
            return capitalize(where(device)) + " is in RoCEv2 mode: ERDMA has no UC queue pairs there";
        }
        if (type == QpType.UC && device instanceof RoceNic && (device.getCapabilities() == null || !device.getCapabilities().isUcSupported())) {
            return capitalize(where(device)) + " has no UC queue pairs (its capabilities do not include ucSupported)";
        }
        return null;
    }

    private static String missingGid(Port port, NetworkNamespace ns) {
        if (RocePorts.gid(port, ns) != null) {
            return null;
        }
        return capitalize(ModelLabels.of(port)) + " of " + ModelLabels.of(port.eContainer().eContainer()) + " has no RoCE v2 GID"
                + (ns == null ? "" : " in " + ModelLabels.of(ns)) + ": a queue pair needs one to address its peer";
    }

    /** "ERDMA device erdma_0 of host host1". */
    static String where(Rnic device) {
        return ModelLabels.of(device) + (device.eContainer() == null ? "" : " of " + ModelLabels.of(device.eContainer()));
    }


    private static RdmaProtocol protocol(Rnic r) {
        return r instanceof ErdmaDevice d ? d.getProtocol() : RdmaProtocol.ROCEV2;
    }

    private static String label(RdmaProtocol p) {
        return p == RdmaProtocol.IWARP ? "iWARP" : "RoCEv2";
    }
}
