package rdma.workbench.ui.validation;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * What Validate says when it finds nothing wrong: both editors, the diagram and the tree, say it
 * the same way, notes or not (problems speak for themselves in the Problems view and on the
 * figures; a clean file would otherwise look as if Validate did nothing).
 */
public final class ValidationVerdict {

    private ValidationVerdict() {
    }

    /** The words for a clean {@code result}, or null when it holds a warning or an error. */
    public static String whenClean(String fileName, Diagnostic result) {
        long problems = result.getChildren().stream().filter(c -> c.getSeverity() >= Diagnostic.WARNING).count();
        if (problems > 0) {
            return null;
        }
        long notes = result.getChildren().stream().filter(c -> c.getSeverity() == Diagnostic.INFO).count();
        return fileName + " has no problems." + (notes == 0 ? ""
                : " " + notes + (notes == 1 ? " note in the Problems view says" : " notes in the Problems view say") + " what runs leave out.");
    }

    /** Tells the user {@code fileName} is clean, when it is. */
    public static void tell(Shell shell, String fileName, Diagnostic result) {
        String clean = whenClean(fileName, result);
        if (clean != null) {
            MessageDialog.openInformation(shell, "Validate", clean);
        }
    }
}
