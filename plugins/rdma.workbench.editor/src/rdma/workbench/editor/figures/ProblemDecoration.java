package rdma.workbench.editor.figures;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;

import rdma.workbench.ui.Tooltips;

/**
 * The validator's verdict as one figure shows it: the severity (for the figure's outline), a
 * badge in its top-right corner, and a tooltip of what the figure is followed by the problems.
 */
final class ProblemDecoration {

    private final IFigure figure;
    private Severity severity = Severity.NONE;
    private String summary;
    private String messages;

    ProblemDecoration(IFigure figure) {
        this.figure = figure;
    }

    Severity severity() {
        return severity;
    }

    /** What the figure is, for its tooltip. */
    void setSummary(String summary) {
        this.summary = summary;
        updateTooltip();
    }

    void set(Severity severity, String messages) {
        this.severity = severity;
        this.messages = messages;
        updateTooltip();
        figure.repaint();
    }

    void paintBadge(Graphics g) {
        severity.paintBadge(g, figure.getBounds());
    }

    private void updateTooltip() {
        String text = severity == Severity.NONE || messages == null ? summary : (summary == null ? "" : summary + "\n\n") + messages;
        figure.setToolTip(text == null || text.isEmpty() ? null : new WrappedTip(text));
    }

    /**
     * A tooltip whose text is wrapped when it is first shown: a long validation message would run
     * off the screen, as Draw2d does not wrap tooltips, but wrapping every figure's text when a
     * fabric of thousands of figures opens is work for tooltips nobody looks at.
     */
    private static final class WrappedTip extends Label {

        private String unwrapped;

        WrappedTip(String text) {
            unwrapped = text;
        }

        @Override
        public String getText() {
            if (unwrapped != null) {
                setText(Tooltips.wrap(unwrapped));
                unwrapped = null;
            }
            return super.getText();
        }
    }
}
