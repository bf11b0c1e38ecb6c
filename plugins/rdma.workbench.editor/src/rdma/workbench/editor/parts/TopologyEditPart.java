package rdma.workbench.editor.parts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.CompoundSnapToHelper;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.SnapToGeometry;
import org.eclipse.gef.SnapToGrid;
import org.eclipse.gef.SnapToHelper;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.RootComponentEditPolicy;
import org.eclipse.gef.editpolicies.SnapFeedbackPolicy;

import rdma.workbench.editor.layout.Placement;
import rdma.workbench.editor.policies.DiagramPart;
import rdma.workbench.editor.policies.TopologyLayoutPolicy;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Topology;

/**
 * The diagram: a free-form layer with the hosts and switches at the bounds the topology's
 * layout stores, or where {@link Placement} puts those it has none for. It listens to the
 * whole topology and refreshes what a change touches.
 */
public final class TopologyEditPart extends AbstractGraphicalEditPart implements DiagramPart {

    private Map<EObject, Rectangle> placement;
    private LinkIndex links;
    private Map<EObject, NodeLayout> stored;
    private Problems problems = Problems.NONE;
    private final ModelListener listener = new ModelListener(this);

    @Override
    protected IFigure createFigure() {
        FreeformLayer layer = new FreeformLayer();
        layer.setLayoutManager(new FreeformLayout());
        layer.setBorder(new MarginBorder(10));
        return layer;
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new RootComponentEditPolicy());
        installEditPolicy(EditPolicy.LAYOUT_ROLE, new TopologyLayoutPolicy());
        installEditPolicy("Snap Feedback", new SnapFeedbackPolicy());
    }

    @Override
    public void activate() {
        super.activate();
        topology().eAdapters().add(listener);
    }

    @Override
    public void deactivate() {
        topology().eAdapters().remove(listener);
        super.deactivate();
    }

    @Override
    public Topology topology() {
        return (Topology) getModel();
    }

    /** Where a host or switch is drawn: its stored bounds, else its computed place (computed once, so nothing jumps while editing). */
    @Override
    public Rectangle boundsOf(EObject node) {
        NodeLayout stored = storedLayouts().get(node);
        if (stored != null) {
            return new Rectangle(stored.getX(), stored.getY(), stored.getWidth(), stored.getHeight());
        }
        if (placement == null) {
            placement = Placement.of(topology());
        } else if (!placement.containsKey(node)) {
            // a node that came later gets a place of its own; the others stay where they are drawn
            placement.put(node, Placement.of(topology()).get(node));
        }
        Rectangle r = placement.get(node);
        return r == null ? new Rectangle(0, 0, -1, -1) : r;
    }

    /** The stored layout of each drawn element, indexed once per change of which elements have one, instead of a scan per element. */
    private Map<EObject, NodeLayout> storedLayouts() {
        if (stored == null) {
            stored = new HashMap<>();
            if (topology().getLayout() != null) {
                for (NodeLayout n : topology().getLayout().getNodes()) {
                    stored.putIfAbsent(n.getElement(), n);
                }
            }
        }
        return stored;
    }

    void layoutsChanged() {
        stored = null;
    }

    /** Layouts were taken out of the diagram's list ({@code removed}) or put in ({@code added}): a layout or a list of them each. */
    void layoutsChanged(Object removed, Object added) {
        if (stored == null) {
            return;
        }
        for (NodeLayout n : layouts(removed)) {
            stored.remove(n.getElement(), n);
        }
        for (NodeLayout n : layouts(added)) {
            stored.putIfAbsent(n.getElement(), n);
        }
    }

    private static List<NodeLayout> layouts(Object value) {
        List<NodeLayout> out = new ArrayList<>();
        if (value instanceof NodeLayout n) {
            out.add(n);
        } else if (value instanceof Iterable<?> many) {
            for (Object o : many) {
                if (o instanceof NodeLayout n) {
                    out.add(n);
                }
            }
        }
        return out;
    }

    /** Whether the topology's layout stores bounds for {@code node}. */
    public boolean hasStoredBounds(EObject node) {
        return storedLayouts().containsKey(node);
    }

    void place(ElementEditPart part) {
        setLayoutConstraint(part, part.getFigure(), boundsOf((EObject) part.getModel()));
    }

    LinkIndex links() {
        if (links == null) {
            links = new LinkIndex(topology());
        }
        return links;
    }

    void cablingChanged() {
        links = null;
    }

    public Problems problems() {
        return problems;
    }

    /** Shows {@code p} on the figures, refreshing those whose verdict changed. */
    public void setProblems(Problems p) {
        Problems old = problems;
        problems = p;
        List<EObject> touched = new ArrayList<>(old.elements());
        touched.addAll(p.elements());
        for (EObject o : touched) {
            Object part = getViewer().getEditPartRegistry().get(o);
            if (part instanceof EditPart e) {
                e.refresh();
            }
        }
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Object> children = new ArrayList<>(topology().getHosts());
        children.addAll(topology().getSwitches());
        return children;
    }

    /** Snapping to the grid and to other figures' edges and centres, as the View menu toggles them. */
    @Override
    @SuppressWarnings("rawtypes")
    public Object getAdapter(Class key) {
        if (key == SnapToHelper.class) {
            List<SnapToHelper> helpers = new ArrayList<>();
            if (Boolean.TRUE.equals(getViewer().getProperty(SnapToGeometry.PROPERTY_SNAP_ENABLED))) {
                helpers.add(new SnapToGeometry(this));
            }
            if (Boolean.TRUE.equals(getViewer().getProperty(SnapToGrid.PROPERTY_GRID_ENABLED))) {
                helpers.add(new SnapToGrid(this));
            }
            if (helpers.isEmpty()) {
                return null;
            }
            return (new CompoundSnapToHelper(helpers.toArray(new SnapToHelper[0])));
        }
        return super.getAdapter(key);
    }

    GraphicalEditPart partOf(Object model) {
        return (GraphicalEditPart) getViewer().getEditPartRegistry().get(model);
    }
}
