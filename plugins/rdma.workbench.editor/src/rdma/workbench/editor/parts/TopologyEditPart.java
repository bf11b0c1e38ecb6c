package rdma.workbench.editor.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;

import rdma.workbench.editor.layout.Placement;
import rdma.workbench.model.topology.Topology;

/** The diagram: a free-form layer holding the hosts and switches where {@link Placement} puts them. */
public final class TopologyEditPart extends AbstractGraphicalEditPart {

    private Map<EObject, Rectangle> placement;

    @Override
    protected IFigure createFigure() {
        FreeformLayer layer = new FreeformLayer();
        layer.setLayoutManager(new FreeformLayout());
        layer.setBorder(new MarginBorder(10));
        return layer;
    }

    @Override
    protected void createEditPolicies() {
        // this first version only draws; editing policies come with the palette's creation tools
    }

    Topology topology() {
        return (Topology) getModel();
    }

    Rectangle boundsOf(EObject node) {
        if (placement == null) {
            placement = Placement.of(topology());
        }
        return placement.get(node);
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Object> children = new ArrayList<>(topology().getHosts());
        children.addAll(topology().getSwitches());
        return children;
    }
}
