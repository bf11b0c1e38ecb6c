package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.RoundedRectangle;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;

/** A host: its name, then its RDMA NICs and network namespaces (the figures of its children). */
public final class HostFigure extends RoundedRectangle implements Decorated {

    static final Color FILL = new Color(null, 246, 247, 250);

    private final Label title = new TextLabel();
    private final Figure contents = new Figure();
    private final Label emptyHint = new TextLabel("no RDMA NIC: drop one here");
    private final ProblemDecoration problem = new ProblemDecoration(this);

    public HostFigure(Image icon) {
        setCornerDimensions(new Dimension(10, 10));
        setBackgroundColor(FILL);
        setForegroundColor(ColorConstants.gray);
        ToolbarLayout layout = new ToolbarLayout();
        layout.setSpacing(4);
        layout.setStretchMinorAxis(true);
        setLayoutManager(layout);
        setBorder(new MarginBorder(5, 8, 8, 8));
        title.setFont(JFaceResources.getBannerFont());
        title.setForegroundColor(ColorConstants.black);
        title.setLabelAlignment(PositionConstants.LEFT);
        title.setIcon(icon);
        add(title);
        ToolbarLayout inner = new ToolbarLayout();
        inner.setSpacing(4);
        inner.setStretchMinorAxis(true);
        contents.setLayoutManager(inner);
        add(contents);
        emptyHint.setForegroundColor(ColorConstants.gray);
        emptyHint.setLabelAlignment(PositionConstants.LEFT);
    }

    /** A host without NICs says how to give it one. */
    public void setEmpty(boolean empty) {
        if (empty && emptyHint.getParent() == null) {
            add(emptyHint);
        } else if (!empty && emptyHint.getParent() == this) {
            remove(emptyHint);
        }
    }

    /** Where the NIC and namespace figures go. */
    public IFigure getContents() {
        return contents;
    }

    public Label getTitle() {
        return title;
    }

    public void setTitle(String name, String summary) {
        title.setText(name);
        problem.setSummary(summary);
    }

    @Override
    public void setProblem(Severity severity, String messages) {
        setForegroundColor(severity == Severity.NONE ? ColorConstants.gray : severity.color());
        problem.set(severity, messages);
    }

    @Override
    public Severity getProblem() {
        return problem.severity();
    }

    @Override
    protected void outlineShape(Graphics g) {
        g.setLineWidth(problem.severity() == Severity.NONE ? 1 : 2);
        super.outlineShape(g);
    }

    @Override
    protected void paintClientArea(Graphics g) {
        super.paintClientArea(g);
        problem.paintBadge(g);
    }
}
