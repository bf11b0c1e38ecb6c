package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.RoundedRectangle;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;

/** A host: its name, then one line per RDMA NIC saying what it is and what it speaks. */
public final class HostFigure extends RoundedRectangle {

    static final Color FILL = new Color(null, 246, 247, 250);
    static final Color ERDMA = new Color(null, 255, 106, 0);
    static final Color ROCE = new Color(null, 31, 111, 209);

    private final Label title = new Label();
    private final ToolbarLayout layout = new ToolbarLayout();

    public HostFigure() {
        setCornerDimensions(new org.eclipse.draw2d.geometry.Dimension(10, 10));
        setBackgroundColor(FILL);
        setForegroundColor(ColorConstants.gray);
        layout.setSpacing(2);
        setLayoutManager(layout);
        setBorder(new MarginBorder(6, 8, 6, 8));
        title.setFont(JFaceResources.getBannerFont());
        title.setForegroundColor(ColorConstants.black);
        title.setLabelAlignment(PositionConstants.LEFT);
        add(title);
    }

    public void setTitle(String text) {
        title.setText(text);
    }

    /** Replaces the NIC lines: each {@code line} with the accent of its kind (ERDMA orange, RoCE blue). */
    public void setDevices(java.util.List<String> lines, java.util.List<Boolean> erdma) {
        while (getChildren().size() > 1) {
            remove((org.eclipse.draw2d.IFigure) getChildren().get(1));
        }
        for (int i = 0; i < lines.size(); i++) {
            Label l = new Label(lines.get(i));
            l.setLabelAlignment(PositionConstants.LEFT);
            l.setForegroundColor(erdma.get(i) ? ERDMA : ROCE);
            add(l);
        }
    }

    @Override
    protected void outlineShape(Graphics g) {
        g.setLineWidth(1);
        super.outlineShape(g);
    }
}
