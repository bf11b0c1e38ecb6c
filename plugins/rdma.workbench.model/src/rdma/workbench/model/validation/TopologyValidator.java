package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.EcnRule;
import rdma.workbench.model.network.GidAddress;
import rdma.workbench.model.network.MacAddress;
import rdma.workbench.model.network.Reachability;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyPackage;

/** The rules a fabric must follow. */
public final class TopologyValidator extends RuleValidator {

    /** The fastest Ethernet there is, 1.6 Tbit/s (IEEE 802.3dj). */
    static final double MAX_BANDWIDTH_GBPS = 1600;
    /** One second of propagation delay: longer than any cable or satellite hop. */
    static final long MAX_DELAY_NS = 1_000_000_000L;

    @Override
    protected void check(EObject o, Reporter report) {
        FieldRanges.check(o, report);
        if (o instanceof Topology t) {
            uniqueNames(t.getHosts(), "hosts", report);
            uniqueNames(t.getSwitches(), "switches", report);
            uniqueNames(t.getLinks(), "links", report);
            endpointsUsedOnce(t, report);
            protocolsMatch(t, report);
            congestionControlSimulated(t, report);
        } else if (o instanceof Host h) {
            uniqueNames(h.getRnics(), "RDMA devices of " + ModelLabels.of(h), report);
            uniqueNames(h.getNamespaces(), "namespaces of " + ModelLabels.of(h), report);
            uniqueNames(h.getCgroups(), "cgroups of " + ModelLabels.of(h), report);
        } else if (o instanceof Rnic r) {
            uniqueNames(r.getPorts(), "ports of " + ModelLabels.of(r), report);
            if (r instanceof RoceNic n) {
                checkDcqcn(n, report);
                checkHpcc(n, report);
            }
        } else if (o instanceof Switch s) {
            uniqueNames(s.getPorts(), "ports of " + ModelLabels.of(s), report);
            checkEcn(s, report);
        } else if (o instanceof EcnProfile e) {
            checkEcnRule(e, EcnRule.of(e), TopologyPackage.Literals.ECN_PROFILE__KMAX, TopologyPackage.Literals.ECN_PROFILE__PMAX, report);
        } else if (o instanceof Port p) {
            checkPort(p, report);
        } else if (o instanceof Link l) {
            checkLink(l, report);
        } else if (o instanceof GidEntry g) {
            checkGid(g, report);
        }
    }

    /**
     * A setting the user sees is not silently ignored: one note for the topology (not one per
     * device: a generated fabric has a thousand) naming the ERDMA devices whose method runs at
     * line rate in the engine.
     */
    private static void congestionControlSimulated(Topology t, Reporter report) {
        Map<String, List<String>> byMethod = new TreeMap<>();
        for (Host h : t.getHosts()) {
            for (Rnic r : h.getRnics()) {
                if (r instanceof ErdmaDevice e && e.getProtocol() == RdmaProtocol.ROCEV2 && e.getCongestionControl() != CongestionControl.HPCC_INT) {
                    byMethod.computeIfAbsent(e.getCongestionControl().getLiteral(), k -> new ArrayList<>()).add(h.getName() + "/" + e.getName());
                }
            }
        }
        if (byMethod.isEmpty()) {
            return;
        }
        StringBuilder which = new StringBuilder();
        int devices = 0;
        for (Map.Entry<String, List<String>> m : byMethod.entrySet()) {
            List<String> names = m.getValue();
            devices += names.size();
            which.append(which.isEmpty() ? "" : "; ").append(m.getKey()).append(" on ")
                    .append(String.join(", ", names.subList(0, Math.min(3, names.size()))))
                    .append(names.size() > 3 ? " and " + (names.size() - 3) + " more" : "");
        }
        report.info(Rule.CONGESTION_CONTROL_NOT_SIMULATED, t, (devices == 1 ? "1 ERDMA device uses a congestion-control method"
                : devices + " ERDMA devices use congestion-control methods") + " the engine does not simulate (" + which
                + "): ERDMA firmware implements them and no public definition of them exists, so in runs they send at line rate; "
                + "hpcc_int runs as HPCC");
    }

