package rdma.workbench.editor;

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

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.SnapToGrid;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.requests.ChangeBoundsRequest;
import org.eclipse.gef.requests.CreateRequest;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.gef.requests.DirectEditRequest;
import org.eclipse.gef.requests.ReconnectRequest;
import org.eclipse.gef.tools.CreationTool;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.actions.DiagramActionIds;
import rdma.workbench.editor.commands.SetBoundsCommand;
import rdma.workbench.editor.figures.HostFigure;
import rdma.workbench.editor.parts.NamespaceEditPart;
import rdma.workbench.editor.parts.RnicEditPart;
import rdma.workbench.editor.parts.SwitchEditPart;
import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;

/** The editing commands beyond drawing: delete, move, resize, rename, reconnect, copy/paste, Arrange All, zoom and grid. */
class EditingCommandsTest {

    private DiagramFixture fixture;
    private TopologyDiagramEditor editor;
    private Topology t;

    @BeforeEach
    void setUp() throws Exception {
        fixture = new DiagramFixture("editing");
        editor = open(fixture.write("star.rdmatopo", Fabrics.star()));
        t = editor.getTopology();
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.dispose();
    }

    private GraphicalEditPart part(Object model) {
        return (GraphicalEditPart) editor.getGraphicalViewer().getEditPartRegistry().get(model);
    }

    private void run(String actionId, EditPart... selection) {
        editor.getGraphicalViewer().setSelection(new StructuredSelection(selection));
        IAction a = editor.getActionRegistry().getAction(actionId);
        if (a instanceof SelectionAction s) {
            s.update();
        }
        assertTrue(a.isEnabled(), actionId + " is enabled");
        a.run();
        drain();
    }

    @Test
    void nothingDrawnMovesWhenANodeIsAddedOrADeleteIsUndone() {
        List<EObject> nodes = new java.util.ArrayList<>(t.getHosts());
        nodes.addAll(t.getSwitches());
        List<Rectangle> before = nodes.stream().map(n -> part(n).getFigure().getBounds().getCopy()).toList();
        create(editor, DiagramPalette.HOST, new Point(700, 40));
        create(editor, DiagramPalette.SWITCH, new Point(40, 40));
        editor.doSave(null); // writes down where every node is drawn
        drain();
        assertEquals(before, nodes.stream().map(n -> part(n).getFigure().getBounds().getCopy()).toList());
        run(ActionFactory.DELETE.getId(), part(t.getHosts().get(0)));
        editor.getCommandStack().undo();
        editor.getCommandStack().undo();
        editor.getCommandStack().redo();
        drain();
        assertEquals(before, nodes.stream().map(n -> part(n).getFigure().getBounds().getCopy()).toList());
        assertEquals(new Point(40, 40), part(t.getSwitches().get(1)).getFigure().getBounds().getTopLeft(), "the redone switch where it was dropped");
    }

    @Test
    void deletingAHostTakesItsLinksAndLayoutAndUndoPutsEverythingBack() {
        Host host1 = t.getHosts().get(0);
        editor.getCommandStack().execute(new SetBoundsCommand(t, host1, new Rectangle(10, 400, -1, -1)));
        Topology before = EcoreUtil.copy(t);
        run(ActionFactory.DELETE.getId(), part(host1));
        assertEquals(List.of("host2"), t.getHosts().stream().map(Host::getName).toList());
        assertEquals(List.of("l1"), t.getLinks().stream().map(Link::getName).toList());
        assertNull(SetBoundsCommand.find(t, host1));
        assertNull(part(host1));
        assertEquals(1, ((SwitchEditPart) part(t.getSwitches().get(0))).getTargetConnections().size());
        editor.getCommandStack().undo();
        drain();
        assertTrue(EcoreUtil.equals(before, t), "undo restores hosts, links and layout in their places");
        assertEquals(2, ((SwitchEditPart) part(t.getSwitches().get(0))).getTargetConnections().size());
        assertEquals(new Point(10, 400), part(host1).getFigure().getBounds().getTopLeft());
    }

