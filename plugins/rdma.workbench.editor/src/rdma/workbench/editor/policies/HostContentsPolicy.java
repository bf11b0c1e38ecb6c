package rdma.workbench.editor.policies;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ContainerEditPolicy;
import org.eclipse.gef.requests.CreateRequest;
import org.eclipse.swt.graphics.Color;

import rdma.workbench.editor.commands.AddToHostCommand;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Rnic;

/** A host takes the NICs and namespaces dropped on it, and lights up while one is dragged over it. */
public final class HostContentsPolicy extends ContainerEditPolicy {

    private Color before;

    private static boolean fits(Request request) {
        return RequestConstants.REQ_CREATE.equals(request.getType()) && request instanceof CreateRequest c
                && c.getNewObjectType() instanceof Class<?> type && (Rnic.class.isAssignableFrom(type) || NetworkNamespace.class.isAssignableFrom(type));
    }

    @Override
    protected Command getCreateCommand(CreateRequest request) {
        Object o = request.getNewObject();
        if (o instanceof Rnic || o instanceof NetworkNamespace) {
            return new AddToHostCommand((Host) getHost().getModel(), (NamedElement) o);
        }
        return null;
    }

    @Override
    public EditPart getTargetEditPart(Request request) {
        return fits(request) ? getHost() : null;
    }

    @Override
    public void showTargetFeedback(Request request) {
        if (fits(request) && before == null) {
            IFigure f = ((GraphicalEditPart) getHost()).getFigure();
            before = f.getBackgroundColor();
            f.setBackgroundColor(ColorConstants.lightBlue);
        }
    }

    @Override
    public void eraseTargetFeedback(Request request) {
        if (before != null) {
            ((GraphicalEditPart) getHost()).getFigure().setBackgroundColor(before);
            before = null;
        }
    }
}
