package rdma.workbench.debug.model;

import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.model.IBreakpoint;

/**
 * Why a run suspended: the kind the platform's debug events know (breakpoint, step end, client
 * request), the program it concerns (the thread to select; null for the whole run), the
 * breakpoint hit, and the reason in words ("NAK, PSN sequence error, from host2, frame #7").
 */
public record Stop(int detail, String program, IBreakpoint breakpoint, String why, boolean over) {

    static Stop breakpoint(String program, IBreakpoint b, String why) {
        return new Stop(DebugEvent.BREAKPOINT, program, b, why, false);
    }

    static Stop stepEnd(String program, String why) {
        return new Stop(DebugEvent.STEP_END, program, null, why, false);
    }

    static Stop request(String why) {
        return new Stop(DebugEvent.CLIENT_REQUEST, null, null, why, false);
    }

    /** The run cannot go on (every program finished, the time limit, an engine fault); going back still works. */
    static Stop over(String why) {
        return new Stop(DebugEvent.CLIENT_REQUEST, null, null, why, true);
    }
}
