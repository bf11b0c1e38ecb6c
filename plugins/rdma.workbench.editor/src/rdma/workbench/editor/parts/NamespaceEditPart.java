package rdma.workbench.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.gef.EditPolicy;

import rdma.workbench.editor.figures.DiagramIcons;
import rdma.workbench.editor.figures.NamespaceFigure;
import rdma.workbench.model.topology.NetworkNamespace;

/** A network namespace of a host, as a badge. */
public final class NamespaceEditPart extends ElementEditPart {

    @Override
    protected IFigure createFigure() {
        return new NamespaceFigure(DiagramIcons.NAMESPACE.image());
    }

    @Override
    public Label getNameLabel() {
        return ((NamespaceFigure) getFigure()).getNameLabel();
    }

    @Override
    protected void createEditPolicies() {
        super.createEditPolicies();
        removeEditPolicy(EditPolicy.GRAPHICAL_NODE_ROLE);
        installEditPolicy(EditPolicy.PRIMARY_DRAG_ROLE, fixedInHost());
    }

    @Override
    protected void refreshVisuals() {
        NetworkNamespace ns = (NetworkNamespace) getModel();
        ((NamespaceFigure) getFigure()).show("netns " + ns.getName(), "Network namespace " + ns.getName()
                + "\nPorts and GID entries can be placed in it (Properties: Namespace).");
        super.refreshVisuals();
    }
}
