package rdma.workbench.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.TopologyFactory;

/** The RED rule each priority of a switch follows, as the engine's loader and the labels read it. */
class EcnRuleTest {

    private final Switch sw = TopologyFactory.eINSTANCE.createSwitch();

    @Test
    void anUnsetKmaxIsFourTimesKminAndPmaxDefaultsToOnePercent() {
        assertEquals(new EcnRule(150_000, 600_000, 0.01), EcnRule.of(sw));
        sw.setEcnThreshold(100_000);
        assertEquals(new EcnRule(100_000, 400_000, 0.01), EcnRule.of(sw, 3), "what files saved before Kmax could be set ran with");
        sw.setEcnKmax(200_000);
        sw.setEcnPmax(0.1);
        assertEquals(new EcnRule(100_000, 200_000, 0.1), EcnRule.of(sw, 3));
    }

    @Test
    void aPriorityWithAProfileFollowsItsFirstProfile() {
        EcnProfile dcqcn = TopologyFactory.eINSTANCE.createEcnProfile();
        dcqcn.setKmin(5_000);
        dcqcn.setKmax(200_000);
        EcnProfile later = TopologyFactory.eINSTANCE.createEcnProfile();
        later.setKmin(1);
        sw.getEcnProfiles().add(dcqcn);
        sw.getEcnProfiles().add(later);
        assertEquals(new EcnRule(5_000, 200_000, 0.01), EcnRule.of(sw, 3), "the DCQCN paper's 5 KB / 200 KB / 1 % on priority 3");
        assertEquals(EcnRule.of(sw), EcnRule.of(sw, 0), "the other priorities keep the switch's rule");
    }

    @Test
    void pmaxReadsAsAPercentage() {
        assertEquals("1 %", new EcnRule(0, 0, 0.01).pmaxPercent());
        assertEquals("10 %", new EcnRule(0, 0, 0.1).pmaxPercent());
        assertEquals("0.5 %", new EcnRule(0, 0, 0.005).pmaxPercent());
        assertEquals("NaN", new EcnRule(0, 0, Double.NaN).pmaxPercent());
    }
}
