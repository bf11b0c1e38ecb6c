package rdma.workbench.debug.ui.actions;

import org.eclipse.debug.core.DebugException;

import rdma.workbench.debug.model.ReverseStepping;

/** The Step Back Over command on the selected run. */
public final class StepBackOverHandler extends ReverseHandler {

    @Override
    boolean can(ReverseStepping r) {
        return r.canStepBackOver();
    }

    @Override
    void go(ReverseStepping r) throws DebugException {
        r.stepBackOver();
    }
}
