package rdma.workbench.debug.ui.ladder;

/**
 * What the ladder draws with: a screen (SWT's GC), a PNG (a GC on an image) or an SVG file.
 * Colours are 0xRRGGBB; coordinates are pixels.
 */
interface Pen {

    void color(int rgb);

    /** Line width in pixels; {@code dashed} for a resent frame. */
    void stroke(int width, boolean dashed);

    void line(double x1, double y1, double x2, double y2);

    /** A filled polygon (an arrow head) of alternating x and y. */
    void fill(double... xy);

    void fillRect(double x, double y, double w, double h);

    /** Text with its top-left corner at (x, y); {@code bold} for lane names. */
    void text(String s, double x, double y, boolean bold);

    /** The width {@link #text} takes for {@code s}. */
    double textWidth(String s);

    double textHeight();
}
