package rdma.workbench.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.model.validation.DiagnosticAssert.assertClean;
import static rdma.workbench.model.validation.DiagnosticAssert.assertOnly;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

class TopologyValidatorTest {

    private final Topology topology = ModelFixtures.twoHosts();

    private Port port(int host) {
        return topology.getHosts().get(host).getRnics().get(0).getPorts().get(0);
    }

    @Test
    void fixtureIsClean() {
        assertClean(topology);
    }

    @Test
    void iwarpDeviceFacingRoceV2DeviceIsFlagged() {
        ErdmaDevice host1 = (ErdmaDevice) topology.getHosts().get(0).getRnics().get(0);
        host1.setProtocol(RdmaProtocol.IWARP);
        assertOnly(topology, Rule.PROTOCOL_MISMATCH, host1,
                "ERDMA device erdma_0 on host host1 is in iWARP mode but is connected to RoCEv2 ERDMA device erdma_0 on host host2: "
                        + "iWARP and RoCEv2 peers cannot talk");
    }

    @Test
    void iwarpDeviceFacingGenericRoceNicIsFlagged() {
        RoceNic mlx = roceNicOnHost2();
        ErdmaDevice host1 = (ErdmaDevice) topology.getHosts().get(0).getRnics().get(0);
        host1.setProtocol(RdmaProtocol.IWARP);
        assertOnly(topology, Rule.PROTOCOL_MISMATCH, host1,
                "ERDMA device erdma_0 on host host1 is in iWARP mode but is connected to RoCEv2 RoCE NIC mlx5_0 on host host2: "
                        + "iWARP and RoCEv2 peers cannot talk");
    }

    @Test
    void twoIwarpDevicesTalk() {
        for (Host h : topology.getHosts()) {
            ((ErdmaDevice) h.getRnics().get(0)).setProtocol(RdmaProtocol.IWARP);
        }
        assertClean(topology);
    }

    @Test
    void unconnectedIwarpDeviceIsFine() {
        topology.getLinks().remove(0);
        ((ErdmaDevice) topology.getHosts().get(0).getRnics().get(0)).setProtocol(RdmaProtocol.IWARP);
        assertClean(topology);
    }

    @Test
    void aSwitchWithPfcOnValidatesClean() {
        Switch sw = TopologyFactory.eINSTANCE.createSwitch();
        sw.setName("leaf1");
        topology.getSwitches().add(sw);
        sw.setPfcEnabled(true);
        assertClean(topology);
    }

    /** host2's ERDMA device replaced by a RoCE NIC mlx5_0 on the same port. */
    private RoceNic roceNicOnHost2() {
        Host host2 = topology.getHosts().get(1);
        RoceNic mlx = TopologyFactory.eINSTANCE.createRoceNic();
        mlx.setName("mlx5_0");
        mlx.getPorts().add(host2.getRnics().get(0).getPorts().get(0));
        host2.getRnics().set(0, mlx);
        return mlx;
    }

    /** A RoCE NIC's DCQCN parameters: the whole numbers by their ranges, the others by DCQCN's rules. */
    @Test
    void dcqcnParametersOutOfTheirRangeAreErrors() {
        RoceNic mlx = roceNicOnHost2();
        assertClean(topology);
        mlx.setDcqcnGain(1.0);
        assertOnly(topology, Rule.DCQCN_PARAMETER, mlx,
                "RoCE NIC mlx5_0 on host host2 has DCQCN gain 1.0; it must lie between 0 and 1 (exclusive): alpha = (1 - g) alpha + g");
        mlx.setDcqcnGain(1.0 / 16);
        mlx.setDcqcnMinimumRate(0);
        assertOnly(topology, Rule.DCQCN_PARAMETER, mlx,
                "RoCE NIC mlx5_0 on host host2 has DCQCN minimum rate 0.0 Mbit/s; it must be more than 0: a rate of 0 would never send again");
        mlx.setDcqcnMinimumRate(1);
        mlx.setDcqcnRateIncreaseTimer(0);
        assertOnly(topology, Rule.FIELD_RANGE, mlx, "RoCE NIC mlx5_0 has DCQCN rate-increase timer 0; it must be between 1 and "
                + "1000000: it counts microseconds, at most a second");
    }

