package rdma.workbench.editor.parts;

import java.util.List;

import org.eclipse.draw2d.ConnectionAnchor;
import org.eclipse.draw2d.Label;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.NodeEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.NonResizableEditPolicy;

import rdma.workbench.editor.figures.Decorated;
import rdma.workbench.editor.figures.NodeAnchor;
import rdma.workbench.editor.policies.ElementComponentPolicy;
import rdma.workbench.editor.policies.LinkCreationPolicy;
import rdma.workbench.editor.policies.RenamePolicy;
import rdma.workbench.editor.policies.TopologyPart;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Topology;

/**
 * A drawn host, NIC, namespace or switch: deletable, renamable in place (F2), and a place a
 * link can start or end. The model listener of the diagram refreshes it.
 */
public abstract class ElementEditPart extends AbstractGraphicalEditPart implements NodeEditPart, TopologyPart {

    private ConnectionAnchor anchor;

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new ElementComponentPolicy());
        installEditPolicy(EditPolicy.DIRECT_EDIT_ROLE, new RenamePolicy());
        installEditPolicy(EditPolicy.GRAPHICAL_NODE_ROLE, new LinkCreationPolicy());
    }

    /** Selection handles for an element that lives inside its host and is not dragged on its own. */
    protected static NonResizableEditPolicy fixedInHost() {
        NonResizableEditPolicy p = new NonResizableEditPolicy();
        p.setDragAllowed(false);
        return p;
    }

    public NamedElement element() {
        return (NamedElement) getModel();
    }

    public TopologyEditPart diagram() {
        EditPart p = getParent();
        while (!(p instanceof TopologyEditPart)) {
            p = p.getParent();
        }
        return (TopologyEditPart) p;
    }

    @Override
    public Topology topology() {
        return diagram().topology();
    }

    /** The label that direct edit overlays with a text field. */
    public abstract Label getNameLabel();

    @Override
    protected void refreshVisuals() {
        if (getFigure() instanceof Decorated d) {
            Problems p = diagram().problems();
            d.setProblem(p.severityOf(getModel()), p.messagesOf(getModel()));
        }
    }

    @Override
    public void performRequest(Request request) {
        if (RequestConstants.REQ_DIRECT_EDIT.equals(request.getType()) || RequestConstants.REQ_OPEN.equals(request.getType())) {
            new NameEditManager(this).show();
        }
    }

    @Override
    protected List<?> getModelSourceConnections() {
        return diagram().links().from(getModel());
    }

    @Override
    protected List<?> getModelTargetConnections() {
        return diagram().links().to(getModel());
    }

    @Override
    public ConnectionAnchor getSourceConnectionAnchor(ConnectionEditPart connection) {
        return anchor();
    }

    @Override
    public ConnectionAnchor getTargetConnectionAnchor(ConnectionEditPart connection) {
        return anchor();
    }

    @Override
    public ConnectionAnchor getSourceConnectionAnchor(Request request) {
        return anchor();
    }

    @Override
    public ConnectionAnchor getTargetConnectionAnchor(Request request) {
        return anchor();
    }

    /** One anchor for every link of this element: a link refreshed keeps it instead of re-hooking a new one. */
    private ConnectionAnchor anchor() {
        if (anchor == null) {
            anchor = new NodeAnchor(getFigure());
        }
        return anchor;
    }

    void refreshConnections() {
        refreshSourceConnections();
        refreshTargetConnections();
    }
}