    /** The DCQCN parameters that are not whole numbers (FieldRanges checks those): the engine's reaction point refuses others. */
    private static void checkDcqcn(RoceNic n, Reporter report) {
        String nic = nicLabel(n);
        if (!(n.getDcqcnGain() > 0 && n.getDcqcnGain() < 1)) {
            report.error(Rule.DCQCN_PARAMETER, n, nic + " has DCQCN gain " + n.getDcqcnGain() + "; it must lie between 0 and 1 (exclusive): "
                    + "alpha = (1 - g) alpha + g", TopologyPackage.Literals.ROCE_NIC__DCQCN_GAIN);
        }
        if (!(n.getDcqcnAdditiveIncrease() >= 0)) {
            report.error(Rule.DCQCN_PARAMETER, n, nic + " has DCQCN additive increase " + n.getDcqcnAdditiveIncrease()
                    + " Mbit/s; it must be 0 or more", TopologyPackage.Literals.ROCE_NIC__DCQCN_ADDITIVE_INCREASE);
        }
        if (!(n.getDcqcnHyperIncrease() >= 0)) {
            report.error(Rule.DCQCN_PARAMETER, n, nic + " has DCQCN hyper increase " + n.getDcqcnHyperIncrease() + " Mbit/s; it must be 0 or more",
                    TopologyPackage.Literals.ROCE_NIC__DCQCN_HYPER_INCREASE);
        }
        if (!(n.getDcqcnMinimumRate() > 0)) {
            report.error(Rule.DCQCN_PARAMETER, n, nic + " has DCQCN minimum rate " + n.getDcqcnMinimumRate()
                    + " Mbit/s; it must be more than 0: a rate of 0 would never send again", TopologyPackage.Literals.ROCE_NIC__DCQCN_MINIMUM_RATE);
        }
    }

    /** The switch-wide RED rule, and one profile per priority (a queue follows one rule; the engine takes the first). */
    private static void checkEcn(Switch s, Reporter report) {
        checkEcnRule(s, EcnRule.of(s), TopologyPackage.Literals.SWITCH__ECN_KMAX, TopologyPackage.Literals.SWITCH__ECN_PMAX, report);
        Map<Integer, EcnProfile> first = new HashMap<>();
        for (EcnProfile e : s.getEcnProfiles()) {
            EcnProfile earlier = first.putIfAbsent(e.getPriority(), e);
            if (earlier != null) {
                report.error(Rule.ECN_PROFILE, e, capitalize(ModelLabels.of(s)) + " has two ECN profiles for priority " + e.getPriority()
                        + ": a priority's queues follow one rule, and this one would be ignored", TopologyPackage.Literals.ECN_PROFILE__PRIORITY);
            }
        }
    }

    /** Kmax at least Kmin (the marking probability rises from Kmin to Kmax), Pmax a probability; negative sizes are FieldRanges'. */
    private static void checkEcnRule(EObject owner, EcnRule r, EAttribute kmax, EAttribute pmax, Reporter report) {
        String what = capitalize(ModelLabels.of(owner));
        if (r.kmin() >= 0 && r.kmax() >= 0 && r.kmax() < r.kmin()) {
            report.error(Rule.ECN_PROFILE, owner, what + " has ECN Kmax " + r.kmax() + " bytes, below its Kmin " + r.kmin()
                    + " bytes: RED marks no frame up to Kmin and every frame above Kmax, so Kmax must be at least Kmin", kmax);
        }
        if (!(r.pmax() >= 0 && r.pmax() <= 1)) {
            report.error(Rule.ECN_PROFILE, owner, what + " has ECN Pmax " + r.pmax() + "; it must lie between 0 and 1: "
                    + "the probability of marking a frame that finds Kmax bytes queued (0.01 = 1 %)", pmax);
        }
    }

