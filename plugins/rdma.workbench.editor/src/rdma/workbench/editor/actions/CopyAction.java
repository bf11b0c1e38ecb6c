package rdma.workbench.editor.actions;

import org.eclipse.gef.ui.actions.Clipboard;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.actions.ActionFactory;

import rdma.workbench.editor.commands.CopiedElements;

/** Copies the selected hosts and switches, and the links among them, to GEF's clipboard. */
public final class CopyAction extends SelectionAction {

    public CopyAction(IWorkbenchPart part) {
        super(part);
        setId(ActionFactory.COPY.getId());
        setText("&Copy");
        setActionDefinitionId("org.eclipse.ui.edit.copy");
    }

    @Override
    protected boolean calculateEnabled() {
        return !new SelectedElements(getSelectedObjects()).nodes.isEmpty();
    }

    @Override
    public void run() {
        SelectedElements s = new SelectedElements(getSelectedObjects());
        if (!s.nodes.isEmpty()) {
            Clipboard.getDefault().setContents(new CopiedElements(s.diagram.topology(), s.nodes, s.bounds));
        }
    }
}
