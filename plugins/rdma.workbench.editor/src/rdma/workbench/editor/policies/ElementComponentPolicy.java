package rdma.workbench.editor.policies;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ComponentEditPolicy;
import org.eclipse.gef.requests.GroupRequest;

import rdma.workbench.editor.commands.DeleteCommand;
import rdma.workbench.editor.parts.ElementEditPart;

/** Deleting a host, NIC, namespace or switch (with the links cabled to it). */
public final class ElementComponentPolicy extends ComponentEditPolicy {

    @Override
    protected Command createDeleteCommand(GroupRequest request) {
        ElementEditPart part = (ElementEditPart) getHost();
        return new DeleteCommand(part.topology(), List.of((EObject) part.getModel()));
    }
}