    @Test
    void deletingANamespaceClearsThePortsThatLivedInItUntilUndo() {
        Host host1 = t.getHosts().get(0);
        create(editor, DiagramPalette.NAMESPACE, centre(part(host1)));
        NetworkNamespace ns = host1.getNamespaces().get(0);
        assertEquals("ns1", ns.getName());
        NamespaceEditPart nsPart = (NamespaceEditPart) part(ns);
        assertEquals("netns ns1", nsPart.getNameLabel().getText());
        Port port = host1.getRnics().get(0).getPorts().get(0);
        port.setNamespace(ns);
        run(ActionFactory.DELETE.getId(), nsPart);
        assertTrue(host1.getNamespaces().isEmpty());
        assertNull(port.getNamespace());
        editor.getCommandStack().undo();
        assertSame(ns, port.getNamespace());
    }

    @Test
    void moveKeepsThePreferredSizeResizeFixesIt() {
        Host host2 = t.getHosts().get(1);
        GraphicalEditPart p = part(host2);
        Rectangle before = p.getFigure().getBounds().getCopy();
        ChangeBoundsRequest move = new ChangeBoundsRequest(RequestConstants.REQ_MOVE);
        move.setEditParts(p);
        move.setMoveDelta(new Point(50, 20));
        Command c = p.getCommand(move);
        assertEquals("Move", c.getLabel());
        editor.getCommandStack().execute(c);
        drain();
        NodeLayout stored = SetBoundsCommand.find(t, host2);
        assertEquals(List.of(before.x + 50, before.y + 20, -1, -1), List.of(stored.getX(), stored.getY(), stored.getWidth(), stored.getHeight()));
        assertEquals(before.getTranslated(50, 20), p.getFigure().getBounds());

        ChangeBoundsRequest resize = new ChangeBoundsRequest(RequestConstants.REQ_RESIZE);
        resize.setEditParts(p);
        resize.setSizeDelta(new Dimension(40, 0));
        resize.setResizeDirection(org.eclipse.draw2d.PositionConstants.EAST);
        c = p.getCommand(resize);
        assertEquals("Resize", c.getLabel());
        editor.getCommandStack().execute(c);
        drain();
        assertEquals(before.width + 40, stored.getWidth());
        assertEquals(before.width + 40, p.getFigure().getBounds().width);
        editor.getCommandStack().undo();
        editor.getCommandStack().undo();
        drain();
        assertEquals(before, p.getFigure().getBounds());
    }

    @Test
    void directEditRenamesAndRefusesAnEmptyName() {
        Switch tor = t.getSwitches().get(0);
        tor.setPfcEnabled(true); // the label names what the switch runs
        SwitchEditPart p = (SwitchEditPart) part(tor);
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
        ConnectionEditPart link = (ConnectionEditPart) part(l0);
        ReconnectRequest r = new ReconnectRequest(RequestConstants.REQ_RECONNECT_TARGET);
        r.setConnectionEditPart(link);
        r.setTargetEditPart(part(spare));
        r.setLocation(centre(part(spare)));
        Command c = part(spare).getCommand(r);
        editor.getCommandStack().execute(c);
        drain();
        assertSame(spare, l0.getTarget().eContainer());
        assertEquals("port1", ((SwitchPort) l0.getTarget()).getName());
        assertSame(part(spare), link.getTarget());
        editor.getCommandStack().undo();
        drain();
        assertSame(old, l0.getTarget());
        assertTrue(spare.getPorts().isEmpty(), "the port made for the cable goes with the undo");
        assertSame(part(t.getSwitches().get(0)), ((ConnectionEditPart) part(l0)).getTarget());
    }

    @Test
    void linksNeedAFreePortAndTwoDifferentBoxes() {
        Host host1 = t.getHosts().get(0);
        RnicEditPart nic = (RnicEditPart) part(host1.getRnics().get(0));
        org.eclipse.gef.requests.CreateConnectionRequest r = new org.eclipse.gef.requests.CreateConnectionRequest();
        r.setType(RequestConstants.REQ_CONNECTION_START);
        r.setTargetEditPart(part(t.getSwitches().get(0)));
        Command start = part(t.getSwitches().get(0)).getCommand(r);
        r.setStartCommand(start);
        r.setType(RequestConstants.REQ_CONNECTION_END);
        r.setTargetEditPart(nic);
        assertFalse(nic.getCommand(r).canExecute(), "host1's only port carries l0 already");
        CreateRequest nicOnCanvas = new CreateRequest();
        nicOnCanvas.setFactory((CreationFactory) DiagramFixture.tool(editor, DiagramPalette.ERDMA_NIC).getToolProperty(CreationTool.PROPERTY_CREATION_FACTORY));
        nicOnCanvas.setLocation(new Point(900, 600));
        assertNull(editor.getGraphicalViewer().getContents().getCommand(nicOnCanvas), "a NIC goes into a host, not onto the canvas");
    }

