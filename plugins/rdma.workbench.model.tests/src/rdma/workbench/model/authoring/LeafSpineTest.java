package rdma.workbench.model.authoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;

class LeafSpineTest {

    @Test
    void aThousandAndTwentyFourHostFabricIsWiredAsAFoldedClosAndValidates() {
        Topology t = LeafSpine.build(1024, 32, 8);
        assertEquals(1024, t.getHosts().size());
        assertEquals(8 + 32, t.getSwitches().size());
        assertEquals(1024 + 32 * 8, t.getLinks().size());
        Switch leaf1 = t.getSwitches().get(8);
        assertEquals("leaf1", leaf1.getName());
        assertEquals(8 + 32, leaf1.getPorts().size());
        Set<String> gids = new HashSet<>();
        Set<String> macs = new HashSet<>();
        for (Host h : t.getHosts()) {
            Port p = h.getRnics().get(0).getPorts().get(0);
            gids.add(p.getGids().get(0).getAddress());
            macs.add(p.getMac());
        }
        assertEquals(1024, gids.size());
        assertEquals(1024, macs.size());
        assertEquals("::ffff:10.0.4.0", t.getHosts().get(1023).getRnics().get(0).getPorts().get(0).getGids().get(0).getAddress());
        Link last = t.getLinks().get(t.getLinks().size() - 1);
        assertEquals("h1024-leaf32", last.getName());
        Diagnostic d = ModelValidation.validate(t);
        // no error or warning; the one note says the generated ERDMA devices' newreno runs at line rate
        assertEquals(List.of(Diagnostic.INFO), d.getChildren().stream().map(Diagnostic::getSeverity).toList(), () -> d.getChildren().toString());
    }

    @Test
    void aPartlyFilledLastLeafAndItsErrors() {
        Topology t = LeafSpine.build(5, 2, 1);
        assertEquals(List.of("spine1", "leaf1", "leaf2", "leaf3"), t.getSwitches().stream().map(Switch::getName).toList());
        assertEquals("h5-leaf3", t.getLinks().get(t.getLinks().size() - 1).getName());
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> LeafSpine.build(4, 0, 1));
        assertEquals("a leaf-spine fabric needs at least one host (at most 16777215), one host per leaf and one spine", e.getMessage());
    }
}
