package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.ui.launch.LearnerSession;
import rdma.workbench.debug.ui.launch.ScenarioConfigurations;
import rdma.workbench.examples.ExampleParameter;

/**
 * Debugs a bundled example, for lessons and the Welcome page:
 * {@code rdma.workbench.debug.ui.debugExample(rdma.workbench.examples.path=scenarios/rc-send-recv.rdmaflow)}, as a
 * {@link LearnerSession}: suspended before the first step, as every debug launch is by default.
 */
public final class DebugExampleHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IFile file = ExampleParameter.workspaceFile(event);
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        if (!window.getWorkbench().saveAllEditors(true)) {
            return null;
        }
        try {
            LearnerSession.start(window, file, ScenarioConfigurations.forFile(file));
        } catch (CoreException e) {
            throw new ExecutionException("The example " + file.getFullPath() + " cannot be debugged: " + e.getMessage(), e);
        }
        return null;
    }
}
