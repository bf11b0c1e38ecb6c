package rdma.workbench.model.repair;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.EcnRule;
import rdma.workbench.model.network.GidAddress;
import rdma.workbench.model.network.MacAddress;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyPackage.Literals;
import rdma.workbench.model.validation.Rule;

/** Fixes for the problems of a fabric: devices, ports, GIDs, links. */
final class TopologyRemedies {

    /** The netdev MTU of standard Ethernet (IEEE 802.3), which carries RoCE MTU 1024. */
    static final int ETHERNET_MTU = 1500;

    private TopologyRemedies() {
    }

    /** A link's bandwidth, delay or a fault rate: the nearest legal value, or the default where the nearest is an open bound. */
    static Remedy linkParameter(Link l, Object feature) {
        if (!(feature instanceof EAttribute a)) {
            return Remedy.none(Rule.LINK_PARAMETER, "the problem names no link attribute to change");
        }
        Number value = (Number) l.eGet(a);
        Number legal;
        if (a == Literals.LINK__BANDWIDTH) {
            legal = value.doubleValue() > 1600 ? 1600.0 : (Double) a.getDefaultValue();
        } else if (a == Literals.LINK__DELAY) {
            legal = Math.max(0L, Math.min(1_000_000_000L, value.longValue()));
        } else {
            legal = Double.isNaN(value.doubleValue()) ? 0.0 : Math.max(0.0, Math.min(1.0, value.doubleValue()));
        }
        return Remedy.of(Rule.LINK_PARAMETER, set(l, a, legal, words(a.getName())));
    }

    /** Switches the iWARP device to RoCEv2, the protocol of the NICs it is cabled to. */
    static Remedy protocolMismatch(EObject target) {
        if (!(target instanceof ErdmaDevice d)) {
            return Remedy.none(Rule.PROTOCOL_MISMATCH, "only an ERDMA device has a protocol to switch");
        }
        return Remedy.of(Rule.PROTOCOL_MISMATCH, new Fix("Switch " + ModelLabels.of(d) + " to RoCEv2",
                "Sets the protocol of " + ModelLabels.of(d) + " to RoCEv2, the protocol of the NICs it is cabled to; its GIDs become RoCE v2 GIDs",
                () -> {
                    d.setProtocol(RdmaProtocol.ROCEV2);
                    d.getPorts().forEach(p -> p.getGids().forEach(g -> g.setType(GidType.ROCE_V2)));
                }));
    }

    static Remedy portMtuTooSmall(Port p) {
        return Remedy.of(Rule.PORT_MTU_TOO_SMALL, new Fix("Set the MTU of " + ModelLabels.of(p) + " to " + ETHERNET_MTU,
                "Raises the netdev MTU from " + p.getMtu() + " to " + ETHERNET_MTU + ", standard Ethernet, which carries RoCE MTU 1024",
                () -> p.setMtu(ETHERNET_MTU)));
    }

    /** A MAC with stray spaces or dashes is rewritten; any other text is cleared, so the port gets one made from its name. */
    static Remedy portMac(Port p) {
        String colons = p.getMac() == null ? "" : p.getMac().strip().replace('-', ':');
        if (MacAddress.parse(colons) != null) {
            return Remedy.of(Rule.PORT_MAC, set(p, Literals.ENDPOINT__MAC, colons, "the MAC"));
        }
        return Remedy.of(Rule.PORT_MAC, new Fix("Clear the MAC", "Clears the MAC of " + ModelLabels.of(p)
                + ": runs give the port a locally administered one made from its name", () -> p.setMac(null)));
    }

    /** An IPv4 address or one with stray spaces can be rewritten; any other text is a guess only the user can make. */
    static Remedy gidAddress(GidEntry g) {
        String address = g.getAddress() == null ? "" : g.getAddress().strip();
        String fixed = GidAddress.parse(address) != null ? address
                : address.matches("\\d{1,3}(\\.\\d{1,3}){3}") && GidAddress.parse("::ffff:" + address) != null ? "::ffff:" + address : null;
        if (fixed == null) {
            return Remedy.none(Rule.GID_ADDRESS, "Only you know which address \"" + g.getAddress()
                    + "\" was meant to be: write it as an IPv6 address, an IPv4 one as ::ffff:a.b.c.d");
        }
        return Remedy.of(Rule.GID_ADDRESS, set(g, Literals.GID_ENTRY__ADDRESS, fixed, "the address"));
    }

