package rdma.workbench.ui.editors;

import java.util.List;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.MoveCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

import rdma.workbench.model.editing.StepTransfer;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.ui.edit.ModelChangeCommand;

/**
 * Steps moved (drag and drop in the lanes) and pasted, each as one command on the editor's
 * stack: a step moved within its program is an EMF MoveCommand; anything that crosses programs
 * or scenarios is a {@link StepTransfer}, confirmed first when it leaves references it cannot
 * remap.
 */
final class StepCommands {

    private final EditingDomain domain;
    private final EObject root;

    StepCommands(EditingDomain domain, EObject root) {
        this.domain = domain;
        this.root = root;
    }

    /** Moves {@code steps} (of one program) before the step now at {@code index} of {@code target}; false when nothing changed. */
    boolean move(List<Step> steps, Program target, int index, TransferConfirmation confirmation) {
        Program source = (Program) steps.get(0).eContainer();
        if (source == target && steps.size() == 1) {
            Step step = steps.get(0);
            int from = target.getSteps().indexOf(step);
            int to = from < index ? index - 1 : index;
            if (to == from) {
                return false;
            }
            return execute(MoveCommand.create(domain, target, ScenarioPackage.Literals.PROGRAM__STEPS, step, to));
        }
        StepTransfer t = StepTransfer.move(steps, target, index);
        String label = "Move " + what(steps) + (source == target ? "" : " to " + target.getName());
        if (!t.unresolved().isEmpty() && !confirmation.proceed(label, t.unresolved())) {
            return false;
        }
        return execute(new ModelChangeCommand(root.eResource(), label, t::apply));
    }

    /** Pastes the clipboard's steps before the step now at {@code index} of {@code target}; false when nothing changed. */
    boolean paste(Program target, int index, TransferConfirmation confirmation) {
        StepClipboard.Content c = StepClipboard.content();
        if (c == null) {
            return false;
        }
        StepTransfer t = StepTransfer.copy(c.source(), c.steps(), target, index);
        String label = "Paste " + what(c.steps());
        if (!t.unresolved().isEmpty() && !confirmation.proceed(label, t.unresolved())) {
            return false;
        }
        return execute(new ModelChangeCommand(root.eResource(), label, t::apply));
    }

    private boolean execute(Command c) {
        if (!c.canExecute()) {
            return false;
        }
        domain.getCommandStack().execute(c);
        return true;
    }

    private static String what(List<Step> steps) {
        return steps.size() == 1 ? steps.get(0).getName() : steps.size() + " steps";
    }
}
