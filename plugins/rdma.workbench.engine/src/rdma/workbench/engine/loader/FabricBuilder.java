package rdma.workbench.engine.loader;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.congestion.CongestionSettings;
import rdma.workbench.engine.congestion.DcqcnParameters;
import rdma.workbench.engine.congestion.HpccTuning;
import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.LinkEnd;
import rdma.workbench.engine.fabric.PriorityMarking;
import rdma.workbench.engine.fabric.PriorityTrust;
import rdma.workbench.engine.fabric.RedMarking;
import rdma.workbench.engine.fabric.SwitchConfig;
import rdma.workbench.engine.fabric.SwitchNode;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.verbs.DeviceCaps;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.HostMemory;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.EcnRule;
import rdma.workbench.model.network.GidAddress;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.model.topology.TrustMode;

/** Builds the engine's devices and fabric from a topology model. */
final class FabricBuilder {

    private final Simulation simulation;
    private final Trace trace;
    final Fabric fabric;
    final Map<Rnic, rdma.workbench.engine.transport.Rnic> rnics = new LinkedHashMap<>();
    final Map<Endpoint, LinkEnd> ends = new LinkedHashMap<>();
    final List<HostMemory> memories = new ArrayList<>();
    /** The longest propagation delay a link may have: one simulated second (validation's limit too). */
    static final long MAX_LINK_DELAY_NANOS = 1_000_000_000L;

    FabricBuilder(Simulation simulation, Trace trace) {
        this.simulation = simulation;
        this.trace = trace;
        this.fabric = new Fabric(simulation, trace);
    }

    void build(Topology topology) throws LoadException {
        for (Host h : topology.getHosts()) {
            if (h.getMemorySize() < 0) {
                throw new LoadException(ModelLabels.of(h) + " has " + h.getMemorySize() + " bytes of memory; it cannot be negative");
            }
            HostMemory memory = new HostMemory(h.getMemorySize());
            memories.add(memory);
            for (Rnic r : h.getRnics()) {
                if (r instanceof ErdmaDevice e && e.getProtocol() == RdmaProtocol.IWARP) {
                    throw new LoadException(ModelLabels.of(r) + " on " + ModelLabels.of(h)
                            + " is in iWARP mode; the engine simulates RoCEv2 only (iWARP runs over TCP)");
                }
                List<DevicePort> ports = new ArrayList<>();
                for (Port p : r.getPorts()) {
                    ports.add(new DevicePort(p.getPortNumber(), mac(p, h, r), RoceMtu.forNetdevMtu(p.getMtu()), gids(p)));
                }
                boolean erdma = r instanceof ErdmaDevice;
                DeviceCaps caps = caps(r.getCapabilities(), erdma);
                RdmaDevice device = new RdmaDevice(h.getName(), r.getName(), caps, ports, !erdma && caps.maxSrq() > 0, memory);
                rdma.workbench.engine.transport.Rnic rnic = new rdma.workbench.engine.transport.Rnic(device, fabric, simulation, trace);
                try {
                    rnic.configure(congestion(r));
                } catch (IllegalArgumentException e) {
                    throw new LoadException(ModelLabels.of(r) + " on " + ModelLabels.of(h) + ": " + e.getMessage());
                }
                rnics.put(r, rnic);
                for (Port p : r.getPorts()) {
                    ends.put(p, rnic.port(p.getPortNumber()).end());
                }
            }
        }
        for (Switch s : topology.getSwitches()) {
            SwitchNode node = fabric.addSwitch(s.getName());
            try {
                node.configure(SwitchConfig.of(s.getBufferSize(), marking(s), trust(s.getTrustMode()), s.isPfcEnabled()));
            } catch (IllegalArgumentException e) {
                throw new LoadException(ModelLabels.of(s) + ": " + e.getMessage());
            }
            for (SwitchPort p : s.getPorts()) {
                ends.put(p, fabric.switchPort(node, p.getName()));
            }
        }
        for (Link l : topology.getLinks()) {
            LinkEnd a = ends.get(l.getSource());
            LinkEnd b = ends.get(l.getTarget());
            if (a == null || b == null) {
                throw new LoadException(ModelLabels.of(l) + " is not plugged in at both ends");
            }
            checkLink(l);
            fabric.connect(l.getName(), a, b, l.getBandwidth(), l.getDelay(), l.getLossRate(), l.getCorruptionRate(), l.getDuplicateRate(),
                    l.getReorderRate());
        }
        fabric.buildRoutes();
    }

    /** The NIC's DCQCN parameters; validation keeps them in range (the record refuses what is not). */
    private static DcqcnParameters dcqcn(RoceNic n) {
        return new DcqcnParameters(n.getDcqcnGain(), n.getDcqcnAlphaTimer() * 1000L, n.getDcqcnRateIncreaseTimer() * 1000L, n.getDcqcnByteCounter(),
                n.getDcqcnFastRecoverySteps(), n.getDcqcnAdditiveIncrease() / 1000, n.getDcqcnHyperIncrease() / 1000,
                DcqcnParameters.PAPER.initialAlpha(), n.getDcqcnMinimumRate() / 1000);
    }

