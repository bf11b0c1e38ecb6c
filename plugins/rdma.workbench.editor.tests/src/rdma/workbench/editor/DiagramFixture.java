package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.util.Collections;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.util.URI;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.palette.PaletteContainer;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.gef.requests.CreateConnectionRequest;
import org.eclipse.gef.requests.CreateRequest;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.gef.tools.CreationTool;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.wizards.ModelTemplates;

/**
 * A workspace project with topology files, and the diagram editor driven as its tools drive it:
 * requests to the edit part under a point, actions on a selection. The editor tests of every
 * package of the editor share it.
 */
public final class DiagramFixture {

    public final IProject project;

    public DiagramFixture(String name) throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
    }

    public static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    public static void drain() {
        while (Display.getCurrent().readAndDispatch()) {
            // dispatch pending events
        }
    }

    public void dispose() throws Exception {
        page().closeAllEditors(false);
        drain();
        project.delete(true, true, null);
    }

    public IFile write(String fileName, Topology t) throws Exception {
        IFile file = project.getFile(fileName);
        byte[] bytes = ModelTemplates.serialize(ModelTemplates.resourceSet(), t, URI.createPlatformResourceURI(file.getFullPath().toString(), true));
        file.create(new ByteArrayInputStream(bytes), true, null);
        return file;
    }

    public static TopologyDiagramEditor open(IFile file) throws Exception {
        var part = IDE.openEditor(page(), file, TopologyDiagramEditor.ID, true);
        drain();
        assertTrue(part instanceof TopologyDiagramEditor, "opened " + part);
        return (TopologyDiagramEditor) part;
    }

    public static ToolEntry tool(TopologyDiagramEditor editor, String label) {
        ToolEntry t = find(editor.getPalette(), label);
        assertNotNull(t, "palette tool " + label);
        return t;
    }

    private static ToolEntry find(PaletteContainer c, String label) {
        for (Object o : c.getChildren()) {
            if (o instanceof ToolEntry t && label.equals(t.getLabel())) {
                return t;
            }
            if (o instanceof PaletteContainer inner) {
                ToolEntry t = find(inner, label);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** The edit part a tool would target at {@code p} (absolute viewer coordinates) for {@code request}. */
    public static EditPart targetAt(GraphicalViewer viewer, Point p, Request request) {
        return viewer.findObjectAtExcluding(p, Collections.emptyList(), part -> part.getTargetEditPart(request) != null);
    }

    /** Clicks the creation tool {@code label} at {@code p}: the create request goes to the part under the point; its command runs. */
    public static Command create(TopologyDiagramEditor editor, String label, Point p) {
        CreateRequest request = new CreateRequest();
        request.setFactory((CreationFactory) tool(editor, label).getToolProperty(CreationTool.PROPERTY_CREATION_FACTORY));
        request.setLocation(p);
        EditPart target = targetAt(editor.getGraphicalViewer(), p, request);
        assertNotNull(target, "something takes a " + label + " at " + p);
        Command c = target.getTargetEditPart(request).getCommand(request);
        assertNotNull(c, label + " dropped at " + p + " on " + target);
        assertTrue(c.canExecute(), label + " dropped at " + p + " on " + target);
        editor.getCommandStack().execute(c);
        drain();
        return c;
    }

    /** The Link tool from the part at {@code from} to the part at {@code to}. */
    public static Command connect(TopologyDiagramEditor editor, Point from, Point to) {
        GraphicalViewer viewer = editor.getGraphicalViewer();
        CreateConnectionRequest request = new CreateConnectionRequest();
        request.setFactory((CreationFactory) tool(editor, DiagramPalette.LINK).getToolProperty(CreationTool.PROPERTY_CREATION_FACTORY));
        request.setType(RequestConstants.REQ_CONNECTION_START);
        request.setLocation(from);
        EditPart source = targetAt(viewer, from, request);
        assertNotNull(source, "a link can start at " + from);
        request.setSourceEditPart(source);
        request.setTargetEditPart(source);
        Command start = source.getCommand(request);
        assertNotNull(start, "a link starts at " + source);
        request.setStartCommand(start);
        request.setType(RequestConstants.REQ_CONNECTION_END);
        request.setLocation(to);
        EditPart target = targetAt(viewer, to, request);
        assertNotNull(target, "a link can end at " + to);
        request.setTargetEditPart(target);
        Command end = target.getCommand(request);
        if (end == null || !end.canExecute()) {
            fail("a link from " + source + " to " + target + " cannot be made");
        }
        editor.getCommandStack().execute(end);
        drain();
        return end;
    }

    /** The centre of {@code part}'s figure in absolute (viewer) coordinates. */
    public static Point centre(GraphicalEditPart part) {
        Rectangle r = part.getFigure().getBounds().getCopy();
        part.getFigure().translateToAbsolute(r);
        return r.getCenter();
    }

    public static List<?> nodes(TopologyDiagramEditor editor) {
        return editor.getGraphicalViewer().getContents().getChildren();
    }

    /** The edit part that draws {@code model}, or null. */
    public static GraphicalEditPart part(TopologyDiagramEditor editor, Object model) {
        return (GraphicalEditPart) editor.getGraphicalViewer().getEditPartRegistry().get(model);
    }

    /** Selects {@code selection} (the last one primary) and runs the editor's action {@code actionId}, which must be enabled. */
    public static void run(TopologyDiagramEditor editor, String actionId, EditPart... selection) {
        editor.getGraphicalViewer().setSelection(new StructuredSelection(selection));
        IAction a = editor.getActionRegistry().getAction(actionId);
        if (a instanceof SelectionAction s) {
            s.update();
        }
        assertTrue(a.isEnabled(), actionId + " is enabled");
        a.run();
        drain();
    }
}
