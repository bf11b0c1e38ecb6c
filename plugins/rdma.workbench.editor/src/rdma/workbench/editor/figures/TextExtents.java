package rdma.workbench.editor.figures;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.swt.graphics.Font;

/**
 * The size of a one-line text in a font, as the diagram's labels need it thousands of times
 * when a large fabric opens: each character's advance is measured once per font and a text's
 * width is their sum. Where the toolkit places glyphs at whole pixels (GTK's default hinting)
 * that sum is the exact width, or a few pixels more where a kerning pair tightens the text,
 * so a label sized by it never cuts its text. A font whose measured calibration text differs
 * from the sum (fractional advances), and any text with line breaks, tabs or characters of other
 * scripts (which may combine or run right to left), is measured whole as draw2d would.
 */
public final class TextExtents {

    /** Has no kerning pair in common fonts: its width is the sum of its characters' wherever advances are whole pixels. */
    private static final String CALIBRATION = "host0123456789 leaf spine mlx5_0 erdma eth MTU ns · Gb/s :.";
    private static final Map<Font, TextExtents> BY_FONT = new HashMap<>();

    private final Font font;
    private final boolean summable;
    private final int height;
    private final Map<Character, Integer> advances = new HashMap<>();

    private TextExtents(Font font) {
        this.font = font;
        Dimension whole = FigureUtilities.getTextExtents(CALIBRATION, font);
        this.height = whole.height;
        this.summable = sum(CALIBRATION) == whole.width;
    }

    /** The width and height of {@code text} in {@code font}. */
    public static Dimension of(String text, Font font) {
        if (font == null || font.isDisposed()) {
            return FigureUtilities.getTextExtents(text, font);
        }
        TextExtents e = BY_FONT.get(font);
        if (e == null) {
            BY_FONT.keySet().removeIf(Font::isDisposed);
            e = new TextExtents(font);
            BY_FONT.put(font, e);
        }
        return e.measure(text);
    }

    private Dimension measure(String text) {
        if (!summable || !simple(text)) {
            return FigureUtilities.getTextExtents(text, font);
        }
        return new Dimension(sum(text), height);
    }

    private int sum(String text) {
        int w = 0;
        for (int i = 0; i < text.length(); i++) {
            w += advances.computeIfAbsent(text.charAt(i), c -> FigureUtilities.getTextExtents(String.valueOf(c), font).width);
        }
        return w;
    }

    /**
     * One line of Latin, Greek, Cyrillic or Armenian letters, digits and punctuation (with dashes,
     * quotes, bullets and the ellipsis): characters that neither combine with their neighbours nor
     * run right to left.
     */
    private static boolean simple(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean plain = c >= ' ' && c < 0x7F || c >= 0xA0 && c < 0x0300 || c >= 0x0370 && c < 0x0590 || c >= 0x2010 && c < 0x2028;
            if (!plain) {
                return false;
            }
        }
        return true;
    }
}
