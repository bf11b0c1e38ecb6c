package rdma.workbench.editor.export;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.ScaledGraphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;

import rdma.workbench.model.persistence.AtomicFile;

/**
 * The diagram as a PNG: the printable layers (figures and links, no handles or grid) at 100%,
 * scaled down only when X11 could not hold the image (over 16,000 pixels a side or 40 million
 * pixels in all, as a 1,024-host fabric in one row would be).
 */
public final class DiagramImage {

    private static final int MAX_SIDE = 16_000;
    private static final double MAX_PIXELS = 40e6;
    private static final int MARGIN = 20;

    private DiagramImage() {
    }

    /** Renders {@code viewer}'s diagram; returns the image's pixel data. */
    public static ImageData render(GraphicalViewer viewer) {
        LayerManager layers = (LayerManager) viewer.getEditPartRegistry().get(LayerManager.ID);
        IFigure figure = layers.getLayer(LayerConstants.PRINTABLE_LAYERS);
        Rectangle extent = extentOf(figure).expand(MARGIN, MARGIN);
        double scale = Math.min(1, Math.min(MAX_SIDE / (double) extent.width, MAX_SIDE / (double) extent.height));
        scale = Math.min(scale, Math.sqrt(MAX_PIXELS / ((double) extent.width * extent.height)));
        int w = Math.max(1, (int) Math.ceil(extent.width * scale));
        int h = Math.max(1, (int) Math.ceil(extent.height * scale));
        Display display = viewer.getControl().getDisplay();
        Image image = new Image(display, w, h);
        GC gc = new GC(image);
        SWTGraphics swt = new SWTGraphics(gc);
        Graphics g = scale < 1 ? new ScaledGraphics(swt) : swt;
        try {
            g.setBackgroundColor(display.getSystemColor(SWT.COLOR_WHITE));
            g.fillRectangle(0, 0, w, h);
            g.scale(scale);
            g.translate(-extent.x, -extent.y);
            figure.paint(g);
            return image.getImageData();
        } finally {
            if (g != swt) {
                g.dispose();
            }
            swt.dispose();
            gc.dispose();
            image.dispose();
        }
    }

    /** The union of what is drawn on the layers (the freeform extent starts at the origin, not at the first figure). */
    private static Rectangle extentOf(IFigure printable) {
        Rectangle r = null;
        for (Object layer : printable.getChildren()) {
            for (Object child : ((IFigure) layer).getChildren()) {
                Rectangle b = ((IFigure) child).getBounds();
                r = r == null ? b.getCopy() : r.union(b);
            }
        }
        return r == null ? new Rectangle(0, 0, 1, 1) : r;
    }

    /** Writes {@code data} as PNG to {@code target}, whole or not at all. */
    public static void writePng(ImageData data, Path target) throws IOException {
        AtomicFile.write(target, out -> {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {data};
            loader.save(out, SWT.IMAGE_PNG);
        });
    }
}
