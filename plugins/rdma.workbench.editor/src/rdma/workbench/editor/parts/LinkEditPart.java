package rdma.workbench.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;

import rdma.workbench.editor.figures.LinkFigure;
import rdma.workbench.model.topology.Link;

/** A link between two nodes, labelled with its bandwidth. */
public final class LinkEditPart extends AbstractConnectionEditPart {

    @Override
    protected IFigure createFigure() {
        return new LinkFigure();
    }

    @Override
    protected void createEditPolicies() {
        // drawing only in this version
    }

    @Override
    protected void refreshVisuals() {
        Link l = (Link) getModel();
        double g = l.getBandwidth();
        ((LinkFigure) getFigure()).setText((g == Math.rint(g) ? String.valueOf((long) g) : String.valueOf(g)) + " Gb/s");
    }
}
