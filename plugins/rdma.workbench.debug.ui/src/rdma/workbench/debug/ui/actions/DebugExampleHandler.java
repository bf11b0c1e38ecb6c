package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.debug.ui.launch.DebugViewSelection;
import rdma.workbench.debug.ui.launch.ScenarioConfigurations;
import rdma.workbench.examples.ExampleParameter;

/**
 * Debugs a bundled example, for lessons and the Welcome page:
 * {@code rdma.workbench.debug.ui.debugExample(rdma.workbench.examples.path=scenarios/rc-send-recv.rdmaflow)}.
 * The RDMA Debug perspective is shown first, so a lesson beside it is not interrupted by the platform's
 * "switch perspective?" question; the launch suspends before the first step, as every debug launch does by default,
 * and its session is selected in the Debug view and its scenario shown in the editor, so that the lesson's next
 * steps (F6, F5, the views) act on it.
 */
public final class DebugExampleHandler extends AbstractHandler {

    static final String PERSPECTIVE = "rdma.workbench.debug.ui.perspective";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IFile file = ExampleParameter.workspaceFile(event);
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        if (!window.getWorkbench().saveAllEditors(true)) {
            return null;
        }
        try {
            IWorkbenchPage page = window.getWorkbench().showPerspective(PERSPECTIVE, window);
            IDE.openEditor(page, file, true);
            ILaunch launch = ScenarioConfigurations.forFile(file).launch(ILaunchManager.DEBUG_MODE, null);
            DebugViewSelection.select(page, launch);
        } catch (CoreException e) {
            throw new ExecutionException("The example " + file.getFullPath() + " cannot be debugged: " + e.getMessage(), e);
        }
        return null;
    }
}
