package rdma.workbench.editor.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.authoring.ErdmaHosts;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/**
 * Arrange All on fabrics that are not leaf-spines: switches cabled to each other at the same level (two peers, a
 * ring) stay in one tier, a chain rises one tier per switch level, and no tier is wider than the hosts under it.
 */
class OtherShapesTest {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;
    private static final Dimension HOST = new Dimension(Placement.HOST_WIDTH, 100);
    private static final Dimension SWITCH = new Dimension(Placement.SWITCH_WIDTH, 60);

    private final Topology t = T.createTopology();
    private int hosts;

    private Switch sw(String name) {
        Switch s = T.createSwitch();
        s.setName(name);
        t.getSwitches().add(s);
        return s;
    }

    private SwitchPort port(Switch s) {
        SwitchPort p = T.createSwitchPort();
        p.setName("p" + (s.getPorts().size() + 1));
        s.getPorts().add(p);
        return p;
    }

    private void cable(Endpoint a, Endpoint b) {
        Link l = T.createLink();
        l.setName("l" + (t.getLinks().size() + 1));
        l.setSource(a);
        l.setTarget(b);
        t.getLinks().add(l);
    }

    private void hostsOn(Switch s, int n) {
        for (int i = 0; i < n; i++) {
            hosts++;
            Host h = ErdmaHosts.create("h" + hosts, String.format("02:00:00:00:00:%02x", hosts), "::ffff:10.0.0." + hosts);
            t.getHosts().add(h);
            cable(h.getRnics().get(0).getPorts().get(0), port(s));
        }
    }

    private Map<EObject, Point> arranged() {
        Map<EObject, Dimension> sizes = new HashMap<>();
        t.getHosts().forEach(h -> sizes.put(h, HOST));
        t.getSwitches().forEach(s -> sizes.put(s, SWITCH));
        return ElkArrangement.arrange(t, sizes);
    }

    private static int width(Map<EObject, Point> at, List<? extends EObject> row, Dimension size) {
        int left = row.stream().mapToInt(o -> at.get(o).x).min().orElseThrow();
        int right = row.stream().mapToInt(o -> at.get(o).x + size.width).max().orElseThrow();
        return right - left;
    }

    private static String where(Map<EObject, Point> at) {
        StringBuilder b = new StringBuilder();
        at.forEach((o, p) -> b.append(((NamedElement) o).getName()).append(" at ").append(p.x).append(',').append(p.y).append("; "));
        return b.toString();
    }

    private void assertOneTierAboveTheHosts(Map<EObject, Point> at, List<Switch> tier) {
        for (Switch s : tier) {
            assertEquals(at.get(tier.get(0)).y, at.get(s).y, s.getName() + " in the tier of " + tier.get(0).getName() + ": " + where(at));
        }
        int hostTop = t.getHosts().stream().mapToInt(h -> at.get(h).y).min().orElseThrow();
        for (Host h : t.getHosts()) {
            assertEquals(hostTop, at.get(h).y, h.getName() + " in the hosts' row: " + where(at));
        }
        assertTrue(at.get(tier.get(0)).y + SWITCH.height < hostTop, "the switches above the hosts: " + where(at));
        assertTrue(width(at, tier, SWITCH) <= width(at, t.getHosts(), HOST), "no wider than the hosts: " + where(at));
    }

    @Test
    void twoPeerSwitchesShareATier() {
        Switch a = sw("s1");
        Switch b = sw("s2");
        hostsOn(a, 2);
        hostsOn(b, 2);
        cable(port(a), port(b));
        assertOneTierAboveTheHosts(arranged(), List.of(a, b));
    }

    @Test
    void aRingOfSwitchesIsOneTier() {
        List<Switch> ring = List.of(sw("s1"), sw("s2"), sw("s3"), sw("s4"), sw("s5"));
        for (Switch s : ring) {
            hostsOn(s, 2);
        }
        for (int i = 0; i < ring.size(); i++) {
            cable(port(ring.get(i)), port(ring.get((i + 1) % ring.size())));
        }
        assertOneTierAboveTheHosts(arranged(), ring);
    }

    @Test
    void aChainRisesOneTierPerSwitchLevel() {
        Switch s1 = sw("s1");
        Switch s2 = sw("s2");
        Switch s3 = sw("s3");
        hostsOn(s1, 2);
        hostsOn(s3, 2);
        cable(port(s1), port(s2));
        cable(port(s2), port(s3));
        Map<EObject, Point> at = arranged();
        assertOneTierAboveTheHosts(at, List.of(s1, s3));
        assertTrue(at.get(s2).y + SWITCH.height < at.get(s1).y, "s2, cabled only to switches, one tier above them: " + at);
    }
}
