package rdma.workbench.editor.parts;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.gef.EditPart;

import rdma.workbench.editor.commands.Endpoints;
import rdma.workbench.model.layout.Diagram;
import rdma.workbench.model.layout.LayoutPackage;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * Turns model changes into refreshes: a change of an element refreshes the nearest drawn
 * element that holds it, a change of the cabling refreshes the connections at both ends (old
 * and new), a change of the layout moves the element it is about.
 */
final class ModelListener extends EContentAdapter {

    private final TopologyEditPart diagram;

    ModelListener(TopologyEditPart diagram) {
        this.diagram = diagram;
    }

    @Override
    public void notifyChanged(Notification n) {
        super.notifyChanged(n);
        if (n.isTouch() || diagram.getViewer() == null) {
            return;
        }
        Object notifier = n.getNotifier();
        if (notifier instanceof Topology && n.getFeature() == TopologyPackage.Literals.TOPOLOGY__LINKS) {
            diagram.cablingChanged();
            refreshEnds(n.getOldValue());
            refreshEnds(n.getNewValue());
        } else if (notifier instanceof Topology) {
            diagram.layoutsChanged();
            diagram.refresh();
        } else if (notifier instanceof Link l && (n.getFeature() == TopologyPackage.Literals.LINK__SOURCE || n.getFeature() == TopologyPackage.Literals.LINK__TARGET)) {
            diagram.cablingChanged();
            refreshConnections(Endpoints.nodeOf((Endpoint) n.getOldValue()));
            refreshConnections(Endpoints.nodeOf((Endpoint) n.getNewValue()));
            refreshPart(l);
        } else if (notifier instanceof NodeLayout layout) {
            if (n.getFeature() == LayoutPackage.Literals.NODE_LAYOUT__ELEMENT) {
                diagram.layoutsChanged();
                refreshPart(n.getOldValue());
            }
            refreshPart(layout.getElement());
        } else if (notifier instanceof Diagram) {
            diagram.layoutsChanged(n.getOldValue(), n.getNewValue());
            refreshLayouts(n.getOldValue());
            refreshLayouts(n.getNewValue());
        } else if (notifier instanceof EObject o) {
            for (EObject e = o; e != null; e = e.eContainer()) {
                if (refreshPart(e)) {
                    break;
                }
            }
        }
    }

    private void refreshEnds(Object value) {
        if (value instanceof Link l) {
            refreshConnections(Endpoints.nodeOf(l.getSource()));
            refreshConnections(Endpoints.nodeOf(l.getTarget()));
        } else if (value instanceof Iterable<?> many) {
            for (Object o : many) {
                refreshEnds(o);
            }
        }
    }

    private void refreshLayouts(Object value) {
        if (value instanceof NodeLayout l) {
            refreshPart(l.getElement());
        } else if (value instanceof Iterable<?> many) {
            for (Object o : many) {
                refreshLayouts(o);
            }
        }
    }

    private void refreshConnections(Object node) {
        if (node != null && diagram.partOf(node) instanceof ElementEditPart p) {
            p.refreshConnections();
        }
    }

    private boolean refreshPart(Object model) {
        EditPart part = model == null ? null : diagram.partOf(model);
        if (part != null) {
            part.refresh();
        }
        return part != null;
    }
}
