package rdma.workbench.debug.breakpoints;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;

import rdma.workbench.debug.RdmaDebug;

/**
 * Suspends a scenario's run before a program begins the step: a marker on the scenario file that
 * names the step by its stable id (its URI fragment), and a label for the Breakpoints view.
 */
public final class StepBreakpoint extends RdmaBreakpoint {

    /** Marker attribute: how the Breakpoints view names the step ("client: poll-write"). */
    public static final String LABEL = "rdma.workbench.debug.stepLabel";

    /** For the platform, which recreates breakpoints from their markers. */
    public StepBreakpoint() {
    }

    /** A new, enabled breakpoint on step {@code stepId} of {@code scenario}, registered with the breakpoint manager. */
    public static StepBreakpoint create(IFile scenario, String stepId, String label) throws CoreException {
        StepBreakpoint b = new StepBreakpoint();
        scenario.getWorkspace().run(monitor -> {
            IMarker m = scenario.createMarker(RdmaDebug.STEP_BREAKPOINT_MARKER);
            m.setAttribute(IMarker.MESSAGE, "Step breakpoint: " + label);
            m.setAttribute(IMarker.LOCATION, label);
            m.setAttribute(RdmaDebug.OBJECT, stepId);
            m.setAttribute(LABEL, label);
            m.setAttribute(ID, RdmaDebug.MODEL);
            m.setAttribute(ENABLED, true);
            b.setMarker(m);
        }, scenario, 0, null);
        DebugPlugin.getDefault().getBreakpointManager().addBreakpoint(b);
        return b;
    }

    /** The breakpoint on step {@code stepId} of {@code scenario}, or null. */
    public static StepBreakpoint find(IFile scenario, String stepId) {
        for (var b : DebugPlugin.getDefault().getBreakpointManager().getBreakpoints(RdmaDebug.MODEL)) {
            if (b instanceof StepBreakpoint s && b.getMarker() != null && scenario.equals(b.getMarker().getResource()) && stepId.equals(s.stepId())) {
                return s;
            }
        }
        return null;
    }

    public String stepId() {
        IMarker m = getMarker();
        return m == null ? null : m.getAttribute(RdmaDebug.OBJECT, null);
    }

    public String label() {
        IMarker m = getMarker();
        return m == null ? "" : m.getAttribute(LABEL, "");
    }
}