    /** A duplicate or negative index moves to the first free slot of the port's GID table. */
    static Remedy gidIndex(GidEntry g) {
        Set<Integer> used = new TreeSet<>();
        if (g.eContainer() instanceof Port p) {
            p.getGids().stream().filter(o -> o != g).forEach(o -> used.add(o.getIndex()));
        }
        int free = 0;
        while (used.contains(free)) {
            free++;
        }
        return Remedy.of(Rule.GID_INDEX, set(g, Literals.GID_ENTRY__INDEX, free, "the index"));
    }

    static Remedy gidTableFull(Port p) {
        if (!(p.eContainer() instanceof Rnic r) || r.getCapabilities() == null) {
            return Remedy.none(Rule.GID_TABLE_FULL, "the port belongs to no device with a GID table size");
        }
        int needed = p.getGids().size();
        return Remedy.of(Rule.GID_TABLE_FULL, new Fix("Raise max_gid of " + ModelLabels.of(r) + " to " + needed,
                "Sets the device's GID table size (max_gid) from " + r.getCapabilities().getMaxGid() + " to " + needed + ", the GIDs " + ModelLabels.of(p) + " lists",
                () -> r.getCapabilities().setMaxGid(needed)));
    }

    static Remedy erdmaGidType(GidEntry g) {
        return Remedy.of(Rule.ERDMA_GID_TYPE, new Fix("Make " + ModelLabels.of(g) + " a RoCE v2 GID",
                "Sets the GID type to RoCE v2, the only type an ERDMA device in RoCEv2 mode has", () -> g.setType(GidType.ROCE_V2)));
    }

    static Remedy congestionControl(EObject target) {
        List<ErdmaDevice> devices = new ArrayList<>();
        if (target instanceof Topology t) {
            for (Host h : t.getHosts()) {
                for (Rnic r : h.getRnics()) {
                    if (r instanceof ErdmaDevice e && e.getProtocol() == RdmaProtocol.ROCEV2 && e.getCongestionControl() != CongestionControl.HPCC_INT) {
                        devices.add(e);
                    }
                }
            }
        }
        return Remedy.of(Rule.CONGESTION_CONTROL_NOT_SIMULATED, devices.isEmpty() ? List.of()
                : List.of(new Fix("Use hpcc_int on " + (devices.size() == 1 ? ModelLabels.of(devices.get(0)) : devices.size() + " ERDMA devices"),
                        "Sets the congestion-control method to hpcc_int, which the engine simulates as HPCC",
                        () -> devices.forEach(d -> d.setCongestionControl(CongestionControl.HPCC_INT)))),
                "no ERDMA device uses a method the engine does not simulate");
    }

    /** DCQCN's gain and minimum rate have open bounds: they go back to their defaults; a negative increase becomes 0. */
    static Remedy dcqcnParameter(EObject target, Object feature) {
        if (!(target instanceof RoceNic n) || !(feature instanceof EAttribute a)) {
            return Remedy.none(Rule.DCQCN_PARAMETER, "the problem names no DCQCN parameter to change");
        }
        boolean increase = a == Literals.ROCE_NIC__DCQCN_ADDITIVE_INCREASE || a == Literals.ROCE_NIC__DCQCN_HYPER_INCREASE;
        Object legal = increase && !Double.isNaN(((Number) n.eGet(a)).doubleValue()) ? (Object) 0.0 : a.getDefaultValue();
        return Remedy.of(Rule.DCQCN_PARAMETER, set(n, a, legal, words(a.getName()).replace("dcqcn", "DCQCN")));
    }

    /** HPCC's target utilization has an open lower bound: it goes back to its default, the paper's 0.95. */
    static Remedy hpccParameter(EObject target, Object feature) {
        if (!(target instanceof RoceNic n) || feature != Literals.ROCE_NIC__HPCC_TARGET_UTILIZATION) {
            return Remedy.none(Rule.HPCC_PARAMETER, "the problem names no HPCC parameter to change");
        }
        EAttribute a = Literals.ROCE_NIC__HPCC_TARGET_UTILIZATION;
        return Remedy.of(Rule.HPCC_PARAMETER, set(n, a, a.getDefaultValue(), "HPCC target utilization"));
    }

