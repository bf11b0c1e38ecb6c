package rdma.workbench.debug.ui.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.internal.ui.viewers.model.provisional.ITreeModelViewer;
import org.eclipse.debug.ui.IDebugView;
import org.eclipse.jface.viewers.TreePath;
import org.eclipse.jface.viewers.TreeSelection;

/**
 * Selects a session in the Debug view, as a click does: the current step of one of its programs,
 * so that Variables, the packet views' debugger, the scenario editor and the stepping keys act on
 * it. The view's own policy keeps a selection in another suspended session (a finished run stays
 * suspended at its end), so the selection is forced.
 */
final class SessionSelection {

    private SessionSelection() {
    }

    /**
     * Selects in {@code debugView} the top frame of {@code preferred} (a thread of {@code launch}'s
     * target), or, when it has none, of the first thread that has one; whether it selected one.
     */
    // the Debug view's viewer selects and reveals a path only through ITreeModelViewer, which the platform keeps internal
    @SuppressWarnings("restriction")
    static boolean select(IDebugView debugView, ILaunch launch, IThread preferred) throws CoreException {
        IDebugTarget target = launch.getDebugTarget();
        if (target == null || !(debugView.getViewer() instanceof ITreeModelViewer tree)) {
            return false;
        }
        IThread[] threads = target.getThreads();
        IThread[] order = new IThread[threads.length + 1];
        order[0] = preferred;
        System.arraycopy(threads, 0, order, 1, threads.length);
        for (IThread t : order) {
            IStackFrame top = t == null || t.getDebugTarget() != target ? null : t.getTopStackFrame();
            if (top != null) {
                tree.setSelection(new TreeSelection(new TreePath(new Object[] {launch, target, t, top})), true, true);
                return true;
            }
        }
        return false;
    }
}
