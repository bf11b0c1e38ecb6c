package rdma.workbench.testing.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.dialogs.DialogPage;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;

/**
 * A wizard in a real, open WizardDialog, driven through its widgets as a user does: fields found
 * by the label before them, buttons pressed, list rows clicked. The UI test fragments share it
 * (rdma.workbench.ui.tests' wizard tests, rdma.workbench.debug.ui.tests' walks from File > New to a run).
 */
public final class WizardDriver {

    private final WizardDialog dialog;

    /** Drives a wizard dialog that is open already (one the workbench opened, File > New, say). */
    public WizardDriver(WizardDialog dialog) {
        this.dialog = dialog;
    }

    /** Opens {@code wizard} in a dialog over the workbench window, not waiting for it to close. */
    public static WizardDriver open(IWizard wizard) {
        WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        drain();
        return new WizardDriver(dialog);
    }

    /** The current page's message line: the error when there is one, else the message. */
    public String message() {
        var page = (DialogPage) dialog.getCurrentPage();
        return page.getErrorMessage() != null ? page.getErrorMessage() : page.getMessage();
    }

    /** The text field after the label {@code label} (mnemonics ignored) on the current page. */
    public Text text(String label) {
        return after(label, Text.class);
    }

    /** The combo box after the label {@code label} on the current page. */
    public Combo combo(String label) {
        return after(label, Combo.class);
    }

    /** Types {@code value} into the text field after {@code label}. */
    public void type(String label, String value) {
        text(label).setText(value); // fires Modify as typing does
        drain();
    }

    /** Chooses {@code item} in the combo box after {@code label}. */
    public void choose(String label, String item) {
        Combo c = combo(label);
        int i = Arrays.asList(c.getItems()).indexOf(item);
        assertTrue(i >= 0, item + " is one of " + Arrays.toString(c.getItems()));
        c.select(i);
        c.notifyListeners(SWT.Selection, null);
        drain();
    }

    /** The rows of the current page's list, as shown. */
    public List<String> rows() {
        Table t = first(pageControl(), Table.class);
        return Arrays.stream(t.getItems()).map(i -> i.getText()).toList();
    }

    /** Clicks the row of the current page's list that reads {@code row}. */
    public void click(String row) {
        Table t = first(pageControl(), Table.class);
        int i = rows().indexOf(row);
        assertTrue(i >= 0, row + " is one of " + rows());
        t.setSelection(i);
        t.notifyListeners(SWT.Selection, null);
        drain();
    }

    /** The selected row of the current page's list. */
    public String selectedRow() {
        Table t = first(pageControl(), Table.class);
        return t.getSelectionCount() == 1 ? t.getSelection()[0].getText() : null;
    }

    public void next() {
        press(IDialogConstants.NEXT_LABEL);
    }

    public void finish() {
        press(IDialogConstants.FINISH_LABEL);
    }

    public boolean enabled(String button) {
        return button(button).isEnabled();
    }

    public void press(String label) {
        Button b = button(label);
        assertTrue(b.isEnabled(), label + " is enabled; the page says: " + message());
        b.notifyListeners(SWT.Selection, null);
        drain();
    }

    public void close() {
        if (dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        drain();
    }

    public boolean isOpen() {
        return dialog.getShell() != null && !dialog.getShell().isDisposed();
    }

    /** The labels on the current page, mnemonics removed. */
    public List<String> labels() {
        List<String> out = new ArrayList<>();
        for (Control c : all(pageControl())) {
            if (c instanceof Label l && l.isVisible()) {
                out.add(l.getText().replace("&", ""));
            }
        }
        return out;
    }

    private Control pageControl() {
        return dialog.getCurrentPage().getControl();
    }

    private Button button(String label) {
        for (Control c : all(dialog.getShell())) {
            if (c instanceof Button b && label.equals(b.getText())) {
                return b;
            }
        }
        return fail("no button " + label);
    }

    private <T extends Control> T after(String label, Class<T> type) {
        List<Control> controls = all(pageControl());
        for (int i = 0; i < controls.size(); i++) {
            if (controls.get(i) instanceof Label l && l.getText().replace("&", "").equals(label)) {
                for (int j = i + 1; j < controls.size(); j++) {
                    if (type.isInstance(controls.get(j))) {
                        return type.cast(controls.get(j));
                    }
                }
            }
        }
        return fail("no " + type.getSimpleName() + " after the label " + label + " on " + dialog.getCurrentPage().getName()
                + " (labels: " + labels() + ")");
    }

    private static <T extends Control> T first(Control root, Class<T> type) {
        return all(root).stream().filter(type::isInstance).map(type::cast).findFirst().orElseThrow();
    }

    /** Every control under {@code root}, in the order of the tab traversal's layout (children in creation order). */
    private static List<Control> all(Control root) {
        List<Control> out = new ArrayList<>();
        out.add(root);
        if (root instanceof Composite c) {
            for (Control child : c.getChildren()) {
                out.addAll(all(child));
            }
        }
        return out;
    }

    /** Runs the pending UI events: the wizard's pages answer a change through them. */
    private static void drain() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // keep dispatching
        }
    }
}
