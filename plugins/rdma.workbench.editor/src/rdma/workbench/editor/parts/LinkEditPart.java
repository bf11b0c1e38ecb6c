package rdma.workbench.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.eclipse.gef.editpolicies.ConnectionEndpointEditPolicy;

import rdma.workbench.editor.figures.LinkFigure;
import rdma.workbench.editor.policies.LinkDeletePolicy;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.topology.Link;
import rdma.workbench.ui.edit.TreeLabels;

/** A link between a NIC and a switch (or two NICs), labelled with its bandwidth; its ends can be dragged to another port. */
public final class LinkEditPart extends AbstractConnectionEditPart {

    @Override
    protected IFigure createFigure() {
        return new LinkFigure();
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.CONNECTION_ENDPOINTS_ROLE, new ConnectionEndpointEditPolicy());
        installEditPolicy(EditPolicy.CONNECTION_ROLE, new LinkDeletePolicy());
    }

    @Override
    protected void refreshVisuals() {
        Link l = (Link) getModel();
        double g = l.getBandwidth();
        StringBuilder faults = new StringBuilder();
        appendRate(faults, "loss", l.getLossRate());
        appendRate(faults, "corruption", l.getCorruptionRate());
        appendRate(faults, "reorder", l.getReorderRate());
        appendRate(faults, "duplicates", l.getDuplicateRate());
        String label = TreeLabels.number(g) + " Gb/s" + (faults.isEmpty() ? "" : " · faults");
        LinkFigure f = (LinkFigure) getFigure();
        f.show(label, ModelLabels.of(l) + (faults.isEmpty() ? "" : "\nFaults:" + faults));
        if (getParent() != null && getRoot().getContents() instanceof TopologyEditPart diagram) {
            Problems p = diagram.problems();
            f.setProblem(p.severityOf(l), p.messagesOf(l));
        }
    }

    private static void appendRate(StringBuilder b, String what, double rate) {
        if (rate > 0) {
            b.append(' ').append(what).append(' ').append(rate * 100).append('%');
        }
    }
}