    /** A RoCE NIC's HPCC constants: maxStage and N by their ranges, η by HPCC's rule. */
    @Test
    void hpccParametersOutOfTheirRangeAreErrors() {
        RoceNic mlx = roceNicOnHost2();
        assertClean(topology);
        mlx.setHpccTargetUtilization(1.2);
        assertOnly(topology, Rule.HPCC_PARAMETER, mlx,
                "RoCE NIC mlx5_0 on host host2 has HPCC target utilization 1.2; it must be more than 0 and at most 1: the share of each link HPCC "
                        + "aims to fill");
        mlx.setHpccTargetUtilization(1);
        assertClean(topology);
        mlx.setHpccExpectedFlows(0);
        assertOnly(topology, Rule.FIELD_RANGE, mlx, "RoCE NIC mlx5_0 has HPCC expected flows 0; it must be between 1 and 1000000: it counts flows "
                + "sharing a link");
        mlx.setHpccExpectedFlows(4);
        mlx.setHpccMaxStage(-1);
        assertOnly(topology, Rule.FIELD_RANGE, mlx, "RoCE NIC mlx5_0 has HPCC maxStage -1; it must be between 0 and 100: it counts rounds of "
                + "additive increase");
    }

    /** The fixture's ERDMA devices keep the driver's default, newreno: no problem, one note for the topology. */
    @Test
    void erdmaMethodsTheEngineDoesNotSimulateGetOneNote() {
        List<Diagnostic> notes = ModelValidation.validate(topology).getChildren().stream().filter(d -> d.getSeverity() == Diagnostic.INFO).toList();
        assertEquals(1, notes.size());
        assertEquals(Rule.CONGESTION_CONTROL_NOT_SIMULATED.code(), notes.get(0).getCode());
        assertSame(topology, notes.get(0).getData().get(0));
        assertEquals("2 ERDMA devices use congestion-control methods the engine does not simulate (newreno on host1/erdma_0, host2/erdma_0): "
                + "ERDMA firmware implements them and no public definition of them exists, so in runs they send at line rate; hpcc_int runs as HPCC",
                notes.get(0).getMessage());
        ((ErdmaDevice) topology.getHosts().get(0).getRnics().get(0)).setCongestionControl(CongestionControl.HPCC_INT);
        ((ErdmaDevice) topology.getHosts().get(1).getRnics().get(0)).setCongestionControl(CongestionControl.CUBIC);
        assertEquals("1 ERDMA device uses a congestion-control method the engine does not simulate (cubic on host2/erdma_0): "
                + "ERDMA firmware implements them and no public definition of them exists, so in runs they send at line rate; hpcc_int runs as HPCC",
                ModelValidation.validate(topology).getChildren().stream().filter(d -> d.getSeverity() == Diagnostic.INFO).findFirst().orElseThrow()
                        .getMessage());
        ((ErdmaDevice) topology.getHosts().get(1).getRnics().get(0)).setCongestionControl(CongestionControl.HPCC_INT);
        assertEquals(Diagnostic.OK, ModelValidation.validate(topology).getSeverity(), "HPCC on both: nothing to note");
    }

    @Test
    void duplicateHostName() {
        Host second = topology.getHosts().get(1);
        second.setName("host1");
        assertOnly(topology, Rule.DUPLICATE_NAME, second,
                "Two of the hosts are called host1: names must be unique, because references use them");
    }

    @Test
    void linkToItself() {
        Link l = topology.getLinks().get(0);
        l.setTarget(l.getSource());
        assertOnly(topology, Rule.LINK_TO_ITSELF, l, "Link l1 connects port p1 of erdma_0 to itself");
    }

