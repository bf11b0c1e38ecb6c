package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.page;

import java.io.ByteArrayInputStream;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.figures.LinkFigure;
import rdma.workbench.editor.parts.HostEditPart;
import rdma.workbench.editor.parts.RnicEditPart;
import rdma.workbench.editor.parts.SwitchEditPart;

/** GEF 3.2 runs on the current platform (with the two compatibility fragments) and draws a topology. */
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
        rdma.workbench.ui.wizards.NewTopologyWizard wizard = new rdma.workbench.ui.wizards.NewTopologyWizard();
        wizard.init(PlatformUI.getWorkbench(), new org.eclipse.jface.viewers.StructuredSelection(project));
        org.eclipse.jface.wizard.WizardDialog dialog = new org.eclipse.jface.wizard.WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
        dialog.create();
        try {
            assertTrue(wizard.performFinish());
        } finally {
            dialog.close();
        }
        drain();
        TopologyDiagramEditor editor = assertInstanceOf(TopologyDiagramEditor.class, page().getActiveEditor());
        assertEquals(project.getFile("fabric.rdmatopo"), ((org.eclipse.ui.IFileEditorInput) editor.getEditorInput()).getFile());
        assertEquals(2, editor.getGraphicalViewer().getContents().getChildren().size());
        assertEquals(false, editor.isDirty());
    }

    @Test
    void aCorruptFileOpensAsAnExplanationAndIsNeverWritten() throws Exception {
        IFile file = project.getFile("broken.rdmatopo");
        String text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<topology:Topology xmlns:topology=\"http://rdma.workbench/topology/1.0\" name=\"t\">\n  <hosts name=\"a\">\n";
        file.create(new ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
        TopologyDiagramEditor editor = assertInstanceOf(TopologyDiagramEditor.class, IDE.openEditor(page(), file, TopologyDiagramEditor.ID, true));
        drain();
        assertTrue(editor.getLoadProblem() != null);
        assertTrue(editor.getLoadProblem().getMessage().contains("broken.rdmatopo:"), editor.getLoadProblem().getMessage());
        assertEquals(null, editor.getTopology());
        assertEquals(false, editor.isDirty());
        editor.doSave(null);
        editor.setFocus();
        try (var in = file.getContents()) {
            assertEquals(text, new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        }
        page().closeAllEditors(false);
        drain();
    }

    @Test
    void whatTheTreeEditorSavesShowsInTheDiagramAndTheDiagramsOwnSaveIsNoChangeFromOutside() throws Exception {
        IFile file = topologyWithSwitch();
        TopologyDiagramEditor diagram = assertInstanceOf(TopologyDiagramEditor.class, IDE.openEditor(page(), file, TopologyDiagramEditor.ID, true));
        drain();
        var tree = assertInstanceOf(rdma.workbench.ui.editors.TopologyTreeEditor.class,
                page().openEditor(new org.eclipse.ui.part.FileEditorInput(file), rdma.workbench.ui.editors.TopologyTreeEditor.ID, true,
                        IWorkbenchPage.MATCH_ID | IWorkbenchPage.MATCH_INPUT));
        drain();
        var domain = tree.getEditingDomain();
        rdma.workbench.model.topology.Host inTree = ((rdma.workbench.model.topology.Topology) tree.getRoot()).getHosts().get(0);
        domain.getCommandStack().execute(org.eclipse.emf.edit.command.SetCommand.create(domain, inTree,
                rdma.workbench.model.topology.TopologyPackage.Literals.NAMED_ELEMENT__NAME, "alpha"));
        tree.doSave(null);
        drain();
        assertEquals("alpha", diagram.getTopology().getHosts().get(0).getName(), "the diagram reloaded the saved file");
        HostEditPart alpha = (HostEditPart) diagram.getGraphicalViewer().getEditPartRegistry().get(diagram.getTopology().getHosts().get(0));
        assertEquals("alpha", ((rdma.workbench.editor.figures.HostFigure) alpha.getFigure()).getTitle().getText());
        assertEquals(false, diagram.isDirty());
        assertEquals(false, diagram.getCommandStack().canUndo(), "the undo history starts afresh");

        var before = diagram.getTopology();
        diagram.getCommandStack().execute(new rdma.workbench.editor.commands.RenameCommand(before.getHosts().get(1), "beta"));
        diagram.doSave(null);
        drain();
        assertTrue(before == diagram.getTopology(), "its own save does not make the diagram reload");
        assertEquals("beta", ((rdma.workbench.model.topology.Topology) tree.getRoot()).getHosts().get(1).getName(), "and the tree editor shows it");
    }
}
