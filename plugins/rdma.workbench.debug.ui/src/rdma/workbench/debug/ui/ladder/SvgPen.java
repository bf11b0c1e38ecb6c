package rdma.workbench.debug.ui.ladder;

import java.util.Locale;

/** A {@link Pen} that writes SVG 1.1: the ladder exported for documents and slides, scalable. */
final class SvgPen implements Pen {

    private static final double CHAR_WIDTH = 6.6;
    private static final double LINE_HEIGHT = 15;

    private final StringBuilder out = new StringBuilder();
    private String color = "#000000";
    private int width = 1;
    private boolean dashed;

    SvgPen(double w, double h) {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
                + "font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"11\">\n", w, h, w, h));
    }

    @Override
    public void color(int rgb) {
        color = String.format(Locale.ROOT, "#%06x", rgb & 0xFFFFFF);
    }

    @Override
    public void stroke(int w, boolean dash) {
        width = w;
        dashed = dash;
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        out.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%d\"%s/>\n", x1, y1, x2, y2,
                color, width, dashed ? " stroke-dasharray=\"6 3\"" : ""));
    }

    @Override
    public void fill(double... xy) {
        out.append("<polygon points=\"");
        for (int i = 0; i + 1 < xy.length; i += 2) {
            out.append(String.format(Locale.ROOT, "%.1f,%.1f ", xy[i], xy[i + 1]));
        }
        out.append("\" fill=\"").append(color).append("\"/>\n");
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        out.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n", x, y, w, h, color));
    }

    @Override
    public void text(String s, double x, double y, boolean bold) {
        out.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\"%s>", x, y + LINE_HEIGHT - 4, color, bold ? " font-weight=\"bold\"" : ""));
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                default -> out.append(c);
            }
        }
        out.append("</text>\n");
    }

    @Override
    public double textWidth(String s) {
        return s.length() * CHAR_WIDTH;
    }

    @Override
    public double textHeight() {
        return LINE_HEIGHT;
    }

    String finish() {
        return out + "</svg>\n";
    }
}
