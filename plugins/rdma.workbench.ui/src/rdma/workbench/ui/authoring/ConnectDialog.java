package rdma.workbench.ui.authoring;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Shell;

import rdma.workbench.model.authoring.ConnectionGenerator;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Scenario;

/** Which two programs to connect: the selected one and the next by default; OK only for a pair that can be connected. */
final class ConnectDialog extends GeneratorDialog {

    private final List<Program> programs;
    private int first;
    private int second;
    private Combo firstCombo;
    private Combo secondCombo;

    ConnectDialog(Shell parent, String title, Scenario scenario, Program selected) {
        super(parent, title);
        this.programs = List.copyOf(scenario.getPrograms());
        first = selected == null ? 0 : Math.max(0, programs.indexOf(selected)); // List.copyOf refuses indexOf(null)
        second = (first + 1) % programs.size();
    }

    @Override
    void createFields(Composite fields) {
        firstCombo = programCombo(fields, "First program:", first);
        secondCombo = programCombo(fields, "Second program:", second);
        firstCombo.addListener(SWT.Selection, e -> choose(firstCombo.getSelectionIndex(), second));
        secondCombo.addListener(SWT.Selection, e -> choose(first, secondCombo.getSelectionIndex()));
    }

    private Combo programCombo(Composite fields, String text, int index) {
        Combo combo = labelledCombo(fields, text);
        programs.forEach(p -> combo.add(p.getName() + (p.getHost() == null ? "" : " (on " + p.getHost().getName() + ")")));
        combo.select(index);
        return combo;
    }

    @Override
    void check() {
        choose(first, second);
    }

    /** Picks programs {@code a} and {@code b} (indexes into the scenario's programs) and says whether they can be connected. */
    void choose(int a, int b) {
        first = a;
        second = b;
        if (firstCombo != null && !firstCombo.isDisposed()) {
            firstCombo.select(a);
            secondCombo.select(b);
        }
        report(ConnectionGenerator.problem(first(), second(), QpType.RC), () -> "QPs in " + first().getName() + " and " + second().getName()
                + ", path MTU " + RoceMtu.bytes(ConnectionGenerator.largestPathMtu(first(), second()))
                + " (the largest both ports carry); the exchanges add the memory regions.");
    }

    Program first() {
        return programs.get(first);
    }

    Program second() {
        return programs.get(second);
    }
}
