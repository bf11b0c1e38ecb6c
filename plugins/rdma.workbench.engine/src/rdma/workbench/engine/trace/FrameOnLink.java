package rdma.workbench.engine.trace;

import java.util.Locale;

/** A frame left {@code from} on {@code link} at {@code depart} (after waiting for the wire) and reaches {@code to} at {@code arrive}. */
public record FrameOnLink(Stamp stamp, String node, long frameId, String link, String from, String to, long depart, long arrive)
        implements TraceEvent {

    @Override
    public String summary() {
        return "frame #" + frameId + " on " + link + ": " + from + " -> " + to + String.format(Locale.ROOT, ", arrives at %.3f us", arrive / 1000.0);
    }
}
