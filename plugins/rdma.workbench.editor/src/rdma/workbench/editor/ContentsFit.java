package rdma.workbench.editor;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * The zoom at which a diagram's hosts, switches and links fill a canvas, and where to scroll to
 * show them from its top-left corner. Room is kept around them in screen pixels, not in diagram units: the
 * overlay's marks keep their size at any zoom (a badge stands above a NIC's top edge and may be
 * wider than a NIC drawn small), so a fabric zoomed out to fit would otherwise lose the badges
 * at its edge.
 */
final class ContentsFit {

    /** Screen pixels kept free on each side of the fabric, for the overlay's marks. */
    static final int MARK_ROOM = 16;
    /** Diagram units around the figures, so that no figure touches the canvas's edge when zoomed in. */
    private static final int MARGIN = 10;
    private static final double MIN_ZOOM = 0.25;
    private static final double MAX_ZOOM = 1.5;

    /** The figures' extent with its margin, at zoom 1; null when the diagram is empty. */
    private final Rectangle box;

    /** The fit of the figures drawn in {@code diagram} (its children: hosts and switches). */
    ContentsFit(IFigure diagram) {
        // a diagram just opened has its figures' places as constraints only, until its first layout
        diagram.validate();
        Rectangle union = null;
        for (Object child : diagram.getChildren()) {
            Rectangle b = ((IFigure) child).getBounds();
            union = union == null ? b.getCopy() : union.union(b);
        }
        box = union == null || union.isEmpty() ? null : union.expand(MARGIN, MARGIN);
    }

    boolean isEmpty() {
        return box == null;
    }

    /** The zoom that fits the fabric and the room for its marks into a canvas of {@code canvas} pixels, within the editor's zoom range. */
    double zoomFor(Dimension canvas) {
        double fit = Math.min((canvas.width - 2.0 * MARK_ROOM) / box.width, (canvas.height - 2.0 * MARK_ROOM) / box.height);
        return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, fit));
    }

    /**
     * Where to scroll a canvas at {@code zoom} so that the fabric starts {@link #MARK_ROOM} pixels
     * from its top-left corner (the canvas stops scrolling at the diagram's origin: a fabric drawn
     * near it keeps the room it has there).
     */
    Point viewLocation(double zoom) {
        return new Point((int) Math.round(box.x * zoom) - MARK_ROOM, (int) Math.round(box.y * zoom) - MARK_ROOM);
    }
}
