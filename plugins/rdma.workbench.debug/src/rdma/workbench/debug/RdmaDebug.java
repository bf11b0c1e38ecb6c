package rdma.workbench.debug;

/** The identifiers this debug model registers with the platform (plugin.xml declares the same). */
public final class RdmaDebug {

    /** The debug model: breakpoints and debug elements of RDMA scenarios carry it. */
    public static final String MODEL = "rdma.workbench.debug";
    /** The launch configuration type "RDMA Scenario". */
    public static final String LAUNCH_TYPE = "rdma.workbench.debug.scenario";
    /** The process type of a scenario run: the console's line tracker finds its lines by it. */
    public static final String PROCESS_TYPE = "rdma.workbench.scenario";
    public static final String STEP_BREAKPOINT_MARKER = "rdma.workbench.debug.stepBreakpointMarker";
    public static final String EVENT_BREAKPOINT_MARKER = "rdma.workbench.debug.eventBreakpointMarker";
    /** A failed expectation of the last run, on the step that expected otherwise. */
    public static final String EXPECTATION_MARKER = "rdma.workbench.debug.expectation";
    /** Marker attribute: the URI fragment of the step (as the scenario editor's problem markers use it). */
    public static final String OBJECT = "rdma.workbench.object";

    private RdmaDebug() {
    }
}
