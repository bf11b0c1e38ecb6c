package rdma.workbench.editor.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.draw2d.geometry.Rectangle;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.Fabrics;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** The commands on the model alone: their names for new elements, their labels, and undo. */
class NodeCommandsTest {

    private final Topology t = Fabrics.star();
    private final Host host1 = t.getHosts().get(0);

    @Test
    void aNewHostOrSwitchIsNumberedAndPlacedWhereItWasDropped() {
        CreateNodeCommand host = new CreateNodeCommand(t, TopologyFactory.eINSTANCE.createHost(), new Rectangle(40, 300, -1, -1));
        CreateNodeCommand sw = new CreateNodeCommand(t, TopologyFactory.eINSTANCE.createSwitch(), new Rectangle(250, 60, -1, -1));
        assertEquals(List.of("Create Host", "Create Switch"), List.of(host.getLabel(), sw.getLabel()));
        host.execute();
        sw.execute();
        assertEquals(List.of("host1", "host2", "host3"), t.getHosts().stream().map(Host::getName).toList(), "tor is taken too, host3 is the next");
        assertEquals(List.of("tor", "switch1"), t.getSwitches().stream().map(Switch::getName).toList());
        NodeLayout placed = SetBoundsCommand.find(t, host.getNode());
        assertEquals(List.of(40, 300, -1, -1), List.of(placed.getX(), placed.getY(), placed.getWidth(), placed.getHeight()));
        sw.undo();
        host.undo();
        assertEquals(2, t.getHosts().size());
        assertNull(t.getLayout(), "the layout the first command made goes with its undo");
        assertFalse(new CreateNodeCommand(t, TopologyFactory.eINSTANCE.createLink(), new Rectangle()).canExecute(), "a link is no node");
    }

    @Test
    void aNicIsNamedAsTheKernelNamesItAndGetsFreeAddresses() {
        AddToHostCommand erdma = new AddToHostCommand(host1, (NamedElement) ElementFactory.ERDMA_NIC.getNewObject());
        AddToHostCommand roce = new AddToHostCommand(host1, (NamedElement) ElementFactory.ROCE_NIC.getNewObject());
        assertEquals("Add RDMA NIC", erdma.getLabel());
        erdma.execute();
        roce.execute();
        assertEquals(List.of("erdma_0", "erdma_1", "roce_0"), host1.getRnics().stream().map(Rnic::getName).toList());
        var port = ((Rnic) erdma.getChild()).getPorts().get(0);
        assertEquals("02:00:0a:00:00:03", port.getMac());
        assertEquals("::ffff:192.168.1.3", port.getGids().get(0).getAddress());
        assertEquals("::ffff:192.168.1.4", ((Rnic) roce.getChild()).getPorts().get(0).getGids().get(0).getAddress(),
                "the second NIC's GID is free too");
        roce.undo();
        erdma.undo();
        assertEquals(List.of("erdma_0"), host1.getRnics().stream().map(Rnic::getName).toList());
    }

    @Test
    void namespacesAreNumberedFromOne() {
        AddToHostCommand first = new AddToHostCommand(host1, TopologyFactory.eINSTANCE.createNetworkNamespace());
        AddToHostCommand second = new AddToHostCommand(host1, TopologyFactory.eINSTANCE.createNetworkNamespace());
        assertEquals("Add Network Namespace", first.getLabel());
        first.execute();
        second.execute();
        assertEquals(List.of("ns1", "ns2"), host1.getNamespaces().stream().map(NetworkNamespace::getName).toList());
        assertFalse(new AddToHostCommand(host1, TopologyFactory.eINSTANCE.createSwitch()).canExecute(), "a host takes no switch");
    }

    @Test
    void aRenameIsStrippedAndRefusesNoChangeAndNoName() {
        Switch tor = t.getSwitches().get(0);
        RenameCommand rename = new RenameCommand(tor, "  leaf1 ");
        assertTrue(rename.canExecute());
        rename.execute();
        assertEquals("leaf1", tor.getName());
        rename.undo();
        assertEquals("tor", tor.getName());
        assertFalse(new RenameCommand(tor, "tor").canExecute(), "the same name");
        assertFalse(new RenameCommand(tor, " ").canExecute());
        assertFalse(new RenameCommand(tor, null).canExecute());
        assertFalse(new RenameCommand(t.getHosts().get(1), "host1").canExecute(), "a name a sibling has: a cable to it would be saved as one to host1");
        assertTrue(new RenameCommand(tor, "host1").canExecute(), "a switch may share a host's name: references say which list they mean");
    }

    @Test
    void aLinkBetweenTwoSwitchesAddsAPortToEachAndUndoTakesThemAway() {
        Switch tor = t.getSwitches().get(0);
        Switch spare = TopologyFactory.eINSTANCE.createSwitch();
        spare.setName("spare");
        t.getSwitches().add(spare);
        CreateLinkCommand c = new CreateLinkCommand(t, spare);
        assertFalse(c.canExecute(), "no other end yet");
        c.setTarget(tor);
        assertTrue(c.canExecute());
        c.execute();
        Link link = c.getLink();
        assertEquals("link1", link.getName());
        assertEquals(List.of("port1"), spare.getPorts().stream().map(SwitchPort::getName).toList());
        assertEquals(List.of("p0", "p1", "port1"), tor.getPorts().stream().map(SwitchPort::getName).toList());
        assertEquals(List.of("02:00:0a:00:00:03", "02:00:0a:00:00:04"), List.of(spare.getPorts().get(0).getMac(), tor.getPorts().get(2).getMac()));
        assertSame(spare.getPorts().get(0), link.getSource());
        c.undo();
        assertEquals(List.of("l0", "l1"), t.getLinks().stream().map(Link::getName).toList());
        assertTrue(spare.getPorts().isEmpty());
        assertEquals(2, tor.getPorts().size());
    }

    @Test
    void aLinkMayNotLoopBackIntoItsBox() {
        Rnic nic = host1.getRnics().get(0);
        nic.getPorts().add(TopologyFactory.eINSTANCE.createPort());
        nic.getPorts().add(TopologyFactory.eINSTANCE.createPort());
        CreateLinkCommand c = new CreateLinkCommand(t, nic);
        c.setTarget(host1);
        assertFalse(c.canExecute(), "LINK_TO_ITSELF");
    }

    @Test
    void boundsGoIntoTheLayoutAndUndoRestoresThem() {
        Switch tor = t.getSwitches().get(0);
        assertNull(t.getLayout());
        SetBoundsCommand first = new SetBoundsCommand(t, tor, new Rectangle(10, 20, -1, -1));
        first.execute();
        SetBoundsCommand second = new SetBoundsCommand(t, tor, new Rectangle(50, 60, 200, 80));
        second.execute();
        NodeLayout n = SetBoundsCommand.find(t, tor);
        assertEquals(List.of(50, 60, 200, 80), List.of(n.getX(), n.getY(), n.getWidth(), n.getHeight()));
        second.undo();
        assertEquals(List.of(10, 20, -1, -1), List.of(n.getX(), n.getY(), n.getWidth(), n.getHeight()));
        first.undo();
        assertNull(t.getLayout());
        first.redo();
        assertSame(n, SetBoundsCommand.find(t, tor), "redo puts the same entry back");
        assertNull(SetBoundsCommand.find(t, host1));
    }
}
