package rdma.workbench.debug.ui;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.PlatformUI;

import rdma.workbench.debug.model.SimulationTarget;

/**
 * When a scenario being debugged is saved with changes, the session no longer shows it: the
 * Debug view marks it, and this offers once to restart it (same configuration, same seed).
 */
public final class StaleSessionPrompt implements IStartup, IDebugEventSetListener {

    private final Set<SimulationTarget> asked = Collections.newSetFromMap(new WeakHashMap<>());

    @Override
    public void earlyStartup() {
        DebugPlugin.getDefault().addDebugEventListener(this);
    }

    @Override
    public void handleDebugEvents(DebugEvent[] events) {
        for (DebugEvent e : events) {
            if (e.getKind() == DebugEvent.CHANGE && e.getSource() instanceof SimulationTarget t && t.isStale() && !t.isTerminated() && asked.add(t)) {
                Display d = PlatformUI.getWorkbench().getDisplay();
                d.asyncExec(() -> ask(t));
            }
        }
    }

    private static void ask(SimulationTarget t) {
        if (t.isTerminated()) {
            return;
        }
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null) {
            return;
        }
        Shell shell = window.getShell();
        boolean restart = MessageDialog.openQuestion(shell, "Scenario Changed",
                t.scenario().getName() + " changed since this debug session started, so the session no longer shows it.\n\n"
                        + "Restart the session on the scenario as it is now (same configuration, same seed)?");
        if (restart) {
            try {
                t.restart();
            } catch (CoreException e) {
                ErrorDialog.openError(shell, "Scenario Changed", "The session could not be restarted", e.getStatus());
            }
        }
    }
}
