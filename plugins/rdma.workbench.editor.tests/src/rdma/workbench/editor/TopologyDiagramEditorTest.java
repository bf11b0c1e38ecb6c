package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.page;
import static rdma.workbench.editor.DiagramFixture.part;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.SnapToGrid;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.commands.RenameCommand;
import rdma.workbench.editor.figures.HostFigure;
import rdma.workbench.editor.figures.LinkFigure;
import rdma.workbench.editor.figures.RnicFigure;
import rdma.workbench.editor.parts.HostEditPart;
import rdma.workbench.editor.parts.RnicEditPart;
import rdma.workbench.editor.parts.SwitchEditPart;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyPackage;
import rdma.workbench.ui.editors.TopologyTreeEditor;
import rdma.workbench.ui.wizards.NewTopologyWizard;

/** GEF 3.2 runs on the current platform (with the two compatibility fragments) and draws a topology; the editor's property sheet, zoom and grid. */
class TopologyDiagramEditorTest {

    private DiagramFixture fixture;
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        fixture = new DiagramFixture("diagram");
        project = fixture.project;
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.dispose();
    }

    private IFile topologyWithSwitch() throws Exception {
        return fixture.write("star.rdmatopo", Fabrics.star());
    }

    @Test
    void drawsHostsAboveTheirLinksAndTheSwitchAboveThem() throws Exception {
        IFile file = topologyWithSwitch();
        TopologyDiagramEditor editor = assertInstanceOf(TopologyDiagramEditor.class, IDE.openEditor(page(), file, TopologyDiagramEditor.ID, true));
        drain();
        var contents = (GraphicalEditPart) editor.getGraphicalViewer().getContents();
        List<?> nodes = contents.getChildren();
        assertEquals(3, nodes.size());
        HostEditPart host1 = assertInstanceOf(HostEditPart.class, nodes.get(0));
        SwitchEditPart tor = assertInstanceOf(SwitchEditPart.class, nodes.get(2));
        Rectangle h = host1.getFigure().getBounds();
        Rectangle s = tor.getFigure().getBounds();
        assertTrue(s.bottom() < h.y, "the switch is drawn above the hosts: " + s + " / " + h);
        RnicEditPart nic = assertInstanceOf(RnicEditPart.class, host1.getChildren().get(0));
        assertEquals(1, nic.getSourceConnections().size());
        ConnectionEditPart link = (ConnectionEditPart) nic.getSourceConnections().get(0);
        assertEquals(tor, link.getTarget());
        assertEquals("25 Gb/s", ((LinkFigure) link.getFigure()).getText());
        assertEquals(2, tor.getTargetConnections().size());
    }

    @Test
    void theNewTopologyWizardOpensTheDiagram() throws Exception {
        NewTopologyWizard wizard = new NewTopologyWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
        dialog.create();
        try {
            assertTrue(wizard.performFinish());
        } finally {
            dialog.close();
        }
        drain();
        TopologyDiagramEditor editor = assertInstanceOf(TopologyDiagramEditor.class, page().getActiveEditor());
        assertEquals(project.getFile("fabric.rdmatopo"), ((IFileEditorInput) editor.getEditorInput()).getFile());
        assertEquals(2, editor.getGraphicalViewer().getContents().getChildren().size());
        assertEquals(false, editor.isDirty());
    }

    @Test
    void aCorruptFileOpensAsAnExplanationAndIsNeverWritten() throws Exception {
        IFile file = project.getFile("broken.rdmatopo");
        String text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<topology:Topology xmlns:topology=\"http://rdma.workbench/topology/1.0\" name=\"t\">\n  <hosts name=\"a\">\n";
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
        TopologyDiagramEditor editor = assertInstanceOf(TopologyDiagramEditor.class, IDE.openEditor(page(), file, TopologyDiagramEditor.ID, true));
        drain();
        assertTrue(editor.getLoadProblem() != null);
        assertTrue(editor.getLoadProblem().getMessage().contains("broken.rdmatopo:"), editor.getLoadProblem().getMessage());
        assertEquals(null, editor.getTopology());
        assertEquals(false, editor.isDirty());
        editor.doSave(null);
        editor.setFocus();
        try (var in = file.getContents()) {
            assertEquals(text, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        page().closeAllEditors(false);
        drain();
    }

    @Test
    void whatTheTreeEditorSavesShowsInTheDiagramAndTheDiagramsOwnSaveIsNoChangeFromOutside() throws Exception {
        IFile file = topologyWithSwitch();
        TopologyDiagramEditor diagram = assertInstanceOf(TopologyDiagramEditor.class, IDE.openEditor(page(), file, TopologyDiagramEditor.ID, true));
        drain();
        var tree = assertInstanceOf(TopologyTreeEditor.class,
                page().openEditor(new FileEditorInput(file), TopologyTreeEditor.ID, true,
                        IWorkbenchPage.MATCH_ID | IWorkbenchPage.MATCH_INPUT));
        drain();
        var domain = tree.getEditingDomain();
        Host inTree = ((Topology) tree.getRoot()).getHosts().get(0);
        domain.getCommandStack().execute(SetCommand.create(domain, inTree,
                TopologyPackage.Literals.NAMED_ELEMENT__NAME, "alpha"));
        tree.doSave(null);
        drain();
        assertEquals("alpha", diagram.getTopology().getHosts().get(0).getName(), "the diagram reloaded the saved file");
        HostEditPart alpha = (HostEditPart) diagram.getGraphicalViewer().getEditPartRegistry().get(diagram.getTopology().getHosts().get(0));
        assertEquals("alpha", ((HostFigure) alpha.getFigure()).getTitle().getText());
        assertEquals(false, diagram.isDirty());
        assertEquals(false, diagram.getCommandStack().canUndo(), "the undo history starts afresh");

        var before = diagram.getTopology();
        diagram.getCommandStack().execute(new RenameCommand(before.getHosts().get(1), "beta"));
        diagram.doSave(null);
        drain();
        assertTrue(before == diagram.getTopology(), "its own save does not make the diagram reload");
        assertEquals("beta", ((Topology) tree.getRoot()).getHosts().get(1).getName(), "and the tree editor shows it");
    }

    @Test
    void aNicsPropertiesIncludeItsCapabilitiesPortsAndGidsAndEditThemUndoably() throws Exception {
        TopologyDiagramEditor editor = DiagramFixture.open(topologyWithSwitch());
        Topology t = editor.getTopology();
        Host host1 = t.getHosts().get(0);
        RnicEditPart nic = (RnicEditPart) part(editor, host1.getRnics().get(0));
        IPropertySource source = editor.getPropertySources().getPropertySource(nic);
        List<IPropertyDescriptor> descriptors = List.of(source.getPropertyDescriptors());
        assertEquals(List.of("Device", "Capabilities", "Port p1", "Port p1 · GID 0"),
                descriptors.stream().map(d -> d.getCategory()).distinct().toList());
        var mtu = descriptors.stream().filter(d -> d.getCategory().equals("Port p1") && d.getDisplayName().equals("Mtu")).findFirst().orElseThrow();
        assertEquals(1500, source.getPropertyValue(mtu.getId()));
        source.setPropertyValue(mtu.getId(), 4200);
        drain();
        Port port = host1.getRnics().get(0).getPorts().get(0);
        assertEquals(4200, port.getMtu());
        assertTrue(((RnicFigure) nic.getFigure()).getChildren().stream()
                .anyMatch(f -> f instanceof Label l && l.getText().contains("MTU 4200")));
        editor.getCommandStack().undo();
        assertEquals(1500, port.getMtu());

        Link l0 = t.getLinks().get(0);
        IPropertySource link = editor.getPropertySources().getPropertySource(part(editor, l0));
        var loss = List.of(link.getPropertyDescriptors()).stream().filter(d -> d.getDisplayName().equals("Loss Rate")).findFirst().orElseThrow();
        assertEquals("Faults", loss.getCategory());
        link.setPropertyValue(loss.getId(), 0.2);
        drain();
        assertEquals("25 Gb/s · faults", ((LinkFigure) part(editor, l0).getFigure()).getText());
    }

    @Test
    void zoomGridAndSnapAreViewerSettings() throws Exception {
        TopologyDiagramEditor editor = DiagramFixture.open(topologyWithSwitch());
        Topology t = editor.getTopology();
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
        assertEquals("host1", ((HostFigure) part(editor, t.getHosts().get(0)).getFigure()).getTitle().getText());
    }

    @Test
    void zoomedToItsContentsTheFabricHasRoomAroundItForTheOverlaysMarks() throws Exception {
        TopologyDiagramEditor editor = DiagramFixture.open(topologyWithSwitch());
        editor.zoomToContents();
        drain();
        FigureCanvas canvas = (FigureCanvas) editor.getGraphicalViewer().getControl();
        Rectangle fabric = null;
        for (Object node : DiagramFixture.nodes(editor)) {
            IFigure f = ((GraphicalEditPart) node).getFigure();
            Rectangle r = f.getBounds().getCopy();
            f.translateToAbsolute(r);
            fabric = fabric == null ? r : fabric.union(r);
        }
        org.eclipse.swt.graphics.Rectangle view = canvas.getClientArea();
        // the canvas scrolls no further left or up than the diagram's origin: there the fabric has the room it is drawn with
        Point scrolled = canvas.getViewport().getViewLocation();
        assertTrue(fabric.x >= ContentsFit.MARK_ROOM || scrolled.x == 0, "room for marks left of " + fabric + " in " + view);
        assertTrue(fabric.y >= ContentsFit.MARK_ROOM || scrolled.y == 0, "room for marks above " + fabric + " in " + view);
        assertTrue(view.width - fabric.right() >= ContentsFit.MARK_ROOM, "room for marks right of " + fabric + " in " + view);
        assertTrue(view.height - fabric.bottom() >= ContentsFit.MARK_ROOM, "room for marks below " + fabric + " in " + view);
        double zoom = ((ZoomManager) editor.getAdapter(ZoomManager.class)).getZoom();
        Dimension editorSize = new Dimension(canvas.getParent().getSize().x, canvas.getParent().getSize().y);
        assertEquals(zoom, editor.zoomToFit(editorSize), 0.01, "the zoom it would take at its own size is the one it took");
        assertTrue(editor.zoomToFit(new Dimension(editorSize.width / 2, editorSize.height)) < zoom, "half as wide, drawn smaller");
    }
}
