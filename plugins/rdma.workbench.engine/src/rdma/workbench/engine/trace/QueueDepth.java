package rdma.workbench.engine.trace;

import java.util.Locale;

/**
 * A switch's egress queue changed as frame {@code frameId} joined or left it: now {@code bytes} in
 * {@code frames} frames wait in the queue of {@code priority} on {@code port}. The queue's RED rule
 * marks no ECN-capable frame that finds {@code kmin} bytes or fewer queued, one that finds Kmax
 * with probability {@code pmax}, and every one that finds more than {@code kmax} (-1 for each: not
 * known, a run saved before it was recorded).
 */
public record QueueDepth(Stamp stamp, String node, long frameId, String port, int priority, long bytes, int frames, long kmin, long kmax,
        double pmax) implements TraceEvent {

    /** A depth whose rule's Pmax is not known. */
    public QueueDepth(Stamp stamp, String node, long frameId, String port, int priority, long bytes, int frames, long kmin, long kmax) {
        this(stamp, node, frameId, port, priority, bytes, frames, kmin, kmax, -1);
    }

    @Override
    public String summary() {
        return String.format(Locale.ROOT, "queue %d of %s: %d bytes in %d frame(s) (frame #%d)", priority, port, bytes, frames, frameId);
    }
}
