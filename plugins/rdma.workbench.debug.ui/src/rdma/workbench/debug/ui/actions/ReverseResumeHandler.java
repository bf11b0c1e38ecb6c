package rdma.workbench.debug.ui.actions;

import org.eclipse.debug.core.DebugException;

import rdma.workbench.debug.model.ReverseStepping;

/** The Reverse Resume command on the selected run. */
public final class ReverseResumeHandler extends ReverseHandler {

    @Override
    boolean can(ReverseStepping r) {
        return r.canReverseResume();
    }

    @Override
    void go(ReverseStepping r) throws DebugException {
        r.reverseResume();
    }
}
