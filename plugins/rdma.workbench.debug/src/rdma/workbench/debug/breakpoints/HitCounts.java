package rdma.workbench.debug.breakpoints;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;

/**
 * A breakpoint's hit count, as Java breakpoints have it: with a count of n the breakpoint
 * suspends at its n-th hit in a run and is then disabled; 0 suspends at every hit.
 */
final class HitCounts {

    static final String ATTRIBUTE = "rdma.workbench.debug.hitCount";

    private HitCounts() {
    }

    static int of(IMarker m) {
        return m == null ? 0 : Math.max(0, m.getAttribute(ATTRIBUTE, 0));
    }

    static void set(IMarker m, int count) throws CoreException {
        if (count < 0) {
            throw new CoreException(Status.error("a hit count cannot be negative: " + count));
        }
        m.setAttribute(ATTRIBUTE, count);
    }
}