    @Test
    void portInTwoLinks() {
        Link l2 = topology.getLinks().get(1);
        l2.setSource(port(0));
        assertOnly(topology, Rule.ENDPOINT_IN_TWO_LINKS, l2,
                "Port p1 of erdma_0 is plugged into two links, l1 and l2: a port takes one cable");
    }

    @Test
    void linkRateOutsideZeroToOne() {
        Link l = topology.getLinks().get(0);
        l.setLossRate(1.5);
        assertOnly(topology, Rule.LINK_PARAMETER, l, "Link l1 has loss rate 1.5; a rate is a probability between 0 and 1");
    }

    @Test
    void linkDelayLongerThanASecond() {
        Link l = topology.getLinks().get(0);
        l.setDelay(Long.MAX_VALUE);
        assertOnly(topology, Rule.LINK_PARAMETER, l, "Link l1 has delay 9223372036854775807 ns; it must be between 0 and 1000000000 ns "
                + "(1 s, the time light takes through 200,000 km of fibre, five times around the Earth)");
        l.setDelay(-1);
        assertOnly(topology, Rule.LINK_PARAMETER, l, "Link l1 has delay -1 ns; it must be between 0 and 1000000000 ns "
                + "(1 s, the time light takes through 200,000 km of fibre, five times around the Earth)");
        l.setDelay(1_000_000_000L);
        assertClean(topology);
    }

    @Test
    void linkBandwidthAboveTheFastestEthernetOrNotANumber() {
        Link l = topology.getLinks().get(1);
        l.setBandwidth(1600.5);
        assertOnly(topology, Rule.LINK_PARAMETER, l, "Link l2 has bandwidth 1600.5 Gbit/s; it must be above 0 and at most 1600 "
                + "(1.6 Tbit/s, the fastest Ethernet, IEEE 802.3dj)");
        l.setBandwidth(Double.NaN);
        assertOnly(topology, Rule.LINK_PARAMETER, l, "Link l2 has bandwidth NaN Gbit/s; it must be above 0 and at most 1600 "
                + "(1.6 Tbit/s, the fastest Ethernet, IEEE 802.3dj)");
        l.setBandwidth(0);
        assertOnly(topology, Rule.LINK_PARAMETER, l, "Link l2 has bandwidth 0.0 Gbit/s; it must be above 0 and at most 1600 "
                + "(1.6 Tbit/s, the fastest Ethernet, IEEE 802.3dj)");
        l.setBandwidth(1600);
        l.setReorderRate(Double.NaN);
        assertOnly(topology, Rule.LINK_PARAMETER, l, "Link l2 has reorder rate NaN; a rate is a probability between 0 and 1");
    }

    @Test
    void portMtuTooSmallForRoce() {
        Port p = port(0);
        p.setMtu(300);
        assertOnly(topology, Rule.PORT_MTU_TOO_SMALL, p,
                "Port p1 of erdma_0 has MTU 300, too small for RoCE: the smallest RoCE MTU (256) needs 336 bytes with the headers");
    }

    @Test
    void macThatIsNotSixHexBytes() {
        Port p = port(0);
        p.setMac("zz:zz");
        assertOnly(topology, Rule.PORT_MAC, p, "Port p1 of erdma_0 has MAC \"zz:zz\", which is not six hex bytes: write it as six colon-separated"
                + " pairs, e.g. 02:00:00:00:00:01, or leave it empty for one made from the port's name");
        p.setMac("02:00:0A:00:00:01");
        assertTrue(ModelValidation.validate(topology).getSeverity() < Diagnostic.WARNING, "upper-case hex is a MAC");
    }

    @Test
    void gidThatIsNoAddress() {
        GidEntry g = port(0).getGids().get(0);
        g.setAddress("10.0.0.1");
        assertOnly(topology, Rule.GID_ADDRESS, g, "GID 0 of port p1 of erdma_0 has address \"10.0.0.1\", which is not a GID: "
                + "write it as an IPv6 address, an IPv4 one as ::ffff:a.b.c.d");
    }

