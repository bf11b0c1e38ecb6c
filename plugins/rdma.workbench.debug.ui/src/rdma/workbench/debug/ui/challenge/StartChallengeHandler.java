package rdma.workbench.debug.ui.challenge;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.challenge.Challenge;
import rdma.workbench.debug.challenge.ChallengePlan;
import rdma.workbench.debug.challenge.QuestionMaker;
import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.ui.launch.LearnerSession;
import rdma.workbench.debug.ui.launch.ScenarioConfigurations;
import rdma.workbench.examples.ExampleParameter;
import rdma.workbench.model.persistence.ModelFiles;

/**
 * Start Challenge: the scenario named by the parameter rdma.workbench.examples.path (a bundled example,
 * copied into the workspace first, see {@link ExampleParameter}), else the one selected or in the
 * active editor. Its questions are made from a run of its own (same configuration, same seed);
 * then a debug session of it starts, suspended, and the Challenge view takes the learner through.
 */
public final class StartChallengeHandler extends AbstractHandler {

    public static final String COMMAND = "rdma.workbench.debug.ui.startChallenge";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        try {
            IFile file = scenario(event);
            if (file == null) {
                throw new CoreException(Status.error("Select a scenario (.rdmaflow) in the Project Explorer or open it in its editor, then start the challenge."));
            }
            start(file, window);
        } catch (CoreException e) {
            ErrorDialog.openError(window.getShell(), "Start Challenge", "The challenge cannot start", e.getStatus());
        }
        return null;
    }

    private static IFile scenario(ExecutionEvent event) throws CoreException {
        String example = event.getParameter(ExampleParameter.ID);
        if (example != null && !example.isBlank()) {
            try {
                return ExampleParameter.workspaceFile(event);
            } catch (ExecutionException e) {
                throw new CoreException(Status.error(e.getMessage(), e));
            }
        }
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        if (selection instanceof IStructuredSelection s && s.size() == 1 && isScenario(Adapters.adapt(s.getFirstElement(), IFile.class))) {
            return Adapters.adapt(s.getFirstElement(), IFile.class);
        }
        IFile f = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
        return isScenario(f) ? f : null;
    }

    private static boolean isScenario(IFile f) {
        return f != null && ModelFiles.SCENARIO_EXTENSION.equals(f.getFileExtension());
    }

    /** Makes the questions, launches the debug session suspended at its start, and shows the Challenge view. */
    public static ChallengeRun start(IFile file, IWorkbenchWindow window) throws CoreException {
        if (!PlatformUI.getWorkbench().saveAllEditors(true)) {
            return null;
        }
        ILaunchConfigurationWorkingCopy config = ScenarioConfigurations.forFile(file).getWorkingCopy();
        // the challenge stands before each question's event itself: it starts at the very beginning
        config.setAttribute(LaunchSettings.STOP_AT_FIRST_STEP, true);
        LaunchSettings settings = LaunchSettings.of(config);
        ChallengePlan[] plan = new ChallengePlan[1];
        CoreException[] failed = new CoreException[1];
        BusyIndicator.showWhile(window.getShell().getDisplay(), () -> {
            try {
                plan[0] = ChallengePlan.of(ScenarioSource.read(settings.scenario()).load(settings.seed()), settings.limitNanos(),
                        new QuestionMaker(ChallengePreferences.options(), file.getFullPath().toString()));
            } catch (CoreException e) {
                failed[0] = e;
            }
        });
        if (failed[0] != null) {
            throw failed[0];
        }
        if (plan[0].size() == 0) {
            throw new CoreException(Status.error(file.getFullPath() + ": the run meets none of the events the challenge asks about "
                    + "(Preferences > RDMA > Challenge chooses them)"));
        }
        ILaunch launch = LearnerSession.start(window, file, config);
        if (!(launch.getDebugTarget() instanceof SimulationTarget target)) {
            throw new CoreException(Status.error(file.getFullPath() + ": the debug session did not start"));
        }
        window.getActivePage().showView(ChallengeView.ID);
        return ChallengeRun.start(new Challenge(file.getFullPath().toString(), plan[0]), target);
    }
}
