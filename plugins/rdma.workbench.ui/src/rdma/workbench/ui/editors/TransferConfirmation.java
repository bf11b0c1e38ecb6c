package rdma.workbench.ui.editors;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import rdma.workbench.model.editing.UnresolvedReference;

/** Asks whether to go on with a move or paste that leaves references it cannot remap; answers true to go on. */
@FunctionalInterface
public interface TransferConfirmation {

    boolean proceed(String action, List<UnresolvedReference> unresolved);

    /** The dialog a user sees: what cannot be remapped, one per line, and Continue / Cancel. */
    static TransferConfirmation dialog(Shell shell) {
        return (action, unresolved) -> {
            String list = unresolved.stream().map(u -> "  • " + u.message()).collect(Collectors.joining("\n"));
            MessageDialog d = new MessageDialog(shell, action, null,
                    action + " leaves " + (unresolved.size() == 1 ? "one reference" : unresolved.size() + " references")
                            + " that cannot be remapped by name and kind:\n\n" + list
                            + "\n\nContinue anyway (validation will show them), or cancel and leave the scenario as it is?",
                    MessageDialog.WARNING, 0, "Continue", "Cancel");
            return d.open() == 0;
        };
    }
}
