package rdma.workbench.debug.ui.run;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * What the packet views select and follow: a frame of a record, an event of it, or both (the
 * event that sent the frame, say). The ladder, the details and the event log each publish one and
 * show the one another published.
 */
public record RunPoint(RunRecord record, WireFrame frame, TraceEvent event) {

    /** The frame {@code f} as sent. */
    public static RunPoint ofFrame(RunRecord record, WireFrame f) {
        return new RunPoint(record, f, record.sendingEvent(f));
    }

    /** The event {@code e}, with the frame it is about, if any. */
    public static RunPoint ofEvent(RunRecord record, TraceEvent e) {
        return new RunPoint(record, record.frameOf(e), e);
    }
}
