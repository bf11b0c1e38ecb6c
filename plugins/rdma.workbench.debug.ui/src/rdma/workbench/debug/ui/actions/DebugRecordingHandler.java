package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Path;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.ISources;

import rdma.workbench.debug.launch.ProgramsLaunchDelegate;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;

/**
 * Debug the Recording, on an "RDMA Programs" launch in the Debug view once its programs have
 * ended: debugs the scenario the launch wrote, so what the real programs did can be stepped
 * through, forwards and back, like any verb flow.
 */
public final class DebugRecordingHandler extends AbstractHandler {

    @Override
    public void setEnabled(Object evaluationContext) {
        Object selection = evaluationContext instanceof IEvaluationContext c ? c.getVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME) : null;
        setBaseEnabled(recording(selection instanceof IStructuredSelection s ? s.getFirstElement() : DebugUITools.getDebugContext()) != null);
    }

    @Override
    public Object execute(ExecutionEvent event) {
        Object selected = DebugUITools.getDebugContext();
        if (event.getApplicationContext() instanceof IEvaluationContext c
                && c.getVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME) instanceof IStructuredSelection s && !s.isEmpty()) {
            selected = s.getFirstElement();
        }
        IFile file = recording(selected);
        if (file != null) {
            ScenarioLaunchShortcut.launch(file, ILaunchManager.DEBUG_MODE);
        }
        return null;
    }

    /** The recording an RDMA Programs launch wrote, for the launch or any of its elements; null when there is none (yet). */
    static IFile recording(Object selected) {
        ILaunch launch = switch (selected) {
            case ILaunch l -> l;
            case IDebugElement e -> e.getLaunch();
            case IProcess p -> p.getLaunch();
            case null, default -> null;
        };
        String path = launch == null ? null : launch.getAttribute(ProgramsLaunchDelegate.RECORDING_WRITTEN);
        if (path == null || path.isBlank()) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(path));
        return file.exists() ? file : null;
    }
}
