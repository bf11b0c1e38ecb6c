package rdma.workbench.editor.commands;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;

import rdma.workbench.model.layout.Diagram;
import rdma.workbench.model.layout.LayoutFactory;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Topology;

/**
 * Moves or resizes one drawn element: its bounds go into the topology's layout (a width or
 * height of -1 means the figure's preferred size). The layout entry, and the layout itself, are
 * created when missing and removed again on undo (the layout only when nothing else is in it).
 */
public final class SetBoundsCommand extends Command {

    private final Topology topology;
    private final EObject element;
    private final Rectangle bounds;
    private Rectangle old;
    private boolean createdDiagram;
    private NodeLayout createdNode;

    public SetBoundsCommand(Topology topology, EObject element, Rectangle bounds) {
        super("Move");
        this.topology = topology;
        this.element = element;
        this.bounds = bounds.getCopy();
    }

    public static NodeLayout find(Topology topology, EObject element) {
        Diagram d = topology.getLayout();
        if (d != null) {
            for (NodeLayout n : d.getNodes()) {
                if (n.getElement() == element) {
                    return n;
                }
            }
        }
        return null;
    }

    @Override
    public void execute() {
        if (topology.getLayout() == null) {
            topology.setLayout(LayoutFactory.eINSTANCE.createDiagram());
            createdDiagram = true;
        }
        NodeLayout n = find(topology, element);
        if (n == null) {
            n = LayoutFactory.eINSTANCE.createNodeLayout();
            n.setElement(element);
            createdNode = n;
            apply(n, bounds);
            topology.getLayout().getNodes().add(n);
        } else {
            old = new Rectangle(n.getX(), n.getY(), n.getWidth(), n.getHeight());
            apply(n, bounds);
        }
    }

    @Override
    public void undo() {
        if (createdNode != null) {
            topology.getLayout().getNodes().remove(createdNode);
        } else {
            apply(find(topology, element), old);
        }
        Diagram d = topology.getLayout();
        if (createdDiagram && d.getNodes().isEmpty() && d.getEdges().isEmpty()) {
            topology.setLayout(null);
        }
    }

    @Override
    public void redo() {
        if (topology.getLayout() == null) {
            topology.setLayout(LayoutFactory.eINSTANCE.createDiagram());
        }
        if (createdNode != null) {
            topology.getLayout().getNodes().add(createdNode);
        } else {
            apply(find(topology, element), bounds);
        }
    }

    private static void apply(NodeLayout n, Rectangle r) {
        n.setX(r.x);
        n.setY(r.y);
        n.setWidth(r.width);
        n.setHeight(r.height);
    }
}
