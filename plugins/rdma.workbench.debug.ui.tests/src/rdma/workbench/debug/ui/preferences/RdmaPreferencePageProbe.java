package rdma.workbench.debug.ui.preferences;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import rdma.workbench.debug.ui.UiTesting;

/** Types into the RDMA preference page of an open Preferences dialog as a user does, and reads what it answers. */
final class RdmaPreferencePageProbe {

    private final PreferenceDialog dialog;

    RdmaPreferencePageProbe(PreferenceDialog dialog) {
        this.dialog = dialog;
    }

    /** Types {@code value} into the text field labelled {@code label} (mnemonics ignored). */
    void setText(String label, String value) {
        Text field = fieldAfter(dialog.getShell(), label);
        if (field == null) {
            throw new AssertionError("no field labelled '" + label + "' on the page");
        }
        field.setText(value);
        // a field editor validates as keys are released
        field.notifyListeners(SWT.KeyUp, new Event());
        UiTesting.drain();
    }

    String errorMessage() {
        return ((PreferencePage) dialog.getSelectedPage()).getErrorMessage();
    }

    boolean okEnabled() {
        return okButton(dialog.getShell()).isEnabled();
    }

    void ok() {
        okButton(dialog.getShell()).notifyListeners(SWT.Selection, new Event());
        UiTesting.drain();
    }

    private static Text fieldAfter(Composite parent, String label) {
        Control[] kids = parent.getChildren();
        for (int i = 0; i < kids.length; i++) {
            if (kids[i] instanceof Label l && l.getText().replace("&", "").equals(label) && i + 1 < kids.length && kids[i + 1] instanceof Text t) {
                return t;
            }
            if (kids[i] instanceof Composite c) {
                Text t = fieldAfter(c, label);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    private Button okButton(Composite parent) {
        for (Control c : parent.getChildren()) {
            if (c instanceof Button b && IDialogConstants.OK_ID == (b.getData() instanceof Integer id ? id : -1)) {
                return b;
            }
            if (c instanceof Button b && (b.getText().replace("&", "").equals("Apply and Close") || b.getText().equals(IDialogConstants.OK_LABEL))) {
                return b;
            }
            if (c instanceof Composite k) {
                Button b = okButton(k);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }
}
