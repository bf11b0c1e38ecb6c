package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.ConnectionLocator;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolylineConnection;

/** A cable, labelled with its bandwidth. */
public final class LinkFigure extends PolylineConnection {

    private final Label label = new Label();

    public LinkFigure() {
        setForegroundColor(ColorConstants.darkGray);
        setLineWidth(2);
        label.setOpaque(true);
        label.setBackgroundColor(ColorConstants.white);
        add(label, new ConnectionLocator(this, ConnectionLocator.MIDDLE));
    }

    public void setText(String text) {
        label.setText(text);
    }

    public String getText() {
        return label.getText();
    }
}
