package rdma.workbench.editor.policies;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ComponentEditPolicy;
import org.eclipse.gef.requests.GroupRequest;

import rdma.workbench.editor.commands.DeleteCommand;

/** Deleting a host, NIC, namespace or switch (with the links cabled to it). */
public final class ElementComponentPolicy extends ComponentEditPolicy {

    @Override
    protected Command createDeleteCommand(GroupRequest request) {
        return new DeleteCommand(((TopologyPart) getHost()).topology(), List.of((EObject) getHost().getModel()));
    }
}
