package rdma.workbench.debug.model;

import org.eclipse.debug.core.DebugException;

/**
 * Going back in a run, which the platform has no interface for (CDT adds its own reverse-step
 * handlers the same way): back one engine event, back over one scenario step, and back to the
 * previous breakpoint hit. The run is deterministic, so going back restores the earlier state exactly.
 */
public interface ReverseStepping {

    boolean canStepBack();

    void stepBack() throws DebugException;

    boolean canStepBackOver();

    void stepBackOver() throws DebugException;

    boolean canReverseResume();

    void reverseResume() throws DebugException;
}
