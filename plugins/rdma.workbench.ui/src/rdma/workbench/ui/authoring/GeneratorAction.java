package rdma.workbench.ui.authoring;

import java.util.Collection;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Shell;

import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.ui.edit.ModelChangeCommand;
import rdma.workbench.ui.editors.ScenarioEditor;

/**
 * A "Generate" action of the scenario editor: asks in a dialog what to generate, then makes the
 * whole change as one {@link ModelChangeCommand}, so one Undo takes it back and the created steps
 * end up selected. When it cannot apply, it is disabled and its tooltip says why.
 */
abstract class GeneratorAction extends Action {

    private final String label;
    private final String description;
    private ScenarioEditor editor;

    GeneratorAction(String label, String description) {
        super(label + "...");
        this.label = label;
        this.description = description;
    }

    /** The name of the command (Edit > Undo shows "Undo " + this) and of its dialog. */
    String label() {
        return label;
    }

    void setEditor(ScenarioEditor editor) {
        this.editor = editor;
        update();
    }

    ScenarioEditor editor() {
        return editor;
    }

    /** Enables the action when it applies to the editor's scenario; otherwise the tooltip gives the reason. */
    void update() {
        String reason = editor == null || !(editor.getRoot() instanceof Scenario s) ? "Open a scenario in the scenario editor" : unavailable(s);
        setEnabled(reason == null);
        setToolTipText(reason == null ? description : reason);
    }

    /** Null when the action applies to {@code scenario}; else why not, in a sentence. */
    abstract String unavailable(Scenario scenario);

    /** Asks what to generate; returns the change (making it returns the objects to select), or null when the user cancels. */
    abstract Supplier<Collection<?>> ask(Shell shell, Scenario scenario, Program selected);

    @Override
    public void run() {
        if (editor == null || !(editor.getRoot() instanceof Scenario s) || unavailable(s) != null) {
            return;
        }
        Supplier<Collection<?>> change = ask(editor.getSite().getShell(), s, selectedProgram());
        if (change != null) {
            editor.getEditingDomain().getCommandStack().execute(new ModelChangeCommand(s.eResource(), label, change));
        }
    }

    /** The program of the selected object: the one the dialog offers first. */
    private Program selectedProgram() {
        IStructuredSelection sel = editor.getSelection();
        return sel.getFirstElement() instanceof EObject o ? Programs.programOf(o) : null;
    }
}
