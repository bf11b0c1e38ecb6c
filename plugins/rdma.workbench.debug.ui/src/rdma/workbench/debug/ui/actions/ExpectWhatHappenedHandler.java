package rdma.workbench.debug.ui.actions;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandWrapper;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.launch.ExpectationsFromRun;
import rdma.workbench.debug.launch.PolledCompletions;
import rdma.workbench.debug.launch.PolledCompletions.Polled;
import rdma.workbench.debug.launch.RunResults;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.ui.edit.ModelChangeCommand;
import rdma.workbench.ui.editors.ModelEditor;

/**
 * Expect What Happened, on a PollCq step of the scenario editor: after a run, its expected
 * completions become the ones that step actually polled, once the user has seen them and agreed.
 * One command: Undo puts the old expectations back.
 */
public final class ExpectWhatHappenedHandler extends AbstractHandler {

    /** The title of the confirmation and of the explanations. */
    public static final String TITLE = "Expect What Happened";

    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        Shell shell = HandlerUtil.getActiveShell(event);
        if (!(part instanceof ModelEditor editor) || editor.getSelection().size() != 1
                || !(editor.getSelection().getFirstElement() instanceof PollCq poll)) {
            MessageDialog.openInformation(shell, TITLE, "Select a PollCq step in the scenario editor first.");
            return null;
        }
        String problem = problem(editor, poll);
        if (problem != null) {
            MessageDialog.openInformation(shell, TITLE, problem);
            return null;
        }
        PolledCompletions run = PolledCompletions.lastRunOf(editor.getFile());
        List<Polled> polled = run.of(poll.eResource().getURIFragment(poll));
        if (!MessageDialog.openQuestion(shell, TITLE, question(poll, polled, run))) {
            return null;
        }
        fill(editor, poll, polled);
        return null;
    }

    /**
     * Replaces the expectations of {@code poll} with {@code polled}, as one undoable command, and takes
     * the last run's FAIL off the step (it judged expectations the step no longer has); what the Yes of
     * the question does.
     */
    public static void fill(ModelEditor editor, PollCq poll, List<Polled> polled) {
        String stepId = poll.eResource().getURIFragment(poll);
        Command change = new ModelChangeCommand(poll.eResource(), TITLE, () -> {
            List<ExpectedCompletion> expected = ExpectationsFromRun.of(polled, poll);
            poll.getExpected().clear();
            poll.getExpected().addAll(expected);
            return List.of(poll);
        });
        // the FAIL marker leaves with the expectations it judged, and an Undo brings both back
        editor.getEditingDomain().getCommandStack().execute(new CommandWrapper(change) {
            private List<Map<String, Object>> removed = List.of();

            @Override
            public void execute() {
                super.execute();
                removed = markers(editor, () -> RunResults.clear(editor.getFile(), stepId));
            }

            @Override
            public void undo() {
                super.undo();
                markers(editor, () -> {
                    RunResults.restore(editor.getFile(), removed);
                    return removed;
                });
            }

            @Override
            public void redo() {
                super.redo();
                removed = markers(editor, () -> RunResults.clear(editor.getFile(), stepId));
            }
        });
    }

    /** A change to the run's markers; a workspace that refuses it is reported, and the expectations change all the same. */
    private static List<Map<String, Object>> markers(ModelEditor editor, MarkerChange change) {
        try {
            return change.run();
        } catch (CoreException e) {
            ErrorDialog.openError(editor.getSite().getShell(), TITLE, "The last run's FAIL marker could not be changed", e.getStatus());
            return List.of();
        }
    }

    private interface MarkerChange {
        List<Map<String, Object>> run() throws CoreException;
    }

    /** Why the step's expectations cannot be filled now, or null when they can. */
    public static String problem(ModelEditor editor, PollCq poll) {
        String name = poll.getName() == null ? "this PollCq" : "step " + poll.getName();
        if (editor.isDirty()) {
            return "Save the scenario and run it first: the run uses the file as saved, so its completions may not belong to "
                    + name + " as it is now.";
        }
        PolledCompletions run = PolledCompletions.lastRunOf(editor.getFile());
        if (run == null) {
            return "No run of " + editor.getFile().getName() + " has finished since the workbench started. Run it "
                    + "(Run As > RDMA Scenario), then choose Expect What Happened on " + name + " again.";
        }
        if (!run.ranCurrentVersionOf(editor.getFile())) {
            return editor.getFile().getName() + " has changed since the run of " + run.endedAt() + ": run it again, then choose Expect "
                    + "What Happened on " + name + ".";
        }
        String id = poll.eResource().getURIFragment(poll);
        if (!run.finished(id) && run.of(id).isEmpty()) {
            return "The last run (" + run.endedAt() + ") did not reach " + name + ": there is nothing to expect yet. "
                    + "Its console says where the run stopped.";
        }
        if (ExpectationsFromRun.alreadyExpected(run.of(id), poll)) {
            return ModelLabels.capitalize(name) + " already expects exactly what it polled in the run of " + run.endedAt() + ".";
        }
        return null;
    }

    /** The confirmation: what the step expects now and what it will expect. */
    public static String question(PollCq poll, List<Polled> polled, PolledCompletions run) {
        String name = poll.getName() == null ? "this PollCq" : poll.getName();
        String now = poll.getExpected().isEmpty() ? " expects no particular completion (it polls once and takes what is there)."
                : " expects:\n" + poll.getExpected().stream().map(e -> "    " + ExpectationsFromRun.describe(e)).collect(Collectors.joining("\n"));
        String got = polled.isEmpty() ? " it polled no completion: the step will then expect nothing in particular."
                : " it polled:\n" + ExpectationsFromRun.of(polled, poll).stream().map(e -> "    " + ExpectationsFromRun.describe(e))
                        .collect(Collectors.joining("\n"))
                        + "\n\nThe step will expect exactly these (opcode and byte_len only where the status is SUCCESS).";
        return "Step " + name + now + "\n\nIn the run of " + run.endedAt() + got + "\n\nReplace its expectations?";
    }
}
