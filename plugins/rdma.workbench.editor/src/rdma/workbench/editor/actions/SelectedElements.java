package rdma.workbench.editor.actions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.GraphicalEditPart;

import rdma.workbench.editor.parts.ElementEditPart;
import rdma.workbench.editor.parts.TopologyEditPart;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Switch;

/** The hosts and switches among selected edit parts, with the bounds they are drawn at. */
final class SelectedElements {

    final List<EObject> nodes = new ArrayList<>();
    final Map<EObject, Rectangle> bounds = new HashMap<>();
    TopologyEditPart diagram;

    SelectedElements(List<?> selection) {
        for (Object o : selection) {
            if (o instanceof ElementEditPart p && (p.getModel() instanceof Host || p.getModel() instanceof Switch)) {
                nodes.add((EObject) p.getModel());
                bounds.put((EObject) p.getModel(), ((GraphicalEditPart) p).getFigure().getBounds().getCopy());
                diagram = p.diagram();
            }
        }
    }
}
