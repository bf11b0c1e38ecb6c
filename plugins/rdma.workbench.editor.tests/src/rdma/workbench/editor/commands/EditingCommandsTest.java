package rdma.workbench.editor.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.centre;
import static rdma.workbench.editor.DiagramFixture.create;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.open;
import static rdma.workbench.editor.DiagramFixture.page;
import static rdma.workbench.editor.DiagramFixture.part;
import static rdma.workbench.editor.DiagramFixture.run;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.requests.DirectEditRequest;
import org.eclipse.gef.requests.ReconnectRequest;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.DiagramPalette;
import rdma.workbench.editor.StarDiagram;
import rdma.workbench.editor.figures.HostFigure;
import rdma.workbench.editor.parts.NamespaceEditPart;
import rdma.workbench.editor.parts.SwitchEditPart;
import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;

/** The commands of drawing and editing as the diagram runs them: delete, rename, reconnect, a NIC added to a host; undo puts everything back. */
class EditingCommandsTest extends StarDiagram {

    @Test
    void nothingDrawnMovesWhenANodeIsAddedOrADeleteIsUndone() {
        List<EObject> nodes = new ArrayList<>(t.getHosts());
        nodes.addAll(t.getSwitches());
        List<Rectangle> before = nodes.stream().map(n -> part(editor, n).getFigure().getBounds().getCopy()).toList();
        create(editor, DiagramPalette.HOST, new Point(700, 40));
        create(editor, DiagramPalette.SWITCH, new Point(40, 40));
        editor.doSave(null); // writes down where every node is drawn
        drain();
        assertEquals(before, nodes.stream().map(n -> part(editor, n).getFigure().getBounds().getCopy()).toList());
        run(editor, ActionFactory.DELETE.getId(), part(editor, t.getHosts().get(0)));
        editor.getCommandStack().undo();
        editor.getCommandStack().undo();
        editor.getCommandStack().redo();
        drain();
        assertEquals(before, nodes.stream().map(n -> part(editor, n).getFigure().getBounds().getCopy()).toList());
        assertEquals(new Point(40, 40), part(editor, t.getSwitches().get(1)).getFigure().getBounds().getTopLeft(), "the redone switch where it was dropped");
    }

    @Test
    void deletingAHostTakesItsLinksAndLayoutAndUndoPutsEverythingBack() {
        Host host1 = t.getHosts().get(0);
        editor.getCommandStack().execute(new SetBoundsCommand(t, host1, new Rectangle(10, 400, -1, -1)));
        Topology before = EcoreUtil.copy(t);
        run(editor, ActionFactory.DELETE.getId(), part(editor, host1));
        assertEquals(List.of("host2"), t.getHosts().stream().map(Host::getName).toList());
        assertEquals(List.of("l1"), t.getLinks().stream().map(Link::getName).toList());
        assertNull(SetBoundsCommand.find(t, host1));
        assertNull(part(editor, host1));
        assertEquals(1, ((SwitchEditPart) part(editor, t.getSwitches().get(0))).getTargetConnections().size());
        editor.getCommandStack().undo();
        drain();
        assertTrue(EcoreUtil.equals(before, t), "undo restores hosts, links and layout in their places");
        assertEquals(2, ((SwitchEditPart) part(editor, t.getSwitches().get(0))).getTargetConnections().size());
        assertEquals(new Point(10, 400), part(editor, host1).getFigure().getBounds().getTopLeft());
    }

    @Test
    void deletingANamespaceClearsThePortsThatLivedInItUntilUndo() {
        Host host1 = t.getHosts().get(0);
        create(editor, DiagramPalette.NAMESPACE, centre(part(editor, host1)));
        NetworkNamespace ns = host1.getNamespaces().get(0);
        assertEquals("ns1", ns.getName());
        NamespaceEditPart nsPart = (NamespaceEditPart) part(editor, ns);
        assertEquals("netns ns1", nsPart.getNameLabel().getText());
        Port port = host1.getRnics().get(0).getPorts().get(0);
        port.setNamespace(ns);
        run(editor, ActionFactory.DELETE.getId(), nsPart);
        assertTrue(host1.getNamespaces().isEmpty());
        assertNull(port.getNamespace());
        editor.getCommandStack().undo();
        assertSame(ns, port.getNamespace());
    }

