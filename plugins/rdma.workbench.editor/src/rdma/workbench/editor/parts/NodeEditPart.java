package rdma.workbench.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.ChopboxAnchor;
import org.eclipse.draw2d.ConnectionAnchor;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;

import rdma.workbench.editor.layout.Placement;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/** A host or switch in the diagram: placed by the diagram, with the links cabled to its ports. */
abstract class NodeEditPart extends AbstractGraphicalEditPart implements org.eclipse.gef.NodeEditPart {

    @Override
    protected void createEditPolicies() {
        // drawing only in this version
    }

    private Topology topology() {
        return ((TopologyEditPart) getParent()).topology();
    }

    @Override
    protected void refreshVisuals() {
        Rectangle r = ((TopologyEditPart) getParent()).boundsOf((EObject) getModel());
        ((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), r);
    }

    @Override
    protected List<Object> getModelSourceConnections() {
        List<Object> out = new ArrayList<>();
        for (Link l : topology().getLinks()) {
            if (Placement.owner(l.getSource()) == getModel()) {
                out.add(l);
            }
        }
        return out;
    }

    @Override
    protected List<Object> getModelTargetConnections() {
        List<Object> out = new ArrayList<>();
        for (Link l : topology().getLinks()) {
            if (Placement.owner(l.getTarget()) == getModel()) {
                out.add(l);
            }
        }
        return out;
    }

    @Override
    public ConnectionAnchor getSourceConnectionAnchor(ConnectionEditPart connection) {
        return new ChopboxAnchor(getFigure());
    }

    @Override
    public ConnectionAnchor getTargetConnectionAnchor(ConnectionEditPart connection) {
        return new ChopboxAnchor(getFigure());
    }

    @Override
    public ConnectionAnchor getSourceConnectionAnchor(Request request) {
        return new ChopboxAnchor(getFigure());
    }

    @Override
    public ConnectionAnchor getTargetConnectionAnchor(Request request) {
        return new ChopboxAnchor(getFigure());
    }
}
