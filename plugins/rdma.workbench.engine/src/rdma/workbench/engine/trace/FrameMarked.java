package rdma.workbench.engine.trace;

import java.util.Locale;

/**
 * A switch set CE (congestion experienced) in the frame's IP ECN field: it found {@code depth}
 * bytes in the queue of {@code priority} on {@code port}, where the RED rule marks with
 * {@code probability}.
 */
public record FrameMarked(Stamp stamp, String node, long frameId, String port, int priority, long depth, double probability)
        implements TraceEvent {

    @Override
    public String summary() {
        return String.format(Locale.ROOT, "frame #%d marked CE at %s queue %d: %d bytes queued (marking probability %.4f)", frameId, port,
                priority, depth, probability);
    }
}
