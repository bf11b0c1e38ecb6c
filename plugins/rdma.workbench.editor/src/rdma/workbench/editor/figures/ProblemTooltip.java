package rdma.workbench.editor.figures;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;

/** The tooltip of a decorated figure: its normal text, then the problems. */
final class ProblemTooltip {

    private ProblemTooltip() {
    }

    static void apply(IFigure f, String normal, Severity severity, String messages) {
        String text = severity == Severity.NONE || messages == null ? normal : (normal == null ? "" : normal + "\n\n") + messages;
        f.setToolTip(text == null || text.isEmpty() ? null : new Label(text));
    }
}
