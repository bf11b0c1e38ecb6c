package rdma.workbench.editor.figures;

import java.util.List;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.RectangleFigure;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;

/**
 * An RDMA NIC inside its host: an accent bar in the colour of its kind (ERDMA orange, RoCE
 * blue), the name with what it speaks (iWARP, RoCEv2), then one line per port.
 */
public final class RnicFigure extends RectangleFigure implements Decorated {

    public static final Color ERDMA = new Color(null, 255, 106, 0);
    public static final Color ROCE = new Color(null, 31, 111, 209);
    private static final Color FILL = new Color(null, 255, 255, 255);
    private static final Color PORT = new Color(null, 70, 70, 70);

    private final Label name = new TextLabel();
    private Color accent = ROCE;
    private final ProblemDecoration problem = new ProblemDecoration(this);

    public RnicFigure() {
        setBackgroundColor(FILL);
        setForegroundColor(ColorConstants.lightGray);
        ToolbarLayout layout = new ToolbarLayout();
        layout.setStretchMinorAxis(true);
        setLayoutManager(layout);
        setBorder(new MarginBorder(3, 9, 3, 18));
        name.setLabelAlignment(PositionConstants.LEFT);
        add(name);
    }

    public Label getNameLabel() {
        return name;
    }

    /** {@code kind} after the name (iWARP, RoCEv2, RoCE); {@code ports} one line each. */
    public void show(Image icon, String deviceName, String kind, boolean erdma, List<String> ports, String summary) {
        accent = erdma ? ERDMA : ROCE;
        name.setIcon(icon);
        name.setText(deviceName + "  ·  " + kind);
        name.setForegroundColor(accent);
        while (getChildren().size() > 1) {
            remove((IFigure) getChildren().get(1));
        }
        for (String p : ports) {
            Label l = new TextLabel(p);
            l.setLabelAlignment(PositionConstants.LEFT);
            l.setForegroundColor(PORT);
            add(l);
        }
        problem.setSummary(summary);
    }

    @Override
    public void setProblem(Severity severity, String messages) {
        problem.set(severity, messages);
    }

    @Override
    public Severity getProblem() {
        return problem.severity();
    }

    @Override
    protected void fillShape(Graphics g) {
        super.fillShape(g);
        Rectangle r = getBounds();
        g.setBackgroundColor(accent);
        g.fillRectangle(r.x, r.y, 4, r.height);
    }

    @Override
    protected void outlineShape(Graphics g) {
        if (problem.severity() != Severity.NONE) {
            g.setForegroundColor(problem.severity().color());
            g.setLineWidth(2);
        }
        super.outlineShape(g);
    }

    @Override
    protected void paintClientArea(Graphics g) {
        super.paintClientArea(g);
        problem.paintBadge(g);
    }
}
