package rdma.workbench.editor.figures;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.ScaledGraphics;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

/** A cable's port names: drawn at 100 % zoom and closer, not when zoomed out to a whole fabric. */
class PortEndLabelTest {

    /** Whether painting the label at {@code scale} puts any dark pixel on a white image. */
    private static boolean drawsAt(double scale) {
        Display d = Display.getCurrent();
        Image image = new Image(d, 200, 60);
        GC gc = new GC(image);
        try {
            gc.setBackground(d.getSystemColor(org.eclipse.swt.SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, 200, 60);
            SWTGraphics swt = new SWTGraphics(gc);
            ScaledGraphics g = new ScaledGraphics(swt);
            g.scale(scale);
            PortEndLabel label = new PortEndLabel();
            label.setFont(d.getSystemFont());
            label.setText("down12");
            label.setBounds(new org.eclipse.draw2d.geometry.Rectangle(0, 0, 100, 20));
            label.paint(g);
            g.dispose();
            swt.dispose();
        } finally {
            gc.dispose();
        }
        ImageData data = image.getImageData();
        image.dispose();
        for (int y = 0; y < data.height; y++) {
            for (int x = 0; x < data.width; x++) {
                if (data.palette.getRGB(data.getPixel(x, y)).red < 128) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void portNamesShowFromFullZoom() {
        assertTrue(drawsAt(1.0), "at 100 %");
        assertTrue(drawsAt(1.5), "closer");
        assertFalse(drawsAt(0.5), "zoomed out: no port names over the cables");
    }
}
