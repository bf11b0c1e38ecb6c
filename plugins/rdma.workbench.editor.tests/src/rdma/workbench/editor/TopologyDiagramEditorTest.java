package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.util.URI;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.swt.widgets.Display;
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
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.ui.wizards.ModelTemplates;

/** GEF 3.2 runs on the current platform (with the two compatibility fragments) and draws a topology. */
class TopologyDiagramEditorTest {

    private IProject project;

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static void drain() {
        while (Display.getCurrent().readAndDispatch()) {
            // dispatch pending events
        }
    }

    @BeforeEach
    void setUp() throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("diagram");
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
    }

    @AfterEach
    void tearDown() throws Exception {
        page().closeAllEditors(false);
        drain();
        project.delete(true, true, null);
    }

    /** Two ERDMA hosts behind one switch (the template's cable replaced by two links to the switch). */
    private IFile topologyWithSwitch() throws Exception {
        Topology t = ModelTemplates.topology("star");
        t.getLinks().clear();
        TopologyFactory f = TopologyFactory.eINSTANCE;
        Switch sw = f.createSwitch();
        sw.setName("tor");
        sw.setPfcEnabled(true);
        t.getSwitches().add(sw);
        for (int i = 0; i < 2; i++) {
            SwitchPort p = f.createSwitchPort();
            p.setName("p" + i);
            sw.getPorts().add(p);
            Link l = f.createLink();
            l.setName("l" + i);
            l.setBandwidth(i == 0 ? 25 : 100);
            l.setSource(t.getHosts().get(i).getRnics().get(0).getPorts().get(0));
            l.setTarget(p);
            t.getLinks().add(l);
        }
        IFile file = project.getFile("star.rdmatopo");
        byte[] bytes = ModelTemplates.serialize(ModelTemplates.resourceSet(), t, URI.createPlatformResourceURI(file.getFullPath().toString(), true));
        file.create(new ByteArrayInputStream(bytes), true, null);
        return file;
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
}
