package rdma.workbench.editor.overlay;

import java.beans.PropertyChangeListener;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.FigureListener;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.LayeredPane;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;

import rdma.workbench.editor.commands.Endpoints;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/**
 * A layer above the topology diagram's figures for what others want drawn on it — packets on
 * links, drops, badges on NICs — placed by the names of the model's elements and found through
 * the edit-part registry, so they follow moves and zoom. The editor knows nothing of who draws:
 * the debugger's animation uses it, and the diagram never depends on the debugger.
 */
public final class DiagramOverlay {

    static final String LAYER = "rdma.workbench.overlay";

    private final GraphicalViewer viewer;
    private final Topology topology;
    private final OverlayFigure figure;
    private List<Mark> marks = List.of();

    /** The overlay of the diagram {@code viewer} shows (of {@code topology}); its layer is made on first use. */
    public DiagramOverlay(GraphicalViewer viewer, Topology topology) {
        this.viewer = viewer;
        this.topology = topology;
        LayerManager layers = (LayerManager) viewer.getEditPartRegistry().get(LayerManager.ID);
        // the unscaled pane above the diagram (where selection handles go): marks keep their size at any zoom, and a PNG export leaves them out
        LayeredPane unscaled = (LayeredPane) layers.getLayer(LayerConstants.HANDLE_LAYER).getParent();
        IFigure layer = unscaled.getLayer(LAYER);
        if (layer == null) {
            layer = new FreeformLayer();
            unscaled.add(layer, LAYER);
        }
        figure = new OverlayFigure(this);
        layer.add(figure);
        if (viewer.getControl() instanceof FigureCanvas canvas) {
            // scrolled or zoomed: the marks cover what is shown then
            canvas.getViewport().addPropertyChangeListener(refit);
            canvas.getViewport().addFigureListener(resized);
        }
    }

    private final PropertyChangeListener refit = e -> fit();
    private final FigureListener resized = f -> fit();

    private void fit() {
        figure.setBounds(visibleArea());
    }

    /** Shows {@code marks} instead of what it showed. */
    public void show(List<Mark> next) {
        marks = List.copyOf(next);
        // what the editor shows now, and no more: a figure of a freeform layer widens the diagram's scroll range (and a stale one, after a zoom, would)
        figure.setBounds(visibleArea());
        figure.repaint();
    }

    public void clear() {
        show(List.of());
    }

    /** What it shows. */
    public List<Mark> marks() {
        return marks;
    }

    private Rectangle visibleArea() {
        if (viewer.getControl() instanceof FigureCanvas canvas) {
            return canvas.getViewport().getClientArea().getCopy();
        }
        return new Rectangle();
    }

    /** Removes the layer's figure: the editor closes, or its user is done. */
    public void dispose() {
        if (viewer.getControl() instanceof FigureCanvas canvas) {
            canvas.getViewport().removePropertyChangeListener(refit);
            canvas.getViewport().removeFigureListener(resized);
        }
        if (figure.getParent() != null) {
            figure.getParent().remove(figure);
        }
    }

    /** Whether the diagram has a host or switch called {@code node}. */
    public boolean hasNode(String node) {
        return box(node) != null;
    }

    /** The point {@code fraction} of the way along link {@code link} from its end at {@code fromNode}, in diagram coordinates; null when there is no such link drawn. */
    public Point pointOnLink(String link, String fromNode, double fraction) {
        Link l = link(link);
        if (l == null || !(viewer.getEditPartRegistry().get(l) instanceof GraphicalEditPart part) || !(part.getFigure() instanceof PolylineConnection c)) {
            return null;
        }
        PointList points = c.getPoints();
        if (points.size() < 2) {
            return null;
        }
        boolean fromSource = fromNode == null || name(Endpoints.boxOf(Endpoints.nodeOf(l.getSource()))).equals(fromNode);
        double f = Math.max(0, Math.min(1, fromSource ? fraction : 1 - fraction));
        return along(points, f);
    }

    /** The point {@code f} of the way along a polyline, by length. */
    static Point along(PointList points, double f) {
        double total = 0;
        for (int i = 1; i < points.size(); i++) {
            total += points.getPoint(i - 1).getDistance(points.getPoint(i));
        }
        double want = total * f;
        for (int i = 1; i < points.size(); i++) {
            Point a = points.getPoint(i - 1);
            Point b = points.getPoint(i);
            double seg = a.getDistance(b);
            if (want <= seg || i == points.size() - 1) {
                double t = seg == 0 ? 0 : Math.min(1, want / seg);
                return new Point((int) Math.round(a.x + (b.x - a.x) * t), (int) Math.round(a.y + (b.y - a.y) * t));
            }
            want -= seg;
        }
        return points.getFirstPoint();
    }

    /** The bounds of NIC {@code device} of host {@code host} (the host's when the NIC is not drawn), or null. */
    public Rectangle boundsOf(String host, String device) {
        EObject h = box(host);
        if (h instanceof Host hh && device != null) {
            for (Rnic r : hh.getRnics()) {
                if (device.equals(r.getName()) && viewer.getEditPartRegistry().get(r) instanceof GraphicalEditPart p) {
                    return absolute(p.getFigure());
                }
            }
        }
        return h != null && viewer.getEditPartRegistry().get(h) instanceof GraphicalEditPart p ? absolute(p.getFigure()) : null;
    }

    /** Where badge {@code badge} is drawn, in the overlay's coordinates (the view's, as {@link #boundsOf}); null when its NIC is not drawn. */
    public Rectangle areaOf(Mark.Badge badge) {
        return figure.badgeArea(badge);
    }

    /** A figure's bounds in the overlay's coordinates (zoomed and scrolled as the screen shows it). */
    private Rectangle absolute(IFigure f) {
        Rectangle r = f.getBounds().getCopy();
        f.translateToAbsolute(r);
        figure.translateToRelative(r);
        return r;
    }

    /** A point of the connection layer (where {@link #pointOnLink} answers) in the overlay's coordinates. */
    Point onOverlay(Point p) {
        IFigure connections = ((LayerManager) viewer.getEditPartRegistry().get(LayerManager.ID)).getLayer(LayerConstants.CONNECTION_LAYER);
        Point q = p.getCopy();
        connections.translateToAbsolute(q);
        figure.translateToRelative(q);
        return q;
    }

    private Link link(String name) {
        for (Link l : topology.getLinks()) {
            if (name.equals(l.getName())) {
                return l;
            }
        }
        return null;
    }

    private EObject box(String node) {
        for (Host h : topology.getHosts()) {
            if (node.equals(h.getName())) {
                return h;
            }
        }
        for (Switch s : topology.getSwitches()) {
            if (node.equals(s.getName())) {
                return s;
            }
        }
        return null;
    }

    private static String name(EObject o) {
        return o instanceof NamedElement n && n.getName() != null ? n.getName() : "";
    }
}
