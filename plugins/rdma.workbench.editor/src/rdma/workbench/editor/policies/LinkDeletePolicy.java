package rdma.workbench.editor.policies;

import java.util.List;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ConnectionEditPolicy;
import org.eclipse.gef.requests.GroupRequest;

import rdma.workbench.editor.commands.DeleteCommand;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/** Deleting a link (its ports stay). */
public final class LinkDeletePolicy extends ConnectionEditPolicy {

    @Override
    protected Command getDeleteCommand(GroupRequest request) {
        Link l = (Link) getHost().getModel();
        return l.eContainer() instanceof Topology t ? new DeleteCommand(t, List.of(l)) : null;
    }
}
