package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.RoundedRectangle;
import org.eclipse.draw2d.StackLayout;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;

/** A switch: a dark blue box with its name and what it runs (PFC). */
public final class SwitchFigure extends RoundedRectangle implements Decorated {

    static final Color FILL = new Color(null, 43, 94, 167);

    private final Label label = new TextLabel();
    private final ProblemDecoration problem = new ProblemDecoration(this);

    public SwitchFigure(Image icon) {
        setCornerDimensions(new Dimension(8, 8));
        setBackgroundColor(FILL);
        setForegroundColor(FILL);
        setLayoutManager(new StackLayout());
        setBorder(new MarginBorder(8, 12, 8, 18));
        label.setForegroundColor(ColorConstants.white);
        label.setFont(JFaceResources.getBannerFont());
        label.setIcon(icon);
        add(label);
    }

    public Label getNameLabel() {
        return label;
    }

    public void show(String text, String summary) {
        label.setText(text);
        problem.setSummary(summary);
    }

    public String getText() {
        return label.getText();
    }

    @Override
    public void setProblem(Severity severity, String messages) {
        setForegroundColor(severity == Severity.NONE ? FILL : severity.color());
        problem.set(severity, messages);
    }

    @Override
    public Severity getProblem() {
        return problem.severity();
    }

    @Override
    protected void outlineShape(Graphics g) {
        g.setLineWidth(problem.severity() == Severity.NONE ? 1 : 3);
        super.outlineShape(g);
    }

    @Override
    protected void paintClientArea(Graphics g) {
        super.paintClientArea(g);
        problem.paintBadge(g);
    }
}
