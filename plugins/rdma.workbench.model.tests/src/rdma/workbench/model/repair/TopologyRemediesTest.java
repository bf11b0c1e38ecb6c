package rdma.workbench.model.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static rdma.workbench.model.repair.FixAssert.assertFixRemovesOnly;
import static rdma.workbench.model.repair.FixAssert.assertNoFix;

import java.util.List;

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
import rdma.workbench.model.validation.Rule;

/** Each fabric rule's fix on a topology with exactly that one problem; the cabling rules' reasons. */
class TopologyRemediesTest {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;

    private final Topology topology = ModelFixtures.twoHosts();

    private ErdmaDevice device(int host) {
        return (ErdmaDevice) topology.getHosts().get(host).getRnics().get(0);
    }

    private Port port(int host) {
        return device(host).getPorts().get(0);
    }

    private GidEntry secondGid(int index) {
        GidEntry g = T.createGidEntry();
        g.setIndex(index);
        g.setAddress("fe80::1");
        port(0).getGids().add(g);
        return g;
    }

    @Test
    void duplicateHostIsRenamed() {
        Host second = topology.getHosts().get(1);
        second.setName("host1");
        Fix fix = assertFixRemovesOnly(topology, Rule.DUPLICATE_NAME, "Rename to host2");
        assertEquals("host2", second.getName());
        assertEquals("Renames host host1 to host2, a name none of its siblings has; references to it follow", fix.description());
    }

    @Test
    void aMacWithDashesIsRewrittenAndAnyOtherIsCleared() {
        Port p = port(0);
        p.setMac(" 02-00-00-00-00-09 ");
        assertFixRemovesOnly(topology, Rule.PORT_MAC, "Set the MAC to 02:00:00:00:00:09");
        assertEquals("02:00:00:00:00:09", p.getMac());
        p.setMac("zz:zz");
        Fix fix = assertFixRemovesOnly(topology, Rule.PORT_MAC, "Clear the MAC");
        assertEquals(null, p.getMac());
        assertEquals("Clears the MAC of port p1 of erdma_0: runs give the port a locally administered one made from its name", fix.description());
    }

    @Test
    void aCableIsNotGuessed() {
        Link l = topology.getLinks().get(0);
        l.setTarget(l.getSource());
        assertNoFix(topology, Rule.LINK_TO_ITSELF, "A cable cannot be fixed automatically: which port did you mean? Plug the link into the right port in the diagram");
    }

    @Test
    void aPortInTwoCablesIsNotGuessed() {
        topology.getLinks().get(1).setSource(port(0));
        assertNoFix(topology, Rule.ENDPOINT_IN_TWO_LINKS, "A cable cannot be fixed automatically: which port did you mean? Plug the link into the right port in the diagram");
    }

    @Test
    void lossRateClampedToOne() {
        Link l = topology.getLinks().get(0);
        l.setLossRate(1.5);
        assertFixRemovesOnly(topology, Rule.LINK_PARAMETER, "Set loss rate to 1.0");
        assertEquals(1.0, l.getLossRate());
    }

    @Test
    void delayClampedToASecond() {
        Link l = topology.getLinks().get(0);
        l.setDelay(-5);
        assertFixRemovesOnly(topology, Rule.LINK_PARAMETER, "Set delay to 0");
        assertEquals(0, l.getDelay());
    }

    @Test
    void bandwidthOfZeroGoesBackToItsDefault() {
        Link l = topology.getLinks().get(1);
        l.setBandwidth(0);
        assertFixRemovesOnly(topology, Rule.LINK_PARAMETER, "Set bandwidth to 25.0");
        assertEquals(25.0, l.getBandwidth());
    }

    @Test
    void iwarpDeviceSwitchesToRoce() {
        device(0).setProtocol(RdmaProtocol.IWARP);
        port(0).getGids().get(0).setType(GidType.ROCE_V1);
        assertFixRemovesOnly(topology, Rule.PROTOCOL_MISMATCH, "Switch ERDMA device erdma_0 to RoCEv2");
        assertEquals(RdmaProtocol.ROCEV2, device(0).getProtocol());
        assertEquals(GidType.ROCE_V2, port(0).getGids().get(0).getType(), "no ERDMA_GID_TYPE problem afterwards");
    }

    @Test
    void portMtuRaisedToEthernet() {
        port(0).setMtu(300);
        Fix fix = assertFixRemovesOnly(topology, Rule.PORT_MTU_TOO_SMALL, "Set the MTU of port p1 of erdma_0 to 1500");
        assertEquals("Raises the netdev MTU from 300 to 1500, standard Ethernet, which carries RoCE MTU 1024", fix.description());
    }

    @Test
    void ipv4GidWrittenAsMappedIpv6() {
        GidEntry g = port(0).getGids().get(0);
        g.setAddress("10.0.0.1");
        assertFixRemovesOnly(topology, Rule.GID_ADDRESS, "Set the address to ::ffff:10.0.0.1");
    }