    @Test
    void copyPasteMakesNewNamesAndAddressesAndValidates() {
        Host host1 = t.getHosts().get(0);
        Switch tor = t.getSwitches().get(0);
        editor.getGraphicalViewer().setSelection(new StructuredSelection(List.of(part(host1), part(tor))));
        run(ActionFactory.COPY.getId(), part(host1), part(tor));
        run(ActionFactory.PASTE.getId(), part(host1));
        assertEquals(List.of("host1", "host2", "host3"), t.getHosts().stream().map(Host::getName).toList());
        assertEquals(List.of("tor", "tor1"), t.getSwitches().stream().map(Switch::getName).toList());
        assertEquals(List.of("l0", "l1", "l2"), t.getLinks().stream().map(Link::getName).toList());
        Link pasted = t.getLinks().get(2);
        assertSame(t.getHosts().get(2), pasted.getSource().eContainer().eContainer());
        assertSame(t.getSwitches().get(1), pasted.getTarget().eContainer());
        assertEquals("::ffff:192.168.1.3", t.getHosts().get(2).getRnics().get(0).getPorts().get(0).getGids().get(0).getAddress());
        Diagnostic d = ModelValidation.validate(t);
        assertTrue(d.getSeverity() < Diagnostic.WARNING, () -> d.getChildren().toString());
        assertEquals(part(host1).getFigure().getBounds().getTranslated(30, 30).getTopLeft(), part(t.getHosts().get(2)).getFigure().getBounds().getTopLeft());
        assertEquals(List.of(t.getHosts().get(2), t.getSwitches().get(1), t.getLinks().get(2)),
                editor.getGraphicalViewer().getSelectedEditParts().stream().map(p -> ((EditPart) p).getModel()).toList(), "the pasted elements are selected");

        run(DiagramActionIds.DUPLICATE, part(t.getHosts().get(1)));
        assertEquals("host4", t.getHosts().get(3).getName());
        editor.getCommandStack().undo();
        editor.getCommandStack().undo();
        assertEquals(2, t.getHosts().size());
        assertEquals(2, t.getLinks().size());
    }

    @Test
    void alignAndMatchSizeUseThePrimarySelection() {
        GraphicalEditPart h1 = part(t.getHosts().get(0));
        GraphicalEditPart h2 = part(t.getHosts().get(1));
        editor.getCommandStack().execute(new SetBoundsCommand(t, t.getHosts().get(0), new Rectangle(40, 500, 300, 90)));
        drain();
        run(GEFActionConstants.ALIGN_TOP, h2, h1);
        assertEquals(500, h1.getFigure().getBounds().y);
        assertEquals(500, h2.getFigure().getBounds().y, "aligned to the primary (last selected) host1");
        run(DiagramActionIds.MATCH_SIZE, h2, h1);
        assertEquals(new Dimension(300, 90), h2.getFigure().getSize());
    }

