package rdma.workbench.debug.ui.actions;

import org.eclipse.debug.core.DebugException;

import rdma.workbench.debug.model.ReverseStepping;

/** The Step Back command on the selected run. */
public final class StepBackHandler extends ReverseHandler {

    @Override
    boolean can(ReverseStepping r) {
        return r.canStepBack();
    }

    @Override
    void go(ReverseStepping r) throws DebugException {
        r.stepBack();
    }
}