    @Test
    void aGidThatIsNoAddressAtAllIsNotGuessed() {
        port(0).getGids().get(0).setAddress("host one");
        assertNoFix(topology, Rule.GID_ADDRESS, "Only you know which address \"host one\" was meant to be: write it as an IPv6 address, an IPv4 one as ::ffff:a.b.c.d");
    }

    @Test
    void duplicateGidIndexMovesToTheNextFreeSlot() {
        GidEntry g = secondGid(0);
        assertFixRemovesOnly(topology, Rule.GID_INDEX, "Set the index to 1");
        assertEquals(1, g.getIndex());
    }

    @Test
    void fullGidTableGrows() {
        device(0).getCapabilities().setMaxGid(1);
        secondGid(1);
        assertFixRemovesOnly(topology, Rule.GID_TABLE_FULL, "Raise max_gid of ERDMA device erdma_0 to 2");
    }

    @Test
    void roceV1GidOnErdmaBecomesV2() {
        port(0).getGids().get(0).setType(GidType.ROCE_V1);
        assertFixRemovesOnly(topology, Rule.ERDMA_GID_TYPE, "Make GID 0 of port p1 of erdma_0 a RoCE v2 GID");
    }

    @Test
    void unsimulatedCongestionControlBecomesHpccInt() {
        assertFixRemovesOnly(topology, Rule.CONGESTION_CONTROL_NOT_SIMULATED, "Use hpcc_int on 2 ERDMA devices");
        assertEquals(CongestionControl.HPCC_INT, device(1).getCongestionControl());
    }

    /** A RoCE NIC mlx5_0 on host2, beside ERDMA devices set to hpcc_int (a method the engine simulates: no other problem). */
    private RoceNic roceNicBesideHpccErdmas() {
        device(0).setCongestionControl(CongestionControl.HPCC_INT);
        device(1).setCongestionControl(CongestionControl.HPCC_INT);
        RoceNic mlx = T.createRoceNic();
        mlx.setName("mlx5_0");
        mlx.setCapabilities(T.createDeviceCapabilities());
        topology.getHosts().get(1).getRnics().add(mlx);
        return mlx;
    }

    @Test
    void dcqcnGainBackToItsDefault() {
        RoceNic mlx = roceNicBesideHpccErdmas();
        mlx.setDcqcnGain(1.0);
        assertFixRemovesOnly(topology, Rule.DCQCN_PARAMETER, "Set DCQCN gain to 0.00390625");
        mlx.setDcqcnAdditiveIncrease(-3);
        assertFixRemovesOnly(topology, Rule.DCQCN_PARAMETER, "Set DCQCN additive increase to 0.0");
    }

    @Test
    void hpccTargetUtilizationBackToItsDefault() {
        RoceNic mlx = roceNicBesideHpccErdmas();
        mlx.setHpccTargetUtilization(0);
        assertFixRemovesOnly(topology, Rule.HPCC_PARAMETER, "Set HPCC target utilization to 0.95");
    }

    @Test
    void ecnKmaxBelowKminFollowsKminAgainOrLowersKmin() {
        Switch sw = topology.getSwitches().get(0);
        sw.setEcnKmax(100_000);
        assertFixRemovesOnly(topology, Rule.ECN_PROFILE, "Make Kmax 4 \u00d7 Kmin");
        assertFalse(sw.isSetEcnKmax());
        sw.setEcnKmax(100_000);
        assertFixRemovesOnly(topology, Rule.ECN_PROFILE, "Lower Kmin to 100000");
        assertEquals(100_000, sw.getEcnThreshold());
        sw.setEcnPmax(Double.NaN);
        assertFixRemovesOnly(topology, Rule.ECN_PROFILE, "Set the ECN Pmax to 0.01");
        sw.setEcnPmax(2);
        assertFixRemovesOnly(topology, Rule.ECN_PROFILE, "Set the ECN Pmax to 1.0");
    }

    @Test
    void aSecondProfileOfAPriorityMovesToAFreeOneOrGoes() {
        Switch sw = topology.getSwitches().get(0);
        EcnProfile first = TopologyFactory.eINSTANCE.createEcnProfile();
        first.setPriority(0);
        EcnProfile second = TopologyFactory.eINSTANCE.createEcnProfile();
        second.setPriority(0);
        sw.getEcnProfiles().addAll(List.of(first, second));
        assertFixRemovesOnly(topology, Rule.ECN_PROFILE, "Move it to priority 1");
        assertEquals(1, second.getPriority());
        second.setPriority(0);
        assertFixRemovesOnly(topology, Rule.ECN_PROFILE, "Remove this profile");
        assertEquals(List.of(first), sw.getEcnProfiles());
        first.setKmax(1_000);
        assertFixRemovesOnly(topology, Rule.ECN_PROFILE, "Make Kmax 4 \u00d7 Kmin");
        assertEquals(600_000, first.getKmax());
    }
}