    @Test
    void arrangeAllLayersAFabricIsUndoableAndPersists() throws Exception {
        page().closeAllEditors(false);
        IFile file = fixture.write("fabric.rdmatopo", LeafSpine.build(8, 4, 2));
        editor = open(file);
        t = editor.getTopology();
        editor.arrangeAll();
        drain();
        int hostTop = t.getHosts().stream().mapToInt(h -> part(h).getFigure().getBounds().y).min().orElseThrow();
        for (Switch s : t.getSwitches()) {
            Rectangle r = part(s).getFigure().getBounds();
            assertTrue(r.bottom() < hostTop, s.getName() + " above the hosts");
            if (s.getName().startsWith("spine")) {
                for (Switch leaf : t.getSwitches().stream().filter(x -> x.getName().startsWith("leaf")).toList()) {
                    assertTrue(r.bottom() < part(leaf).getFigure().getBounds().y, s.getName() + " above " + leaf.getName());
                }
            }
        }
        // left to right in the model's order: leaf1 before leaf2..., spine1 before spine2, leaf1's hosts before leaf4's
        for (String tier : List.of("leaf", "spine")) {
            List<Switch> row = t.getSwitches().stream().filter(x -> x.getName().startsWith(tier)).toList();
            for (int i = 1; i < row.size(); i++) {
                assertTrue(part(row.get(i - 1)).getFigure().getBounds().x < part(row.get(i)).getFigure().getBounds().x,
                        row.get(i - 1).getName() + " left of " + row.get(i).getName());
            }
        }
        assertTrue(part(t.getHosts().get(0)).getFigure().getBounds().x < part(t.getHosts().get(t.getHosts().size() - 1)).getFigure().getBounds().x,
                t.getHosts().get(0).getName() + " left of the last host");
        List<EObject> nodes = new java.util.ArrayList<>(t.getHosts());
        nodes.addAll(t.getSwitches());
        for (EObject a : nodes) {
            for (EObject b : nodes) {
                assertTrue(a == b || !part(a).getFigure().getBounds().intersects(part(b).getFigure().getBounds()), a + " overlaps " + b);
            }
        }
        assertEquals("Arrange All", editor.getCommandStack().getUndoCommand().getLabel());
        List<Rectangle> arranged = nodes.stream().map(n -> part(n).getFigure().getBounds().getCopy()).toList();
        editor.doSave(null);
        page().closeAllEditors(false);
        drain();
        editor = open(file);
        List<EObject> reopened = new java.util.ArrayList<>(editor.getTopology().getHosts());
        reopened.addAll(editor.getTopology().getSwitches());
        t = editor.getTopology();
        assertEquals(arranged, reopened.stream().map(n -> part(n).getFigure().getBounds().getCopy()).toList(), "the layout is saved with the file");
    }

    private void assertNoOverlaps(List<EObject> nodes) {
        for (EObject a : nodes) {
            for (EObject b : nodes) {
                assertTrue(a == b || !part(a).getFigure().getBounds().intersects(part(b).getFigure().getBounds()), a + " overlaps " + b);
            }
        }
    }

    /** Host i of leaf1's block: four to a row, the fifth under the first. */
    private void assertBlockOfFour(List<Host> hosts) {
        Rectangle first = part(hosts.get(0)).getFigure().getBounds();
        Rectangle fourth = part(hosts.get(3)).getFigure().getBounds();
        Rectangle fifth = part(hosts.get(4)).getFigure().getBounds();
        assertEquals(first.y, fourth.y, "the first four share a row");
        assertTrue(fourth.x > first.x);
        assertEquals(first.x, fifth.x, "the fifth starts the next row");
        assertTrue(fifth.y >= first.bottom(), "under the first");
    }

    @Test
    void aLeafWithManyHostsGetsItsHostsAsABlockBothPlacedAndArranged() throws Exception {
        page().closeAllEditors(false);
        editor = open(fixture.write("fabric.rdmatopo", LeafSpine.build(40, 20, 2)));
        t = editor.getTopology();
        List<EObject> nodes = new java.util.ArrayList<>(t.getHosts());
        nodes.addAll(t.getSwitches());
        List<Host> leaf1Hosts = t.getHosts().subList(0, 20);
        assertBlockOfFour(leaf1Hosts);
        Rectangle leaf1 = part(t.getSwitches().get(2)).getFigure().getBounds();
        int blockLeft = part(leaf1Hosts.get(0)).getFigure().getBounds().x;
        int blockRight = part(leaf1Hosts.get(3)).getFigure().getBounds().right();
        assertTrue(leaf1.x > blockLeft && leaf1.right() < blockRight, "leaf1 sits over its block: " + leaf1);
        assertNoOverlaps(nodes);
        editor.arrangeAll();
        drain();
        assertBlockOfFour(leaf1Hosts);
        assertBlockOfFour(t.getHosts().subList(20, 40));
        int hostTop = t.getHosts().stream().mapToInt(h -> part(h).getFigure().getBounds().y).min().orElseThrow();
        assertTrue(t.getSwitches().stream().allMatch(s -> part(s).getFigure().getBounds().bottom() < hostTop), "switches above the hosts");
        assertNoOverlaps(nodes);
    }

