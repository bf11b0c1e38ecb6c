package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.validation.ProblemMarkers;
import rdma.workbench.ui.wizards.ModelTemplates;

/** A quick fix of a topology problem runs in the diagram editor as one command of its stack, and the markers follow. */
class DiagramQuickFixTest {

    private static final String MTU = "Port p1 of erdma_0 has MTU 300, too small for RoCE: the smallest RoCE MTU (256) needs 336 bytes with the headers";
    private static final String GID = "GID 0 of port p1 of erdma_0 is a RoCE v1 GID, but ERDMA device erdma_0 only has RoCE v2 GIDs (IPv4 and IPv6)";

    private DiagramFixture fixture;
    private IFile file;

    @BeforeEach
    void setUp() throws Exception {
        fixture = new DiagramFixture("diagram-quick-fix");
        Topology t = ModelTemplates.topology("pair");
        t.getHosts().get(0).getRnics().get(0).getPorts().get(0).setMtu(300);
        t.getHosts().get(1).getRnics().get(0).getPorts().get(0).getGids().get(0).setType(GidType.ROCE_V1);
        file = fixture.write("pair.rdmatopo", t);
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.dispose();
    }

    private List<String> problems() throws CoreException {
        return Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, false, 0)).filter(m -> m.getAttribute(IMarker.SEVERITY, 0) >= IMarker.SEVERITY_WARNING)
                .map(m -> m.getAttribute(IMarker.MESSAGE, "")).sorted().toList();
    }

    @Test
    void portMtuRaisedFromTheMarkerInTheDiagram() throws Exception {
        TopologyDiagramEditor editor = DiagramFixture.open(file);
        assertEquals(List.of(GID, MTU), problems());
        IMarker marker = Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, false, 0)).filter(m -> MTU.equals(m.getAttribute(IMarker.MESSAGE, "")))
                .findFirst().orElseThrow();
        IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(marker);
        assertEquals(List.of("Set the MTU of port p1 of erdma_0 to 1500"), Arrays.stream(fixes).map(IMarkerResolution::getLabel).toList());
        fixes[0].run(marker);
        DiagramFixture.drain();
        assertSame(editor, DiagramFixture.page().getActiveEditor(), "the open diagram took the fix; no second editor opened");
        assertEquals(List.of(GID), problems());
        Port port = ((Topology) editor.getEditingDomain().getResourceSet().getResources().get(0).getContents().get(0))
                .getHosts().get(0).getRnics().get(0).getPorts().get(0);
        assertEquals(1500, port.getMtu());
        editor.getCommandStack().undo();
        DiagramFixture.drain();
        assertEquals(300, port.getMtu());
        assertEquals(List.of(GID, MTU), problems(), "Undo in the diagram brings the marker back");
    }
    /**
     * Ctrl+1 on a NIC in the diagram: the platform's Quick Fix command lists the fix of its port's
     * problem (which the diagram shows on the NIC) and applies the choice as one command of the
     * diagram's stack.
     */
    @Test
    void ctrl1OnANicListsItsPortsFixAndAppliesIt() throws Exception {
        TopologyDiagramEditor editor = DiagramFixture.open(file);
        Topology t = (Topology) editor.getEditingDomain().getResourceSet().getResources().get(0).getContents().get(0);
        Rnic nic = t.getHosts().get(0).getRnics().get(0);
        GraphicalViewer viewer = editor.getGraphicalViewer();
        viewer.setSelection(new StructuredSelection(viewer.getEditPartRegistry().get(nic)));
        DiagramFixture.drain();
        List<String> listed = new ArrayList<>();
        Display display = Display.getCurrent();
        display.timerExec(1500, () -> {
            Shell dialog = display.getActiveShell();
            if (dialog != null && dialog != editor.getSite().getShell()) {
                tableTexts(dialog, listed);
                dialog.getDefaultButton().notifyListeners(SWT.Selection, new Event());
            }
        });
        // Ctrl+1: org.eclipse.ui.ide's Quick Fix command
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("org.eclipse.jdt.ui.edit.text.java.correction.assist.proposals", null);
        DiagramFixture.drain();
        assertEquals(List.of("Set the MTU of port p1 of erdma_0 to 1500"), listed);
        assertEquals(1500, nic.getPorts().get(0).getMtu());
        assertEquals(List.of(GID), problems());
        assertEquals("Quick Fix: Set the MTU of port p1 of erdma_0 to 1500", editor.getCommandStack().getUndoCommand().getLabel());
    }

    private static void tableTexts(Control c, List<String> texts) {
        if (c instanceof Table table) {
            for (TableItem item : table.getItems()) {
                texts.add(item.getText());
            }
        }
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                tableTexts(child, texts);
            }
        }
    }
}