    @Test
    void twoGidsInOneSlot() {
        GidEntry g = TopologyFactory.eINSTANCE.createGidEntry();
        g.setIndex(0);
        g.setAddress("fe80::1");
        port(0).getGids().add(g);
        assertOnly(topology, Rule.GID_INDEX, g, "Port p1 of erdma_0 has two GIDs with index 0: each GID table slot holds one GID");
    }

    @Test
    void moreGidsThanTheDeviceHolds() {
        Port p = port(0);
        ((ErdmaDevice) p.eContainer()).getCapabilities().setMaxGid(1);
        GidEntry g = TopologyFactory.eINSTANCE.createGidEntry();
        g.setIndex(1);
        g.setAddress("fe80::1");
        p.getGids().add(g);
        assertOnly(topology, Rule.GID_TABLE_FULL, p, "Port p1 of erdma_0 lists 2 GIDs, but ERDMA device erdma_0 holds at most 1 (max_gid)");
    }

    @Test
    void roceV1GidOnErdma() {
        GidEntry g = port(0).getGids().get(0);
        g.setType(GidType.ROCE_V1);
        assertOnly(topology, Rule.ERDMA_GID_TYPE, g,
                "GID 0 of port p1 of erdma_0 is a RoCE v1 GID, but ERDMA device erdma_0 only has RoCE v2 GIDs (IPv4 and IPv6)");
    }

    /** A switch's RED rule and its per-priority profiles: Kmax at least Kmin, Pmax a probability, one profile per priority. */
    @Test
    void ecnRulesMarkFromKminToKmaxWithAProbabilityAndOneRulePerPriority() {
        Switch sw = topology.getSwitches().get(0);
        sw.setEcnThreshold(5_000);
        sw.setEcnKmax(200_000);
        sw.setEcnPmax(0.1);
        assertClean(topology);
        sw.setEcnKmax(4_000);
        assertOnly(topology, Rule.ECN_PROFILE, sw, "Switch sw1 has ECN Kmax 4000 bytes, below its Kmin 5000 bytes: RED marks no frame up to Kmin "
                + "and every frame above Kmax, so Kmax must be at least Kmin");
        sw.unsetEcnKmax();
        assertClean(topology); // unset, Kmax is 4 x Kmin
        sw.setEcnPmax(1.5);
        assertOnly(topology, Rule.ECN_PROFILE, sw, "Switch sw1 has ECN Pmax 1.5; it must lie between 0 and 1: the probability of marking a frame "
                + "that finds Kmax bytes queued (0.01 = 1 %)");
        sw.setEcnPmax(0.01);
        EcnProfile p3 = TopologyFactory.eINSTANCE.createEcnProfile();
        p3.setKmax(100_000);
        sw.getEcnProfiles().add(p3);
        assertOnly(topology, Rule.ECN_PROFILE, p3, "The ECN profile of priority 3 on switch sw1 has ECN Kmax 100000 bytes, below its Kmin 150000 "
                + "bytes: RED marks no frame up to Kmin and every frame above Kmax, so Kmax must be at least Kmin");
        p3.setKmax(200_000);
        EcnProfile again = TopologyFactory.eINSTANCE.createEcnProfile();
        sw.getEcnProfiles().add(again);
        assertOnly(topology, Rule.ECN_PROFILE, again, "Switch sw1 has two ECN profiles for priority 3: a priority's queues follow one rule, "
                + "and this one would be ignored");
        again.setPriority(8);
        assertOnly(topology, Rule.FIELD_RANGE, again, "The ECN profile of priority 8 on switch sw1 has priority 8; it must be between 0 and 7: "
                + "a switch has eight priorities (IEEE 802.1Q PCP, DSCP / 8)");
    }
}
