package rdma.workbench.debug.ui.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.internal.ui.viewers.model.provisional.ITreeModelViewer;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.IDebugView;
import org.eclipse.jface.viewers.TreePath;
import org.eclipse.jface.viewers.TreeSelection;
import org.eclipse.ui.IWorkbenchPage;

/**
 * Selects a session just started for a lesson, the Welcome page or a challenge in the Debug view (its first program's
 * frame), so that Variables and the stepping keys act on it. The view's own policy keeps a selection in another suspended
 * session (a finished run stays suspended at its end), so the selection is forced, as a click in the view does.
 */
public final class DebugViewSelection {

    private DebugViewSelection() {
    }

    public static void select(IWorkbenchPage page, ILaunch launch) throws CoreException {
        IDebugTarget target = launch.getDebugTarget();
        if (target == null || !(page.showView(IDebugUIConstants.ID_DEBUG_VIEW) instanceof IDebugView debug)
                || !(debug.getViewer() instanceof ITreeModelViewer tree)) {
            return;
        }
        for (IThread t : target.getThreads()) {
            IStackFrame top = t.getTopStackFrame();
            if (top != null) {
                tree.setSelection(new TreeSelection(new TreePath(new Object[] {launch, target, t, top})), true, true);
                return;
            }
        }
    }
}
