package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.debug.core.DebugException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.model.ProgramThread;
import rdma.workbench.debug.model.SimulationTarget;

/** Run to Step: the suspended session of this scenario runs until the selected step's program is about to begin it. */
public final class RunToStepHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        ScenarioSelection s = ScenarioSelection.of(event);
        if (s == null) {
            return null;
        }
        SimulationTarget t = s.session();
        ProgramThread thread = t == null ? null : t.thread(s.program());
        if (thread == null || !thread.canStepOver()) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Run to Step", t == null
                    ? "No debug session of this scenario is running. Start one with Debug As > RDMA Scenario."
                    : "The session cannot run on: it is running, or over, or " + s.program() + " has finished.");
            return null;
        }
        try {
            thread.runToStep(s.stepId());
        } catch (DebugException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
        return null;
    }
}
