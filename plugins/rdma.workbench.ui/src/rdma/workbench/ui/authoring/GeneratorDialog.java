package rdma.workbench.ui.authoring;

import java.util.function.Supplier;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/**
 * What a generator asks before it runs: labelled choices in two columns, the generator's own
 * check as the dialog's message, OK only when it passes. The dialog explains itself in its
 * message, so it offers no help button.
 */
abstract class GeneratorDialog extends TitleAreaDialog {

    /** The width of the generator dialogs, in pixels: the message wraps into a few lines instead of stretching across the screen. */
    static final int WIDTH = 600;

    private final String title;

    GeneratorDialog(Shell parent, String title) {
        super(parent);
        setHelpAvailable(false);
        this.title = title;
    }

    /** Adds the dialog's labelled choices to {@code fields}, a two-column grid. */
    abstract void createFields(Composite fields);

    /** Checks the choices as they stand and shows the result ({@link #report}); called once the OK button exists and after every change. */
    abstract void check();

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(title);
        Composite fields = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(fields);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(fields);
        createFields(fields);
        return area;
    }

    @Override
    protected Point getInitialSize() {
        return getShell().computeSize(WIDTH, SWT.DEFAULT, true);
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    /** A label and a read-only combo beside it. */
    static Combo labelledCombo(Composite fields, String text) {
        new Label(fields, SWT.NONE).setText(text);
        Combo combo = new Combo(fields, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
        return combo;
    }

    /** The generator's verdict: {@code problem} as the error (OK disabled), or, when it is null, {@code message} (OK enabled). */
    void report(String problem, Supplier<String> message) {
        setErrorMessage(problem);
        if (problem == null) {
            setMessage(message.get());
        }
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
        }
    }
}
