package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;

import rdma.workbench.debug.breakpoints.StepBreakpoint;

/** Toggle Breakpoint (Ctrl+Shift+B) in the scenario editor: a step breakpoint on the selected step, or off again. */
public final class ToggleStepBreakpointHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        ScenarioSelection s = ScenarioSelection.of(event);
        if (s == null || s.stepId() == null) {
            return null;
        }
        try {
            StepBreakpoint existing = StepBreakpoint.find(s.editor().getFile(), s.stepId());
            if (existing != null) {
                DebugPlugin.getDefault().getBreakpointManager().removeBreakpoint(existing, true);
            } else {
                StepBreakpoint.create(s.editor().getFile(), s.stepId(), s.label());
            }
        } catch (CoreException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
        return null;
    }
}
