package rdma.workbench.debug.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.IDebugView;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.debug.ui.RdmaDebugPerspective;

/**
 * A debug session started for a learner (a lesson, the Welcome page, a challenge): in the RDMA Debug perspective, shown
 * first so that the platform does not ask whether to switch while a lesson is open beside it; the scenario in its editor;
 * and the new session selected in the Debug view at once, so that Variables and the stepping keys act on it (as
 * {@link NewSessionSelection} selects every new session once it suspends).
 */
public final class LearnerSession {

    private LearnerSession() {
    }

    /** Launches {@code config} (of {@code file}) in debug mode, the session suspended before its first step. */
    public static ILaunch start(IWorkbenchWindow window, IFile file, ILaunchConfiguration config) throws CoreException {
        IWorkbenchPage page = window.getWorkbench().showPerspective(RdmaDebugPerspective.ID, window);
        IDE.openEditor(page, file, true);
        ILaunch launch = config.launch(ILaunchManager.DEBUG_MODE, null);
        select(page, launch);
        return launch;
    }

    private static void select(IWorkbenchPage page, ILaunch launch) throws CoreException {
        if (page.showView(IDebugUIConstants.ID_DEBUG_VIEW) instanceof IDebugView debug) {
            SessionSelection.select(debug, launch, null);
        }
    }
}