    @Test
    void aNewNicJoinsTheFabricsSubnetAndAnEmptyHostSaysWhatItLacks() throws Exception {
        page().closeAllEditors(false);
        editor = open(fixture.write("fabric.rdmatopo", LeafSpine.build(8, 4, 2)));
        t = editor.getTopology();
        create(editor, DiagramPalette.HOST, new Point(40, 20));
        Host fresh = t.getHosts().get(8);
        assertEquals("host1", fresh.getName());
        assertTrue(((HostFigure) part(fresh).getFigure()).getChildren().stream()
                .anyMatch(f -> f instanceof org.eclipse.draw2d.Label l && l.getText().equals("no RDMA NIC: drop one here")));
        create(editor, DiagramPalette.ROCE_NIC, centre(part(fresh)));
        assertEquals("roce_0", fresh.getRnics().get(0).getName());
        assertEquals("::ffff:10.0.0.9", fresh.getRnics().get(0).getPorts().get(0).getGids().get(0).getAddress());
        assertTrue(((HostFigure) part(fresh).getFigure()).getChildren().stream()
                .noneMatch(f -> f instanceof org.eclipse.draw2d.Label l && l.getText().equals("no RDMA NIC: drop one here")));
    }

    @Test
    void aNicsPropertiesIncludeItsCapabilitiesPortsAndGidsAndEditThemUndoably() {
        Host host1 = t.getHosts().get(0);
        RnicEditPart nic = (RnicEditPart) part(host1.getRnics().get(0));
        org.eclipse.ui.views.properties.IPropertySource source = editor.getPropertySources().getPropertySource(nic);
        List<org.eclipse.ui.views.properties.IPropertyDescriptor> descriptors = List.of(source.getPropertyDescriptors());
        assertEquals(List.of("Device", "Capabilities", "Port p1", "Port p1 · GID 0"),
                descriptors.stream().map(d -> d.getCategory()).distinct().toList());
        var mtu = descriptors.stream().filter(d -> d.getCategory().equals("Port p1") && d.getDisplayName().equals("Mtu")).findFirst().orElseThrow();
        assertEquals(1500, source.getPropertyValue(mtu.getId()));
        source.setPropertyValue(mtu.getId(), 4200);
        drain();
        Port port = host1.getRnics().get(0).getPorts().get(0);
        assertEquals(4200, port.getMtu());
        assertTrue(((rdma.workbench.editor.figures.RnicFigure) nic.getFigure()).getChildren().stream()
                .anyMatch(f -> f instanceof org.eclipse.draw2d.Label l && l.getText().contains("MTU 4200")));
        editor.getCommandStack().undo();
        assertEquals(1500, port.getMtu());

        Link l0 = t.getLinks().get(0);
        org.eclipse.ui.views.properties.IPropertySource link = editor.getPropertySources().getPropertySource(part(l0));
        var loss = List.of(link.getPropertyDescriptors()).stream().filter(d -> d.getDisplayName().equals("Loss Rate")).findFirst().orElseThrow();
        assertEquals("Faults", loss.getCategory());
        link.setPropertyValue(loss.getId(), 0.2);
        drain();
        assertEquals("25 Gb/s · faults", ((rdma.workbench.editor.figures.LinkFigure) part(l0).getFigure()).getText());
    }

    @Test
    void zoomGridAndSnapAreViewerSettings() {
        ZoomManager zoom = (ZoomManager) editor.getAdapter(ZoomManager.class);
        editor.getActionRegistry().getAction(GEFActionConstants.ZOOM_IN).run();
        assertEquals(1.5, zoom.getZoom());
        editor.getActionRegistry().getAction(GEFActionConstants.ZOOM_OUT).run();
        editor.getActionRegistry().getAction(GEFActionConstants.ZOOM_OUT).run();
        assertEquals(0.75, zoom.getZoom());
        assertEquals(Boolean.FALSE, editor.getGraphicalViewer().getProperty(SnapToGrid.PROPERTY_GRID_VISIBLE));
        editor.getActionRegistry().getAction(GEFActionConstants.TOGGLE_GRID_VISIBILITY).run();
        assertEquals(Boolean.TRUE, editor.getGraphicalViewer().getProperty(SnapToGrid.PROPERTY_GRID_VISIBLE));
        assertEquals(Boolean.TRUE, editor.getGraphicalViewer().getProperty(SnapToGrid.PROPERTY_GRID_ENABLED));
        assertTrue(((HostFigure) part(t.getHosts().get(0)).getFigure()).getTitle().getText().equals("host1"));
    }
}
