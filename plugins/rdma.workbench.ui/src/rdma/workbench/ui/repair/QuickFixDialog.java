package rdma.workbench.ui.repair;

import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Ctrl+1 in a model editor: the fixes of the problems on the selected objects, each with what it
 * changes, and for a problem without a fix the reason. OK (or a double click) applies the chosen fix.
 */
final class QuickFixDialog extends Dialog {

    private final List<QuickFixChoice> choices;
    private TableViewer list;
    private Text details;
    private QuickFixChoice chosen;

    QuickFixDialog(Shell parent, List<QuickFixChoice> choices) {
        super(parent);
        this.choices = choices;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Quick Fix");
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        new Label(area, SWT.NONE).setText("Select a fix:");
        list = new TableViewer(area, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL | SWT.FULL_SELECTION);
        list.setContentProvider(ArrayContentProvider.getInstance());
        list.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((QuickFixChoice) element).label();
            }

            @Override
            public Image getImage(Object element) {
                return FixImages.image(FixImages.of(((QuickFixChoice) element).object()));
            }
        });
        list.setInput(choices);
        GridDataFactory.fillDefaults().grab(true, true).hint(600, 110).applyTo(list.getControl());
        details = new Text(area, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.BORDER | SWT.V_SCROLL);
        GridDataFactory.fillDefaults().grab(true, false).hint(600, 150).applyTo(details); // the fix and the whole problem text, without scrolling
        list.addSelectionChangedListener(e -> show((QuickFixChoice) list.getStructuredSelection().getFirstElement()));
        list.addDoubleClickListener(e -> okPressed());
        list.setSelection(new StructuredSelection(choices.get(0)));
        return area;
    }

    private void show(QuickFixChoice choice) {
        details.setText(choice == null ? "" : choice.details());
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(choice != null && choice.fix() != null);
        }
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        getButton(IDialogConstants.OK_ID).setText("Apply");
        show((QuickFixChoice) list.getStructuredSelection().getFirstElement());
    }

    @Override
    protected void okPressed() {
        QuickFixChoice choice = (QuickFixChoice) list.getStructuredSelection().getFirstElement();
        if (choice == null || choice.fix() == null) {
            return;
        }
        chosen = choice;
        super.okPressed();
    }

    /** The fix chosen with Apply; null after Cancel. */
    QuickFixChoice chosen() {
        return chosen;
    }

    /** The choices the dialog lists (for tests and for callers that apply without asking). */
    List<QuickFixChoice> choices() {
        return choices;
    }
}
