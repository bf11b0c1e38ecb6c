package rdma.workbench.ui.edit;

import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.common.notify.Notifier;
import org.eclipse.emf.edit.command.ChangeCommand;

/**
 * Any change to a model, made by plain Java code, as one command on the editing domain's stack:
 * EMF's change recorder notes every feature it touches, so one Undo takes all of it back and
 * Redo replays it. Generators, templates applied to an open file and quick fixes use this, so
 * they can build model objects the way headless code does and still undo in one step.
 */
public final class ModelChangeCommand extends ChangeCommand {

    private final Supplier<? extends Collection<?>> change;
    private Collection<?> affected = List.of();

    /**
     * @param scope  what the change may touch (a resource, or the resource set when it spans files)
     * @param label  the name Edit > Undo shows ("Undo Connect an RC QP pair")
     * @param change makes the change and returns the objects to select afterwards
     */
    public ModelChangeCommand(Notifier scope, String label, Supplier<? extends Collection<?>> change) {
        super(scope);
        this.change = change;
        setLabel(label);
        setDescription(label);
    }

    @Override
    protected void doExecute() {
        affected = change.get();
    }

    @Override
    public Collection<?> getAffectedObjects() {
        return affected;
    }
}
