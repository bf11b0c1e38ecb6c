package rdma.workbench.ui.authoring;

import java.util.List;

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

import rdma.workbench.model.authoring.ConnectionGenerator;
import rdma.workbench.model.fabric.RoceMtu;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Scenario;

/** Which two programs to connect: the selected one and the next by default; OK only for a pair that can be connected. */
final class ConnectDialog extends TitleAreaDialog {

    /** The width of the generator dialogs, in pixels. */
    static final int WIDTH = 600;

    private final String title;
    private final List<Program> programs;
    private int first;
    private int second;
    private Combo firstCombo;
    private Combo secondCombo;

    ConnectDialog(Shell parent, String title, Scenario scenario, Program selected) {
        super(parent);
        setHelpAvailable(false); // no help page to show: the dialog explains itself in its message
        this.title = title;
        this.programs = List.copyOf(scenario.getPrograms());
        first = selected == null ? 0 : Math.max(0, programs.indexOf(selected)); // List.copyOf refuses indexOf(null)
        second = (first + 1) % programs.size();
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(title);
        Composite c = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        firstCombo = combo(c, "First program:", first);
        secondCombo = combo(c, "Second program:", second);
        firstCombo.addListener(SWT.Selection, e -> choose(firstCombo.getSelectionIndex(), second));
        secondCombo.addListener(SWT.Selection, e -> choose(first, secondCombo.getSelectionIndex()));
        return area;
    }

    /** A width that wraps the message into a few lines instead of stretching the dialog across the screen. */
    @Override
    protected Point getInitialSize() {
        return getShell().computeSize(WIDTH, SWT.DEFAULT, true);
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        choose(first, second);
    }

    private Combo combo(Composite parent, String text, int index) {
        new Label(parent, SWT.NONE).setText(text);
        Combo combo = new Combo(parent, SWT.READ_ONLY);
        programs.forEach(p -> combo.add(p.getName() + (p.getHost() == null ? "" : " (on " + p.getHost().getName() + ")")));
        combo.select(index);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
        return combo;
    }

    /** Picks programs {@code a} and {@code b} (indexes into the scenario's programs) and says whether they can be connected. */
    void choose(int a, int b) {
        first = a;
        second = b;
        if (firstCombo != null && !firstCombo.isDisposed()) {
            firstCombo.select(a);
            secondCombo.select(b);
        }
        String problem = ConnectionGenerator.problem(first(), second(), QpType.RC);
        if (problem != null) {
            setErrorMessage(problem);
        } else {
            setErrorMessage(null);
            Mtu mtu = ConnectionGenerator.largestPathMtu(first(), second());
            setMessage("QPs in " + first().getName() + " and " + second().getName() + ", path MTU " + RoceMtu.bytes(mtu)
                    + " (the largest both ports carry); the exchanges add the memory regions.");
        }
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
        }
    }

    Program first() {
        return programs.get(first);
    }

    Program second() {
        return programs.get(second);
    }
}
