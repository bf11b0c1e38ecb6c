package rdma.workbench.editor.actions;

import org.eclipse.ui.IWorkbenchPart;

import rdma.workbench.editor.commands.CopiedElements;

/** Copy and paste in one step, leaving the clipboard as it was. */
public final class DuplicateAction extends PasteAction {

    public DuplicateAction(IWorkbenchPart part) {
        super(part);
        setId(DiagramActionIds.DUPLICATE);
        setText("D&uplicate");
        setActionDefinitionId(null);
    }

    @Override
    protected boolean calculateEnabled() {
        return !new SelectedElements(getSelectedObjects()).nodes.isEmpty();
    }

    @Override
    public void run() {
        SelectedElements s = new SelectedElements(getSelectedObjects());
        if (!s.nodes.isEmpty()) {
            paste(new CopiedElements(s.diagram.topology(), s.nodes, s.bounds), 30);
        }
    }
}
