package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.WorkbenchException;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.examples.ExampleParameter;

/**
 * Debugs a bundled example, for lessons and the Welcome page:
 * {@code rdma.workbench.debug.ui.debugExample(rdma.workbench.examples.path=scenarios/rc-send-recv.rdmaflow)}.
 * The RDMA Debug perspective is shown first, so a lesson beside it is not interrupted by the platform's
 * "switch perspective?" question; the launch suspends before the first step, as every debug launch does by default.
 */
public final class DebugExampleHandler extends AbstractHandler {

    static final String PERSPECTIVE = "rdma.workbench.debug.ui.perspective";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IFile file = ExampleParameter.workspaceFile(event);
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        try {
            window.getWorkbench().showPerspective(PERSPECTIVE, window);
        } catch (WorkbenchException e) {
            throw new ExecutionException("The RDMA Debug perspective cannot be shown: " + e.getMessage(), e);
        }
        ScenarioLaunchShortcut.launch(file, ILaunchManager.DEBUG_MODE);
        return null;
    }
}
