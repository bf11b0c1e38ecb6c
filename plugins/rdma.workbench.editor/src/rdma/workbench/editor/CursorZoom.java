package rdma.workbench.editor;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.MouseWheelHandler;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.widgets.Event;

/** Ctrl+wheel zooms about the point under the mouse, which stays where it was (GEF's own handler zooms about the view's corner). */
final class CursorZoom implements MouseWheelHandler {

    private final ZoomManager zoom;

    CursorZoom(ZoomManager zoom) {
        this.zoom = zoom;
    }

    @Override
    public void handleMouseWheel(Event event, EditPartViewer viewer) {
        double before = zoom.getZoom();
        Point view = zoom.getViewport().getViewLocation();
        double modelX = (view.x + event.x) / before;
        double modelY = (view.y + event.y) / before;
        if (event.count > 0 && zoom.canZoomIn()) {
            zoom.zoomIn();
        } else if (event.count < 0 && zoom.canZoomOut()) {
            zoom.zoomOut();
        }
        double after = zoom.getZoom();
        if (after != before) {
            zoom.getViewport().getUpdateManager().performValidation();
            zoom.setViewLocation(new Point((int) Math.round(modelX * after - event.x), (int) Math.round(modelY * after - event.y)));
        }
        event.doit = false;
    }
}
