package rdma.workbench.debug.ui;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.ui.console.TextConsole;

import rdma.workbench.debug.process.ScenarioProcess;

/** How a Run of a scenario ended, read as the user reads it: the last line of the run's console. */
public final class RunVerdict {

    private RunVerdict() {
    }

    /**
     * Waits for the only launch (of {@code file}) to end and returns the last line of its console,
     * prefixed by the process's exit value when that is not PASSED.
     */
    public static String of(IFile file) {
        ILaunchManager launches = DebugPlugin.getDefault().getLaunchManager();
        UiTesting.waitFor("the run of " + file.getName() + " to end", () -> {
            ILaunch[] all = launches.getLaunches();
            return all.length == 1 && all[0].getProcesses().length == 1 && all[0].getProcesses()[0].isTerminated();
        });
        IProcess process = launches.getLaunches()[0].getProcesses()[0];
        // the platform makes a process's console in reply to the launch's events, after them
        UiTesting.waitFor("the console of the run of " + file.getName(), () -> DebugUITools.getConsole(process) != null);
        TextConsole console = (TextConsole) DebugUITools.getConsole(process);
        int exit;
        try {
            exit = process.getExitValue();
        } catch (DebugException e) {
            return "no exit value: " + e.getMessage();
        }
        // the console shows what the run printed a moment after the process ended: its verdict is the last line
        String verdict = exit == ScenarioProcess.PASSED ? "PASS: every program finished" : "difference(s) from the scenario's expectations";
        if (exit == ScenarioProcess.PASSED || exit == ScenarioProcess.FAILED) {
            UiTesting.waitFor("the console of " + file.getName() + " to show the verdict", () -> console.getDocument().get().contains(verdict));
        }
        String text = console.getDocument().get().strip();
        return (exit == ScenarioProcess.PASSED ? "" : "exit value " + exit + "; ") + text.substring(text.lastIndexOf('\n') + 1);
    }
}
