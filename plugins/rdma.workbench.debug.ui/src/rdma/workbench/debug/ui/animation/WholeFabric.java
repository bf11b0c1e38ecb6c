package rdma.workbench.debug.ui.animation;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;

import rdma.workbench.editor.TopologyDiagramEditor;

/**
 * Zooms a diagram so its whole fabric is in view, at the size it is shown: a diagram just
 * opened, or just moved beside the scenario editor, has not its new size yet, and a zoom taken
 * then fits another size (the fabric too small, or half out of view).
 */
final class WholeFabric {

    private WholeFabric() {
    }

    /** Zooms {@code diagram} now, or, when {@code resizing} or it has no size yet, once it has its new one. */
    static void show(TopologyDiagramEditor diagram, boolean resizing) {
        Control canvas = diagram.getGraphicalViewer().getControl();
        if (canvas == null || canvas.isDisposed()) {
            return;
        }
        if (!resizing && hasSize(canvas)) {
            diagram.zoomToContents();
            return;
        }
        canvas.addListener(SWT.Resize, new Listener() {
            @Override
            public void handleEvent(Event e) {
                if (hasSize(canvas)) {
                    canvas.removeListener(SWT.Resize, this);
                    // Draw2d lays the figures out for the new size on its next update: zoom after it
                    canvas.getDisplay().asyncExec(() -> {
                        if (!canvas.isDisposed()) {
                            diagram.zoomToContents();
                        }
                    });
                }
            }
        });
    }

    private static boolean hasSize(Control c) {
        return c.getSize().x > 1 && c.getSize().y > 1;
    }
}