    /** HPCC's target utilization, not a whole number (FieldRanges checks maxStage and N): the engine's HPCC refuses others. */
    private static void checkHpcc(RoceNic n, Reporter report) {
        if (!(n.getHpccTargetUtilization() > 0 && n.getHpccTargetUtilization() <= 1)) {
            report.error(Rule.HPCC_PARAMETER, n, nicLabel(n) + " has HPCC target utilization " + n.getHpccTargetUtilization()
                    + "; it must be more than 0 and at most 1: the share of each link HPCC aims to fill",
                    TopologyPackage.Literals.ROCE_NIC__HPCC_TARGET_UTILIZATION);
        }
    }

    /** "RoCE NIC mlx5_0 on host h1": how a NIC's problems name it. */
    private static String nicLabel(RoceNic n) {
        return capitalize(ModelLabels.of(n)) + (n.eContainer() instanceof Host h ? " on " + ModelLabels.of(h) : "");
    }

    private static void uniqueNames(List<? extends NamedElement> elements, String what, Reporter report) {
        RuleValidator.uniqueNames(elements, e -> ((NamedElement) e).getName(), what, report);
    }

    private static void endpointsUsedOnce(Topology t, Reporter report) {
        Map<Endpoint, Link> used = new HashMap<>();
        for (Link l : t.getLinks()) {
            for (Endpoint e : new HashSet<>(Arrays.asList(l.getSource(), l.getTarget()))) {
                if (e == null) {
                    continue;
                }
                Link first = used.putIfAbsent(e, l);
                if (first != null && first != l) {
                    report.error(Rule.ENDPOINT_IN_TWO_LINKS, l, capitalize(ModelLabels.of(e)) + " is plugged into two links, "
                            + first.getName() + " and " + l.getName() + ": a port takes one cable", e);
                }
            }
        }
    }

    /** iWARP and RoCEv2 are different wire protocols: an iWARP ERDMA device cannot talk to a RoCEv2 NIC. */
    private static void protocolsMatch(Topology t, Reporter report) {
        Reachability reach = new Reachability(t);
        for (Host h : t.getHosts()) {
            for (Rnic r : h.getRnics()) {
                if (protocol(r) != RdmaProtocol.IWARP) {
                    continue;
                }
                List<Rnic> roce = reach.peersOf(r).stream().filter(p -> protocol(p) == RdmaProtocol.ROCEV2).toList();
                if (!roce.isEmpty()) {
                    String peers = roce.stream().map(p -> ModelLabels.of(p) + " on " + ModelLabels.of(p.eContainer()))
                            .collect(Collectors.joining(", "));
                    report.error(Rule.PROTOCOL_MISMATCH, r, capitalize(ModelLabels.of(r)) + " on " + ModelLabels.of(h)
                            + " is in iWARP mode but is connected to RoCEv2 " + peers
                            + ": iWARP and RoCEv2 peers cannot talk", roce.toArray());
                }
            }
        }
    }

    private static void checkPort(Port p, Reporter report) {
        int roceMtu = RoceMtu.forNetdevMtu(p.getMtu());
        if (roceMtu == 0) {
            report.error(Rule.PORT_MTU_TOO_SMALL, p, capitalize(ModelLabels.of(p)) + " has MTU " + p.getMtu()
                    + ", too small for RoCE: the smallest RoCE MTU (256) needs " + (256 + RoceMtu.HEADER_ALLOWANCE)
                    + " bytes with the headers", TopologyPackage.Literals.PORT__MTU);
        }
        if (p.getMac() != null && !p.getMac().isBlank() && MacAddress.parse(p.getMac()) == null) {
            report.error(Rule.PORT_MAC, p, capitalize(ModelLabels.of(p)) + " has MAC \"" + p.getMac()
                    + "\", which is not six hex bytes: write it as six colon-separated pairs, e.g. 02:00:00:00:00:01, or leave it empty"
                    + " for one made from the port's name", TopologyPackage.Literals.ENDPOINT__MAC);
        }
        Set<Integer> indexes = new HashSet<>();
        for (GidEntry g : p.getGids()) {
            if (!indexes.add(g.getIndex())) {
                report.error(Rule.GID_INDEX, g, capitalize(ModelLabels.of(p)) + " has two GIDs with index " + g.getIndex()
                        + ": each GID table slot holds one GID");
            }
        }
        if (p.eContainer() instanceof Rnic r && r.getCapabilities() != null && p.getGids().size() > r.getCapabilities().getMaxGid()) {
            report.error(Rule.GID_TABLE_FULL, p, capitalize(ModelLabels.of(p)) + " lists " + p.getGids().size()
                    + " GIDs, but " + ModelLabels.of(r) + " holds at most " + r.getCapabilities().getMaxGid() + " (max_gid)");
        }
    }

