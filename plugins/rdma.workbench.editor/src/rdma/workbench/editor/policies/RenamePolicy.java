package rdma.workbench.editor.policies;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.DirectEditPolicy;
import org.eclipse.gef.requests.DirectEditRequest;

import rdma.workbench.editor.commands.RenameCommand;
import rdma.workbench.model.topology.NamedElement;

/** Direct edit of a name. */
public final class RenamePolicy extends DirectEditPolicy {

    @Override
    protected Command getDirectEditCommand(DirectEditRequest request) {
        Object value = request.getCellEditor().getValue();
        return new RenameCommand((NamedElement) getHost().getModel(), value == null ? null : value.toString());
    }

    @Override
    protected void showCurrentEditValue(DirectEditRequest request) {
        // the text field shows the name being typed; the figure keeps the committed one until Enter
    }
}
