package rdma.workbench.debug.ui.ladder;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;

/** A {@link Pen} on an SWT graphics context: the canvas, or an image for a PNG. */
final class GcPen implements Pen {

    private final GC gc;
    private final Font normal;
    private final Font bold;
    private final Map<Integer, Color> colors = new HashMap<>();
    private final double height;

    GcPen(GC gc, Font normal, Font bold) {
        this.gc = gc;
        this.normal = normal;
        this.bold = bold;
        gc.setFont(normal);
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        this.height = gc.getFontMetrics().getHeight();
    }

    @Override
    public void color(int rgb) {
        Color c = colors.computeIfAbsent(rgb, v -> new Color(v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF));
        gc.setForeground(c);
        gc.setBackground(c);
    }

    @Override
    public void stroke(int width, boolean dashed) {
        gc.setLineWidth(width);
        gc.setLineStyle(dashed ? SWT.LINE_DASH : SWT.LINE_SOLID);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        gc.drawLine(clip(x1), clip(y1), clip(x2), clip(y2));
    }

    @Override
    public void fill(double... xy) {
        int[] p = new int[xy.length];
        for (int i = 0; i < xy.length; i++) {
            p[i] = clip(xy[i]);
        }
        gc.fillPolygon(p);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        gc.fillRectangle(clip(x), clip(y), (int) Math.ceil(w), (int) Math.ceil(h));
    }

    @Override
    public void text(String s, double x, double y, boolean strong) {
        gc.setFont(strong ? bold : normal);
        gc.drawString(s, clip(x), clip(y), true);
        gc.setFont(normal);
    }

    @Override
    public double textWidth(String s) {
        return gc.textExtent(s).x;
    }

    @Override
    public double textHeight() {
        return height;
    }

    /** Coordinates far outside the view (a long arrow's end) are held where X11 still draws them right. */
    private static int clip(double v) {
        return (int) Math.round(Math.max(-30_000, Math.min(30_000, v)));
    }
}
