package rdma.workbench.ui.repair;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.WorkRequests;
import rdma.workbench.model.repair.Fix;
import rdma.workbench.model.repair.Remedies;
import rdma.workbench.model.repair.Remedy;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.ui.validation.ValidatingEditor;

/**
 * Ctrl+1 (the workbench's Quick Fix command) in a model editor, tree or diagram: lists the fixes
 * of the problems on the selected objects and on what they hold (a NIC's ports and GIDs, whose
 * problems the diagram shows on the NIC), and applies the chosen one as one undoable command.
 * A selected PollCq brings in the problems of the work requests it reports: a run's FAIL sits on
 * the poll that saw the wrong completion, while the rule that explains it is about the post step.
 */
public final class EditorQuickFixHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ValidatingEditor editor)) {
            return null;
        }
        Set<Object> selected = new HashSet<>();
        if (HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection s) {
            for (Object o : s.toList()) {
                // a diagram selects parts, which adapt to the elements they draw
                EObject element = Adapters.adapt(o, EObject.class);
                if (element != null) {
                    selected.add(element);
                }
            }
        }
        List<QuickFixChoice> choices = choices(editor.validate(), selected);
        if (choices.isEmpty()) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Quick Fix", selected.size() == 1 && selected.iterator().next() instanceof EObject o
                    ? ModelLabels.capitalize(ModelLabels.of(o)) + " has no problem to fix." : "The selected objects have no problem to fix.");
            return null;
        }
        QuickFixDialog dialog = new QuickFixDialog(HandlerUtil.getActiveShell(event), choices);
        if (dialog.open() == Window.OK && dialog.chosen() != null) {
            apply(editor, dialog.chosen());
        }
        return null;
    }

    /** The fixes (or reasons) of the problems of {@code diagnostic} about one of {@code selected}, what it holds, or a work request a selected PollCq reports, problem by problem. */
    static List<QuickFixChoice> choices(Diagnostic diagnostic, Set<Object> selected) {
        List<QuickFixChoice> choices = new ArrayList<>();
        Set<Object> reported = new HashSet<>();
        for (Object o : selected) {
            if (o instanceof PollCq poll) {
                reported.addAll(WorkRequests.polledBy(poll));
            }
        }
        // the selection's own problems first, then those of the work requests a selected poll reports
        List<Diagnostic> problems = new ArrayList<>();
        List<Diagnostic> ofReported = new ArrayList<>();
        for (Diagnostic d : diagnostic.getChildren()) {
            if (!d.getData().isEmpty() && d.getData().get(0) instanceof EObject object) {
                if (withinSelection(object, selected)) {
                    problems.add(d);
                } else if (withinSelection(object, reported)) {
                    ofReported.add(d);
                }
            }
        }
        problems.addAll(ofReported);
        for (Diagnostic d : problems) {
            EObject object = (EObject) d.getData().get(0);
            Remedy remedy = Remedies.forProblem(d);
            if (remedy == null) {
                continue;
            }
            for (Fix fix : remedy.fixes()) {
                choices.add(new QuickFixChoice(object, d.getMessage(), fix, null));
            }
            if (!remedy.hasFix()) {
                choices.add(new QuickFixChoice(object, d.getMessage(), null, remedy.whyNoFix()));
            }
        }
        return choices;
    }

    private static boolean withinSelection(EObject object, Set<Object> selected) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (selected.contains(o)) {
                return true;
            }
        }
        return false;
    }

    static void apply(ValidatingEditor editor, QuickFixChoice choice) {
        FixCommand.run(editor, choice.object().eResource(), choice.fix(), choice.object());
    }
}
