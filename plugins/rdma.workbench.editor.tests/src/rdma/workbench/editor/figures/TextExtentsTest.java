package rdma.workbench.editor.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

/** The diagram's text sizes against the toolkit's own measure of the whole text. */
class TextExtentsTest {

    private static final List<String> TEXTS = List.of("host4096", "leaf12", "p1 · eth0 · MTU 4096 · 10.0.3.17", "erdma_0  ·  ERDMA RoCEv2",
            "100 Gb/s · faults", "fe80::1:2:3:4 · ns blue", "", "Te AV To Wa Yo LT", "two\nlines", "tab\there", "مضيف", "주인", "e\u0301t\u00e9");

    private static List<Font> fonts() {
        return List.of(Display.getDefault().getSystemFont(), JFaceResources.getBannerFont());
    }

    @Test
    void aTextIsNeverNarrowerThanTheToolkitDrawsItAndAsTall() {
        for (Font font : fonts()) {
            for (String text : TEXTS) {
                Dimension real = FigureUtilities.getTextExtents(text, font);
                Dimension ours = TextExtents.of(text, font);
                assertTrue(ours.width >= real.width, () -> "'" + text + "' in " + font.getFontData()[0] + ": " + ours + " against " + real);
                assertEquals(real.height, ours.height, () -> "'" + text + "' in " + font.getFontData()[0]);
            }
        }
    }

    @Test
    void namesAndAddressesMeasureExactly() {
        for (Font font : fonts()) {
            for (String text : List.of("host4096", "spine7", "p1 · eth0 · MTU 4096 · 10.0.3.17", "mlx5_0  ·  RoCE", "switch12")) {
                assertEquals(FigureUtilities.getTextExtents(text, font), TextExtents.of(text, font), () -> "'" + text + "' in " + font.getFontData()[0]);
            }
        }
    }

    @Test
    void aLabelIsAsWideAsItsTextAndShrinksToAnEllipsis() {
        TextLabel label = new TextLabel("p1 · eth0 · MTU 4096 · 10.0.3.17");
        label.setFont(Display.getDefault().getSystemFont());
        Dimension text = FigureUtilities.getTextExtents(label.getText(), label.getFont());
        assertEquals(text, label.getPreferredSize());
        assertEquals(new Dimension(FigureUtilities.getTextExtents("...", label.getFont()).width, text.height), label.getMinimumSize());
    }
}
