package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.ConnectionEndpointLocator;
import org.eclipse.draw2d.ConnectionLocator;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolylineConnection;

/**
 * A cable, labelled with its bandwidth and, zoomed in, with the names of the ports at its ends; red or amber when the
 * validator found a problem with it.
 */
public final class LinkFigure extends PolylineConnection implements Decorated {

    private final Label label = new Label();
    private final Label sourcePort = new PortEndLabel();
    private final Label targetPort = new PortEndLabel();
    private final ProblemDecoration problem = new ProblemDecoration(this);

    public LinkFigure() {
        setForegroundColor(ColorConstants.darkGray);
        setLineWidth(2);
        label.setOpaque(true);
        label.setBackgroundColor(ColorConstants.white);
        add(label, new ConnectionLocator(this, ConnectionLocator.MIDDLE));
        add(sourcePort, endLocator(false));
        add(targetPort, endLocator(true));
    }

    private ConnectionEndpointLocator endLocator(boolean target) {
        ConnectionEndpointLocator l = new ConnectionEndpointLocator(this, target);
        // along the cable, clear of the port's own box, and beside the line rather than on it
        l.setUDistance(8);
        l.setVDistance(-4);
        return l;
    }

    /** The names of the ports at the cable's ends, shown from 100 % zoom. */
    public void showPorts(String source, String target) {
        sourcePort.setText(source);
        targetPort.setText(target);
    }

    /** The port names shown at the ends, source first. */
    public String[] getPortTexts() {
        return new String[] {sourcePort.getText(), targetPort.getText()};
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
