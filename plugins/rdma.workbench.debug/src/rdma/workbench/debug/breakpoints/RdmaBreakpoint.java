package rdma.workbench.debug.breakpoints;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.model.Breakpoint;

import rdma.workbench.debug.RdmaDebug;

/**
 * What step and event breakpoints share: the debug model, and a hit count as Java breakpoints
 * have it — with a count of n the breakpoint suspends at its n-th hit in a run and is then
 * disabled; 0 suspends at every hit.
 */
public abstract sealed class RdmaBreakpoint extends Breakpoint permits StepBreakpoint, EventBreakpoint {

    static final String HIT_COUNT = "rdma.workbench.debug.hitCount";

    @Override
    public String getModelIdentifier() {
        return RdmaDebug.MODEL;
    }

    public int hitCount() {
        IMarker m = getMarker();
        return m == null ? 0 : Math.max(0, m.getAttribute(HIT_COUNT, 0));
    }

    public void setHitCount(int count) throws CoreException {
        setHitCount(getMarker(), count);
    }

    static void setHitCount(IMarker m, int count) throws CoreException {
        if (count < 0) {
            throw new CoreException(Status.error("a hit count cannot be negative: " + count));
        }
        m.setAttribute(HIT_COUNT, count);
    }
}
