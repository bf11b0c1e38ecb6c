package rdma.workbench.editor.actions;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.ui.actions.Clipboard;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.actions.ActionFactory;

import rdma.workbench.editor.commands.CopiedElements;
import rdma.workbench.editor.commands.PasteCommand;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Topology;

/** Pastes what Copy took, 30 pixels further each time, and selects the pasted elements. */
public class PasteAction extends SelectionAction {

    private static final int STEP = 30;
    private int pastes;
    private Object lastContents;

    public PasteAction(IWorkbenchPart part) {
        super(part);
        setId(ActionFactory.PASTE.getId());
        setText("&Paste");
        setActionDefinitionId("org.eclipse.ui.edit.paste");
    }

    protected GraphicalViewer viewer() {
        return getWorkbenchPart().getAdapter(GraphicalViewer.class);
    }

    protected Topology topology() {
        return (Topology) viewer().getContents().getModel();
    }

    @Override
    protected boolean calculateEnabled() {
        return Clipboard.getDefault().getContents() instanceof CopiedElements c && !c.isEmpty();
    }

    @Override
    public void run() {
        if (Clipboard.getDefault().getContents() instanceof CopiedElements c) {
            if (c != lastContents) {
                lastContents = c;
                pastes = 0;
            }
            pastes++;
            paste(c, STEP * pastes);
        }
    }

    protected void paste(CopiedElements c, int offset) {
        PasteCommand command = new PasteCommand(topology(), c, offset);
        execute(command);
        List<EditPart> parts = new ArrayList<>();
        for (NamedElement e : command.getPasted()) {
            Object p = viewer().getEditPartRegistry().get(e);
            if (p instanceof EditPart part) {
                parts.add(part);
            }
        }
        viewer().setSelection(new StructuredSelection(parts));
    }
}
