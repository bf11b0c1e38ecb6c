package rdma.workbench.debug.ui.animation;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.FileEditorInput;

import rdma.workbench.editor.TopologyDiagramEditor;

/**
 * The diagram a run is drawn on: a diagram editor of the very topology file the run was loaded
 * with. Diagrams are matched by their file, never by the names of what they draw: two topologies
 * often both have a host h1, and a run drawn on the other one would show frames on links it never used.
 */
final class RunDiagram {

    /** Editors of the file, and of the diagram's kind: the topology's tree editor is open on the same file sometimes. */
    private static final int SAME_FILE_AND_KIND = IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID;

    private RunDiagram() {
    }

    /** The open diagram of {@code topology} in {@code page} that can be drawn on, or null. */
    static TopologyDiagramEditor find(IWorkbenchPage page, IFile topology) {
        for (IEditorReference ref : page.findEditors(new FileEditorInput(topology), TopologyDiagramEditor.ID, SAME_FILE_AND_KIND)) {
            TopologyDiagramEditor d = drawable(ref.getEditor(true));
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    /**
     * Opens the diagram of {@code topology} without activating it (the debugger keeps the focus it
     * gave the Debug view or the scenario editor), or finds the one open; null when the file does
     * not load as a topology (the editor then shows why).
     */
    static TopologyDiagramEditor open(IWorkbenchPage page, IFile topology) throws PartInitException {
        return drawable(page.openEditor(new FileEditorInput(topology), TopologyDiagramEditor.ID, false, SAME_FILE_AND_KIND));
    }

    /** {@code part} as a diagram with a topology and a viewer (not the page explaining a file that does not load), or null. */
    private static TopologyDiagramEditor drawable(IEditorPart part) {
        return part instanceof TopologyDiagramEditor d && d.getTopology() != null && d.getGraphicalViewer() != null ? d : null;
    }

    /** Whether {@code diagram} shows {@code topology}. */
    static boolean shows(TopologyDiagramEditor diagram, IFile topology) {
        return topology != null && diagram.getEditorInput() instanceof IFileEditorInput in && topology.equals(in.getFile());
    }
}
