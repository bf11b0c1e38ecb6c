package rdma.workbench.editor.policies;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.XYLayoutEditPolicy;
import org.eclipse.gef.requests.ChangeBoundsRequest;
import org.eclipse.gef.requests.CreateRequest;

import rdma.workbench.editor.commands.CreateNodeCommand;
import rdma.workbench.editor.commands.SetBoundsCommand;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Switch;

/** The canvas: hosts and switches are created where they are dropped, moved and resized freely. */
public final class TopologyLayoutPolicy extends XYLayoutEditPolicy {

    private DiagramPart diagram() {
        return (DiagramPart) getHost();
    }

    @Override
    protected Command getCreateCommand(CreateRequest request) {
        Object o = request.getNewObject();
        if (o instanceof Host || o instanceof Switch) {
            return new CreateNodeCommand(diagram().topology(), (NamedElement) o, (Rectangle) getConstraintFor(request));
        }
        return null;
    }

    @Override
    protected Command createChangeConstraintCommand(EditPart child, Object constraint) {
        Rectangle r = (Rectangle) constraint;
        SetBoundsCommand c = new SetBoundsCommand(diagram().topology(), (EObject) child.getModel(), r);
        Rectangle before = diagram().boundsOf((EObject) child.getModel());
        c.setLabel(before.width == r.width && before.height == r.height ? "Move" : "Resize");
        return c;
    }

    /** A move keeps a preferred (-1) width or height; only a resize fixes the size. */
    @Override
    protected Object getConstraintFor(ChangeBoundsRequest request, GraphicalEditPart child) {
        Rectangle r = (Rectangle) super.getConstraintFor(request, child);
        Rectangle current = diagram().boundsOf((EObject) child.getModel());
        if (request.getSizeDelta().width == 0) {
            r.width = current.width;
        }
        if (request.getSizeDelta().height == 0) {
            r.height = current.height;
        }
        return r;
    }

    @Override
    protected Command getDeleteDependantCommand(Request request) {
        return null;
    }
}
