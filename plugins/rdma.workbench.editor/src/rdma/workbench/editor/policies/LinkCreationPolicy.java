package rdma.workbench.editor.policies;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.GraphicalNodeEditPolicy;
import org.eclipse.gef.requests.CreateConnectionRequest;
import org.eclipse.gef.requests.ReconnectRequest;

import rdma.workbench.editor.commands.CreateLinkCommand;
import rdma.workbench.editor.commands.ReconnectLinkCommand;
import rdma.workbench.model.topology.Link;

/** A link starts and ends at a NIC, a host (its first free NIC port) or a switch; a link end dragged here moves to it. */
public final class LinkCreationPolicy extends GraphicalNodeEditPolicy {

    private TopologyPart part() {
        return (TopologyPart) getHost();
    }

    @Override
    protected Command getConnectionCreateCommand(CreateConnectionRequest request) {
        CreateLinkCommand c = new CreateLinkCommand(part().topology(), (EObject) getHost().getModel());
        request.setStartCommand(c);
        return c;
    }

    @Override
    protected Command getConnectionCompleteCommand(CreateConnectionRequest request) {
        if (request.getStartCommand() instanceof CreateLinkCommand c) {
            c.setTarget((EObject) getHost().getModel());
            return c;
        }
        return null;
    }

    @Override
    protected Command getReconnectSourceCommand(ReconnectRequest request) {
        return new ReconnectLinkCommand(part().topology(), (Link) request.getConnectionEditPart().getModel(), true, (EObject) getHost().getModel());
    }

    @Override
    protected Command getReconnectTargetCommand(ReconnectRequest request) {
        return new ReconnectLinkCommand(part().topology(), (Link) request.getConnectionEditPart().getModel(), false, (EObject) getHost().getModel());
    }
}