    private static void checkGid(GidEntry g, Reporter report) {
        byte[] gid = GidAddress.parse(g.getAddress());
        if (gid == null) {
            report.error(Rule.GID_ADDRESS, g, capitalize(ModelLabels.of(g)) + " has address \"" + g.getAddress()
                    + "\", which is not a GID: write it as an IPv6 address, an IPv4 one as ::ffff:a.b.c.d",
                    TopologyPackage.Literals.GID_ENTRY__ADDRESS);
        }
        if (g.getIndex() < 0) {
            report.error(Rule.GID_INDEX, g, capitalize(ModelLabels.of(g)) + " has a negative index");
        }
        EObject port = g.eContainer();
        if (port != null && port.eContainer() instanceof ErdmaDevice d && d.getProtocol() == RdmaProtocol.ROCEV2
                && g.getType() != GidType.ROCE_V2) {
            report.error(Rule.ERDMA_GID_TYPE, g, capitalize(ModelLabels.of(g)) + " is a RoCE v1 GID, but "
                    + ModelLabels.of(d) + " only has RoCE v2 GIDs (IPv4 and IPv6)");
        }
    }

    private static void checkLink(Link l, Reporter report) {
        if (l.getSource() != null && l.getSource() == l.getTarget()) {
            report.error(Rule.LINK_TO_ITSELF, l, capitalize(ModelLabels.of(l)) + " connects "
                    + ModelLabels.of(l.getSource()) + " to itself");
        }
        if (!(l.getBandwidth() > 0 && l.getBandwidth() <= MAX_BANDWIDTH_GBPS)) {
            report.error(Rule.LINK_PARAMETER, l, capitalize(ModelLabels.of(l)) + " has bandwidth " + l.getBandwidth()
                    + " Gbit/s; it must be above 0 and at most " + (int) MAX_BANDWIDTH_GBPS
                    + " (1.6 Tbit/s, the fastest Ethernet, IEEE 802.3dj)", TopologyPackage.Literals.LINK__BANDWIDTH);
        }
        if (l.getDelay() < 0 || l.getDelay() > MAX_DELAY_NS) {
            report.error(Rule.LINK_PARAMETER, l, capitalize(ModelLabels.of(l)) + " has delay " + l.getDelay() + " ns; it must be between 0 and "
                    + MAX_DELAY_NS + " ns (1 s, the time light takes through 200,000 km of fibre, five times around the Earth)",
                    TopologyPackage.Literals.LINK__DELAY);
        }
        rate(l, "loss rate", l.getLossRate(), TopologyPackage.Literals.LINK__LOSS_RATE, report);
        rate(l, "corruption rate", l.getCorruptionRate(), TopologyPackage.Literals.LINK__CORRUPTION_RATE, report);
        rate(l, "reorder rate", l.getReorderRate(), TopologyPackage.Literals.LINK__REORDER_RATE, report);
        rate(l, "duplicate rate", l.getDuplicateRate(), TopologyPackage.Literals.LINK__DUPLICATE_RATE, report);
    }

    private static void rate(Link l, String what, double value, Object feature, Reporter report) {
        if (!(value >= 0 && value <= 1)) {
            report.error(Rule.LINK_PARAMETER, l, capitalize(ModelLabels.of(l)) + " has " + what + " " + value
                    + "; a rate is a probability between 0 and 1", feature);
        }
    }

    /** The wire protocol of a NIC: an ERDMA device's own setting; a generic RoCE NIC speaks RoCEv2. */
    static RdmaProtocol protocol(Rnic r) {
        return r instanceof ErdmaDevice d ? d.getProtocol() : RdmaProtocol.ROCEV2;
    }

}
