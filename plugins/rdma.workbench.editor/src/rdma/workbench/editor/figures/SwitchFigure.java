package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.RoundedRectangle;
import org.eclipse.draw2d.StackLayout;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;

/** A switch: a dark blue box with its name (and PFC when the switch runs it). */
public final class SwitchFigure extends RoundedRectangle {

    static final Color FILL = new Color(null, 43, 94, 167);

    private final Label label = new Label();

    public SwitchFigure() {
        setCornerDimensions(new org.eclipse.draw2d.geometry.Dimension(8, 8));
        setBackgroundColor(FILL);
        setForegroundColor(FILL);
        setLayoutManager(new StackLayout());
        label.setForegroundColor(ColorConstants.white);
        label.setFont(JFaceResources.getBannerFont());
        add(label);
    }

    public void setText(String text) {
        label.setText(text);
    }
}
