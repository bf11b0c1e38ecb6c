package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.ConnectionLocator;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolylineConnection;

/** A cable, labelled with its bandwidth; red or amber when the validator found a problem with it. */
public final class LinkFigure extends PolylineConnection implements Decorated {

    private final Label label = new TextLabel();
    private final ProblemDecoration problem = new ProblemDecoration(this);

    public LinkFigure() {
        setForegroundColor(ColorConstants.darkGray);
        setLineWidth(2);
        label.setOpaque(true);
        label.setBackgroundColor(ColorConstants.white);
        add(label, new ConnectionLocator(this, ConnectionLocator.MIDDLE));
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
        setForegroundColor(severity == Severity.NONE ? ColorConstants.darkGray : severity.color());
        label.setForegroundColor(severity == Severity.NONE ? ColorConstants.black : severity.color());
        setLineWidth(severity == Severity.NONE ? 2 : 3);
        problem.set(severity, messages);
    }

    @Override
    public Severity getProblem() {
        return problem.severity();
    }
}
