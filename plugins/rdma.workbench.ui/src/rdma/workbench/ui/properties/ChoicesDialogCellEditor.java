package rdma.workbench.ui.properties;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.DialogCellEditor;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.dialogs.ListSelectionDialog;

/** Edits a many-valued feature (access flags, send flags) by ticking values in a dialog. */
final class ChoicesDialogCellEditor extends DialogCellEditor {

    private final String title;
    private final List<Object> choices;
    private final ILabelProvider labels;

    ChoicesDialogCellEditor(Composite parent, String title, List<Object> choices, ILabelProvider labels) {
        super(parent);
        this.title = title;
        this.choices = new ArrayList<>(choices);
        this.choices.remove(null);
        this.labels = labels;
    }

    @Override
    protected Object openDialogBox(Control cellEditorWindow) {
        Collection<?> current = getValue() instanceof Collection<?> c ? c : List.of();
        ListSelectionDialog dialog = ListSelectionDialog.of(choices)
                .contentProvider(ArrayContentProvider.getInstance())
                .labelProvider(labels)
                .preselect(current.toArray())
                .title(title)
                .message("Choose the values of " + title + ":")
                .create(cellEditorWindow.getShell());
        if (dialog.open() != ListSelectionDialog.OK) {
            return null;
        }
        List<Object> chosen = new ArrayList<>();
        for (Object o : dialog.getResult()) {
            chosen.add(o);
        }
        return chosen;
    }

    @Override
    protected void updateContents(Object value) {
        if (getDefaultLabel() == null) {
            return;
        }
        if (value instanceof Collection<?> c) {
            List<String> texts = new ArrayList<>();
            for (Object o : c) {
                texts.add(labels.getText(o));
            }
            getDefaultLabel().setText(String.join(", ", texts));
        } else {
            getDefaultLabel().setText("");
        }
    }
}
