package rdma.workbench.editor.figures;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Insets;

/**
 * A label of the diagram: draw2d's, sized through {@link TextExtents}. Draw2d measures a label's
 * text for its preferred size, then its text and an ellipsis again for its minimum size, each
 * time through the toolkit; a 4,096-host fabric has some 17,000 labels.
 */
public class TextLabel extends Label {

    private static final String ELLIPSIS = "...";

    public TextLabel() {
    }

    public TextLabel(String text) {
        super(text);
    }

    @Override
    protected Dimension calculateTextSize() {
        return TextExtents.of(getText(), getFont());
    }

    /** As draw2d's: room for the icon and the ellipsis (or the whole text, when shorter). */
    @Override
    public Dimension getMinimumSize(int wHint, int hHint) {
        if (minSize == null) {
            Dimension text = TextExtents.of(ELLIPSIS, getFont()).getCopy().intersect(getTextSize());
            Dimension label = calculateLabelSize(text);
            Insets insets = getInsets();
            minSize = label.expand(insets.getWidth(), insets.getHeight());
        }
        return minSize;
    }
}
