package rdma.workbench.debug.ui.launch;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.IDebugView;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import rdma.workbench.debug.model.ProgramThread;
import rdma.workbench.debug.model.SimulationTarget;

/**
 * Selects each new debug session in the Debug view the first time it suspends (before its first
 * step, or at a breakpoint), however it was launched: Debug As, the toolbar, Ctrl+F11, a launch
 * configuration. Left to its own policy, the view keeps the selection in a session already
 * suspended (a finished run stays suspended at its end), so after a second launch Variables, the
 * scenario editor and the stepping keys went on acting on the old session while the packet views
 * showed the new one. Later suspends leave the selection to the view: a user who goes back to
 * the old session stays there.
 */
public final class NewSessionSelection implements IStartup, IDebugEventSetListener {

    private final Set<SimulationTarget> selected = Collections.newSetFromMap(new WeakHashMap<>());

    @Override
    public void earlyStartup() {
        DebugPlugin.getDefault().addDebugEventListener(this);
    }

    @Override
    public void handleDebugEvents(DebugEvent[] events) {
        for (DebugEvent e : events) {
            // the model tells first of the thread the stop concerns: that one is selected
            if (e.getKind() == DebugEvent.SUSPEND && e.getSource() instanceof ProgramThread t && t.getDebugTarget() instanceof SimulationTarget s
                    && firstTime(s)) {
                PlatformUI.getWorkbench().getDisplay().asyncExec(() -> select(s, t));
            }
        }
    }

    private boolean firstTime(SimulationTarget s) {
        synchronized (selected) {
            return selected.add(s);
        }
    }

    private static void select(SimulationTarget s, ProgramThread t) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (s.isTerminated() || page == null || !(page.findView(IDebugUIConstants.ID_DEBUG_VIEW) instanceof IDebugView debug)) {
            return;
        }
        try {
            SessionSelection.select(debug, s.getLaunch(), t);
        } catch (CoreException e) {
            // a target that went meanwhile has nothing to select
        }
    }
}
