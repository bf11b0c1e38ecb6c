package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;

/**
 * The name of the port a cable ends at, beside that end. It is drawn only at 100 % zoom and closer: zoomed out, a
 * fabric's hundreds of port names would cover the cables, and the user zooms in to see which port is which.
 */
final class PortEndLabel extends Label {

    /** The zoom from which port names show. */
    static final double FROM_ZOOM = 1.0;

    PortEndLabel() {
        setForegroundColor(ColorConstants.darkGray);
    }

    @Override
    public void paint(Graphics g) {
        if (g.getAbsoluteScale() >= FROM_ZOOM - 1e-9) {
            super.paint(g);
        }
    }
}