    @Test
    void directEditRenamesAndRefusesAnEmptyName() {
        Switch tor = t.getSwitches().get(0);
        tor.setPfcEnabled(true); // the label names what the switch runs
        SwitchEditPart p = (SwitchEditPart) part(editor, tor);
        TextCellEditor text = new TextCellEditor((Composite) editor.getGraphicalViewer().getControl());
        try {
            DirectEditRequest r = new DirectEditRequest();
            r.setCellEditor(text);
            text.setValue("  ");
            assertFalse(p.getCommand(r).canExecute(), "an empty name");
            text.setValue("leaf1");
            editor.getCommandStack().execute(p.getCommand(r));
            drain();
            assertEquals("leaf1", tor.getName());
            assertEquals("leaf1  · PFC", p.getNameLabel().getText());
            assertTrue(editor.getActionRegistry().getAction(GEFActionConstants.DIRECT_EDIT) != null);
        } finally {
            text.dispose();
        }
    }

    @Test
    void aLinkEndMovesToAnotherSwitchAndBack() {
        create(editor, DiagramPalette.SWITCH, new Point(700, 40));
        Switch spare = t.getSwitches().get(1);
        assertEquals("switch1", spare.getName());
        Link l0 = t.getLinks().get(0);
        SwitchPort old = (SwitchPort) l0.getTarget();
        ConnectionEditPart link = (ConnectionEditPart) part(editor, l0);
        ReconnectRequest r = new ReconnectRequest(RequestConstants.REQ_RECONNECT_TARGET);
        r.setConnectionEditPart(link);
        r.setTargetEditPart(part(editor, spare));
        r.setLocation(centre(part(editor, spare)));
        Command c = part(editor, spare).getCommand(r);
        editor.getCommandStack().execute(c);
        drain();
        assertSame(spare, l0.getTarget().eContainer());
        assertEquals("port1", ((SwitchPort) l0.getTarget()).getName());
        assertSame(part(editor, spare), link.getTarget());
        editor.getCommandStack().undo();
        drain();
        assertSame(old, l0.getTarget());
        assertTrue(spare.getPorts().isEmpty(), "the port made for the cable goes with the undo");
        assertSame(part(editor, t.getSwitches().get(0)), ((ConnectionEditPart) part(editor, l0)).getTarget());
    }

    @Test
    void aNewNicJoinsTheFabricsSubnetAndAnEmptyHostSaysWhatItLacks() throws Exception {
        page().closeAllEditors(false);
        editor = open(fixture.write("fabric.rdmatopo", LeafSpine.build(8, 4, 2)));
        t = editor.getTopology();
        create(editor, DiagramPalette.HOST, new Point(40, 20));
        Host fresh = t.getHosts().get(8);
        assertEquals("host1", fresh.getName());
        assertTrue(((HostFigure) part(editor, fresh).getFigure()).getChildren().stream()
                .anyMatch(f -> f instanceof Label l && l.getText().equals("no RDMA NIC: drop one here")));
        create(editor, DiagramPalette.ROCE_NIC, centre(part(editor, fresh)));
        assertEquals("roce_0", fresh.getRnics().get(0).getName());
        assertEquals("::ffff:10.0.0.9", fresh.getRnics().get(0).getPorts().get(0).getGids().get(0).getAddress());
        assertTrue(((HostFigure) part(editor, fresh).getFigure()).getChildren().stream()
                .noneMatch(f -> f instanceof Label l && l.getText().equals("no RDMA NIC: drop one here")));
    }
}
