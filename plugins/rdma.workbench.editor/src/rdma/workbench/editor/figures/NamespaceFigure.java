package rdma.workbench.editor.figures;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.RoundedRectangle;
import org.eclipse.draw2d.StackLayout;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;

/** A network namespace of a host, drawn as a badge with the ports that live in it. */
public final class NamespaceFigure extends RoundedRectangle implements Decorated {

    private static final Color FILL = new Color(null, 232, 244, 234);
    private static final Color EDGE = new Color(null, 60, 140, 80);

    private final Label label = new TextLabel();
    private final ProblemDecoration problem = new ProblemDecoration(this);

    public NamespaceFigure(Image icon) {
        setCornerDimensions(new Dimension(12, 12));
        setBackgroundColor(FILL);
        setForegroundColor(EDGE);
        setLayoutManager(new StackLayout());
        setBorder(new MarginBorder(1, 6, 1, 18));
        label.setIcon(icon);
        label.setLabelAlignment(PositionConstants.LEFT);
        label.setForegroundColor(EDGE);
        add(label);
    }

    public Label getNameLabel() {
        return label;
    }

    public void show(String text, String summary) {
        label.setText(text);
        problem.setSummary(summary);
    }

    @Override
    public void setProblem(Severity severity, String messages) {
        setForegroundColor(severity == Severity.NONE ? EDGE : severity.color());
        problem.set(severity, messages);
    }

    @Override
    public Severity getProblem() {
        return problem.severity();
    }

    @Override
    protected void paintClientArea(Graphics g) {
        super.paintClientArea(g);
        problem.paintBadge(g);
    }

}
