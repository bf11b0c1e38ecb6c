package rdma.workbench.ui.repair;

import java.util.List;

import org.eclipse.emf.common.command.CommandWrapper;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.model.repair.Fix;
import rdma.workbench.ui.edit.ModelChangeCommand;
import rdma.workbench.ui.validation.ValidatingEditor;

/**
 * A quick fix as one command on the editor's stack (a {@link ModelChangeCommand}, so Undo takes
 * it all back), validating again after it runs, is undone or redone, so the problem markers and
 * the decorations follow: the marker goes with the fix and comes back with Undo.
 */
final class FixCommand extends CommandWrapper {

    private final ValidatingEditor editor;

    private FixCommand(ValidatingEditor editor, ModelChangeCommand change) {
        super(change);
        this.editor = editor;
    }

    /** Runs {@code fix} on {@code resource}'s model in {@code editor}, selecting {@code object} afterwards. */
    static void run(ValidatingEditor editor, Resource resource, Fix fix, EObject object) {
        editor.getEditingDomain().getCommandStack().execute(new FixCommand(editor, new ModelChangeCommand(resource, "Quick Fix: " + fix.label(), () -> {
            fix.apply();
            return object.eResource() == null ? List.of() : List.of(object);
        })));
    }

    @Override
    public void execute() {
        super.execute();
        editor.validate();
    }

    @Override
    public void undo() {
        super.undo();
        editor.validate();
    }

    @Override
    public void redo() {
        super.redo();
        editor.validate();
    }
}