    /**
     * A NIC's congestion control from the model: a RoCE NIC's method, CNP interval and the parameters
     * of its method; an ERDMA device runs hpcc_int as HPCC with the paper's constants and nothing
     * else (its other methods live in firmware with no public definition; validation says so) and,
     * with no public description of its notification point, sends no CNPs.
     */
    private static CongestionSettings congestion(Rnic r) {
        if (r instanceof RoceNic n) {
            long interval = n.getCnpInterval() * 1000L;
            return switch (n.getCongestionControl()) {
                case DCQCN -> new CongestionSettings(CongestionSettings.Algorithm.DCQCN, interval, true, dcqcn(n), HpccTuning.PAPER);
                case HPCC -> new CongestionSettings(CongestionSettings.Algorithm.HPCC, interval, false, DcqcnParameters.PAPER,
                        new HpccTuning(n.getHpccTargetUtilization(), n.getHpccMaxStage(), n.getHpccExpectedFlows()));
                case NONE -> CongestionSettings.NONE;
            };
        }
        if (r instanceof ErdmaDevice e && e.getCongestionControl() == CongestionControl.HPCC_INT) {
            return new CongestionSettings(CongestionSettings.Algorithm.HPCC, 0, false);
        }
        return CongestionSettings.NONE;
    }

    /** Each priority's RED rule: its ECN profile, else the switch's Kmin (ecnThreshold), Kmax and Pmax. */
    private static PriorityMarking marking(Switch s) {
        List<RedMarking> rules = new ArrayList<>(EcnRule.PRIORITIES);
        for (int p = 0; p < EcnRule.PRIORITIES; p++) {
            EcnRule r = EcnRule.of(s, p);
            rules.add(new RedMarking(r.kmin(), r.kmax(), r.pmax()));
        }
        return new PriorityMarking(rules);
    }

    private static PriorityTrust trust(TrustMode t) {
        return switch (t) {
            case DSCP -> PriorityTrust.DSCP;
            case PCP -> PriorityTrust.PCP;
        };
    }

    /** Values the engine cannot simulate: a link must carry bits, take at most a second, and its rates are probabilities. */
    private static void checkLink(Link l) throws LoadException {
        if (!(l.getBandwidth() > 0) || Double.isInfinite(l.getBandwidth())) {
            throw new LoadException(ModelLabels.of(l) + " has bandwidth " + l.getBandwidth() + " Gbit/s; it must be above 0");
        }
        if (l.getDelay() < 0 || l.getDelay() > MAX_LINK_DELAY_NANOS) {
            throw new LoadException(ModelLabels.of(l) + " has delay " + l.getDelay() + " ns; it must lie in 0.." + MAX_LINK_DELAY_NANOS + " (1 s)");
        }
        double[] rates = {l.getLossRate(), l.getCorruptionRate(), l.getDuplicateRate(), l.getReorderRate()};
        String[] names = {"loss", "corruption", "duplicate", "reorder"};
        for (int i = 0; i < rates.length; i++) {
            if (!(rates[i] >= 0 && rates[i] <= 1)) {
                throw new LoadException(ModelLabels.of(l) + " has " + names[i] + " rate " + rates[i] + "; a rate lies in 0..1");
            }
        }
    }

    private static List<Gid> gids(Port p) throws LoadException {
        List<Gid> out = new ArrayList<>();
        for (GidEntry g : p.getGids()) {
            byte[] bytes = GidAddress.parse(g.getAddress());
            if (bytes == null) {
                throw new LoadException(ModelLabels.of(g) + " has address \"" + g.getAddress() + "\", which is not a GID");
            }
            out.add(new Gid(g.getIndex(), bytes, g.getNamespace() == null ? null : g.getNamespace().getName()));
        }
        return out;
    }

    /** The port's MAC, or a locally administered one made from its name when the model gives none. */
    private static byte[] mac(Port p, Host h, Rnic r) throws LoadException {
        if (p.getMac() != null && !p.getMac().isBlank()) {
            try {
                return Ethernet.mac(p.getMac());
            } catch (IllegalArgumentException e) {
                throw new LoadException(ModelLabels.of(p) + " has MAC \"" + p.getMac() + "\", which is not six hex bytes");
            }
        }
        int hash = (h.getName() + "/" + r.getName() + "/" + p.getName()).hashCode();
        return new byte[] {2, 0, (byte) (hash >> 24), (byte) (hash >> 16), (byte) (hash >> 8), (byte) hash};
    }

    private static DeviceCaps caps(DeviceCapabilities c, boolean erdma) {
        DeviceCapabilities d = c != null ? c : TopologyFactory.eINSTANCE.createDeviceCapabilities();
        return new DeviceCaps(d.getMaxQp(), d.getMaxSendWr(), d.getMaxRecvWr(), d.getMaxSendSge(), d.getMaxRecvSge(), d.getMaxInlineData(),
                d.getMaxCq(), d.getMaxCqe(), d.getMaxMr(), d.getMaxMrSize(), d.getMaxPd(), d.getMaxSrq(), d.getMaxAh(), d.getMaxQpRdAtom(),
                d.getMaxQpInitRdAtom(), !erdma && d.isUcSupported());
    }
}