    /**
     * A RED rule's Kmax below Kmin: Kmax 4 x Kmin (a switch's by unsetting it), or Kmin down to Kmax;
     * a Pmax outside 0..1: 1 % when it is no number, else the nearer bound; a second profile of a
     * priority: the first free priority, or gone.
     */
    static Remedy ecnProfile(EObject target, Object feature) {
        String what = ModelLabels.of(target);
        if (feature == Literals.SWITCH__ECN_PMAX || feature == Literals.ECN_PROFILE__PMAX) {
            EAttribute a = (EAttribute) feature;
            double p = ((Number) target.eGet(a)).doubleValue();
            double legal = Double.isNaN(p) ? 0.01 : Math.max(0, Math.min(1, p));
            return Remedy.of(Rule.ECN_PROFILE, set(target, a, legal, "the ECN Pmax"));
        }
        if (feature == Literals.SWITCH__ECN_KMAX && target instanceof Switch s) {
            long kmin = s.getEcnThreshold();
            return Remedy.of(Rule.ECN_PROFILE, List.of(new Fix("Make Kmax 4 \u00d7 Kmin", "Unsets Kmax of " + what + ", which then follows Kmin: "
                    + EcnRule.KMAX_PER_KMIN * kmin + " bytes", s::unsetEcnKmax),
                    new Fix("Lower Kmin to " + s.getEcnKmax(), "Sets Kmin (the ECN threshold) of " + what + " from " + kmin + " to " + s.getEcnKmax()
                            + " bytes, Kmax", () -> s.setEcnThreshold(s.getEcnKmax()))));
        }
        if (feature == Literals.ECN_PROFILE__KMAX && target instanceof EcnProfile e) {
            long kmax = (long) EcnRule.KMAX_PER_KMIN * e.getKmin();
            List<Fix> fixes = new ArrayList<>();
            if (kmax <= Integer.MAX_VALUE) {
                fixes.add(new Fix("Make Kmax 4 \u00d7 Kmin", "Sets Kmax of " + what + " from " + e.getKmax() + " to " + kmax + " bytes",
                        () -> e.setKmax((int) kmax)));
            }
            fixes.add(new Fix("Lower Kmin to " + e.getKmax(), "Sets Kmin of " + what + " from " + e.getKmin() + " to " + e.getKmax() + " bytes, Kmax",
                    () -> e.setKmin(e.getKmax())));
            return Remedy.of(Rule.ECN_PROFILE, fixes);
        }
        if (feature == Literals.ECN_PROFILE__PRIORITY && target instanceof EcnProfile e && e.eContainer() instanceof Switch s) {
            List<Fix> fixes = new ArrayList<>();
            for (int p = 0; p < EcnRule.PRIORITIES; p++) {
                int free = p;
                if (s.getEcnProfiles().stream().noneMatch(o -> o.getPriority() == free)) {
                    fixes.add(new Fix("Move it to priority " + p, "Sets the priority of " + what + " to " + p + ", which has no profile yet",
                            () -> e.setPriority(free)));
                    break;
                }
            }
            fixes.add(new Fix("Remove this profile", "Deletes " + what + ": the priority's first profile stays", () -> EcoreUtil.remove(e)));
            return Remedy.of(Rule.ECN_PROFILE, fixes);
        }
        return Remedy.none(Rule.ECN_PROFILE, "the problem names no ECN setting to change");
    }

    /** An attribute's name as words: lossRate is "loss rate". */
    static String words(String camelCase) {
        return camelCase.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }

    /** A fix that sets one attribute. */
    static Fix set(EObject o, EAttribute a, Object value, String name) {
        return new Fix("Set " + name + " to " + value, "Changes " + name.replaceFirst("^the ", "") + " of " + ModelLabels.of(o) + " from " + o.eGet(a) + " to " + value,
                () -> o.eSet(a, value));
    }
}
