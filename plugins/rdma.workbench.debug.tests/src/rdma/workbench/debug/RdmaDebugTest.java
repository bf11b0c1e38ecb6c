package rdma.workbench.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IBreakpointManager;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IBreakpoint;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.breakpoints.StepBreakpoint;

/** The identifiers RdmaDebug names are the ones plugin.xml registers: the platform knows each by them. */
class RdmaDebugTest {

    private final IBreakpointManager manager = DebugPlugin.getDefault().getBreakpointManager();

    @AfterEach
    void removeBreakpoints() throws Exception {
        manager.removeBreakpoints(manager.getBreakpoints(RdmaDebug.MODEL), true);
    }

    private static IFile scenario() throws Exception {
        return ExampleProjects.get("rdma-debug-tests").getFile("scenarios/rc-send-recv.rdmaflow");
    }

    @Test
    void theLaunchTypeRunsAndDebugsScenarios() {
        ILaunchConfigurationType type = DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(RdmaDebug.LAUNCH_TYPE);
        assertEquals("RDMA Scenario", type.getName());
        assertTrue(type.supportsMode(ILaunchManager.RUN_MODE));
        assertTrue(type.supportsMode(ILaunchManager.DEBUG_MODE));
    }

    @Test
    void stepAndEventBreakpointsAreTheDebugModelsBreakpointsOnTheirMarkers() throws Exception {
        StepBreakpoint step = StepBreakpoint.create(scenario(), "//@programs[name='client']/@steps[name='send']", "client: send");
        EventBreakpoint event = EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.NAK), 0);
        assertEquals("RDMA Step Breakpoint", manager.getTypeName(step));
        assertEquals("RDMA Event Breakpoint", manager.getTypeName(event));
        assertEquals(RdmaDebug.STEP_BREAKPOINT_MARKER, step.getMarker().getType());
        assertEquals(RdmaDebug.EVENT_BREAKPOINT_MARKER, event.getMarker().getType());
        assertTrue(step.getMarker().isSubtypeOf(IBreakpoint.BREAKPOINT_MARKER));
        assertTrue(event.getMarker().isSubtypeOf(IBreakpoint.BREAKPOINT_MARKER));
        assertEquals(RdmaDebug.MODEL, step.getModelIdentifier());
        assertEquals(RdmaDebug.MODEL, event.getModelIdentifier());
        assertEquals(2, manager.getBreakpoints(RdmaDebug.MODEL).length);
    }

    @Test
    void anExpectationMarkerIsAProblemOnTheStep() throws Exception {
        IFile file = scenario();
        IMarker m = file.createMarker(RdmaDebug.EXPECTATION_MARKER);
        try {
            m.setAttribute(RdmaDebug.OBJECT, "//@programs[name='server']/@steps[name='poll-recv']");
            assertTrue(m.isSubtypeOf(IMarker.PROBLEM));
            assertEquals(1, file.findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_ZERO).length, "the Problems view finds it");
            assertEquals("//@programs[name='server']/@steps[name='poll-recv']", m.getAttribute(RdmaDebug.OBJECT, null));
        } finally {
            m.delete();
        }
    }
}
