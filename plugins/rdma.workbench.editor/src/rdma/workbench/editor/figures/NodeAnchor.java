package rdma.workbench.editor.figures;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.AnchorListener;
import org.eclipse.draw2d.ChopboxAnchor;
import org.eclipse.draw2d.FigureListener;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * Where a link meets a NIC, a host or a switch: the point of the figure's box towards the other
 * end. Draw2d's own anchor listens to every ancestor of its figure (the diagram layer, its pane,
 * the viewport), so each link adds listeners to the one diagram layer and a 4,096-host fabric
 * spent most of its opening copying those listener arrays. This anchor listens only to the
 * figures whose moves move it — its own and those between it and the diagram layer (a NIC's
 * host); the layer itself never moves a node against the links drawn beside it. One anchor per
 * figure serves all its links, and they hear of a move once, when the figure's box has moved.
 */
public final class NodeAnchor extends ChopboxAnchor {

    private final FigureListener moved = f -> moved();
    /** The figures listened to while anyone listens to this anchor; empty otherwise. */
    private final List<IFigure> watched = new ArrayList<>(2);
    /** The owner's box in absolute coordinates when the listeners last heard of it (a host's move reaches it twice). */
    private Rectangle heard;

    public NodeAnchor(IFigure owner) {
        super(owner);
    }

    private Rectangle box() {
        Rectangle box = getOwner().getBounds().getCopy();
        getOwner().translateToAbsolute(box);
        return box;
    }

    private void moved() {
        Rectangle box = box();
        if (!box.equals(heard)) {
            heard = box;
            fireAnchorMoved();
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public void addAnchorListener(AnchorListener listener) {
        if (listener == null) {
            return;
        }
        if (listeners.isEmpty()) {
            heard = box();
            for (IFigure f = getOwner(); f != null && !(f instanceof FreeformLayer); f = f.getParent()) {
                watched.add(f);
            }
            for (IFigure f : watched) {
                f.addFigureListener(moved);
            }
        }
        listeners.add(listener);
    }

    @Override
    public void removeAnchorListener(AnchorListener listener) {
        listeners.remove(listener);
        if (listeners.isEmpty()) {
            for (IFigure f : watched) {
                f.removeFigureListener(moved);
            }
            watched.clear();
        }
    }
}
