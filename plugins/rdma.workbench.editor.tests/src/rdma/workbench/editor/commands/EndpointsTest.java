package rdma.workbench.editor.commands;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import rdma.workbench.editor.Fabrics;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** Where a drawn link ends, which box holds it, and which port a new cable takes. */
class EndpointsTest {

    private final Topology t = Fabrics.star();
    private final Host host1 = t.getHosts().get(0);
    private final Rnic nic = host1.getRnics().get(0);
    private final Port p1 = nic.getPorts().get(0);
    private final Switch tor = t.getSwitches().get(0);

    @Test
    void aLinkEndIsDrawnOnTheNicOrTheSwitchAndBelongsToTheHostOrTheSwitch() {
        assertSame(nic, Endpoints.nodeOf(p1));
        assertSame(tor, Endpoints.nodeOf(tor.getPorts().get(1)));
        assertNull(Endpoints.nodeOf(null));
        assertSame(host1, Endpoints.boxOf(p1));
        assertSame(host1, Endpoints.boxOf(nic));
        assertSame(tor, Endpoints.boxOf(tor.getPorts().get(0)));
        assertNull(Endpoints.boxOf(t), "the topology is no box");
    }

    @Test
    void aNewCableTakesTheFirstFreePort() {
        assertTrue(Endpoints.isCabled(t, p1));
        assertNull(Endpoints.freeEndpoint(t, nic), "p1 carries l0");
        assertNull(Endpoints.freeEndpoint(t, host1));
        assertNull(Endpoints.freeEndpoint(t, tor), "p0 and p1 are cabled: the switch gets a new port");
        assertFalse(Endpoints.canPlug(t, host1));
        assertTrue(Endpoints.canPlug(t, tor), "a switch always takes a cable");

        Port p2 = TopologyFactory.eINSTANCE.createPort();
        nic.getPorts().add(p2);
        assertFalse(Endpoints.isCabled(t, p2));
        assertSame(p2, Endpoints.freeEndpoint(t, host1), "the host's first NIC with a free port");
        assertTrue(Endpoints.canPlug(t, nic));
        SwitchPort spare = TopologyFactory.eINSTANCE.createSwitchPort();
        tor.getPorts().add(spare);
        assertSame(spare, Endpoints.freeEndpoint(t, tor));
        assertNull(Endpoints.freeEndpoint(t, t), "nothing to plug into");
    }
}
