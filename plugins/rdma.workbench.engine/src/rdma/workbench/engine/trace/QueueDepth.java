package rdma.workbench.engine.trace;

import java.util.Locale;

/**
 * A switch's egress queue changed as frame {@code frameId} joined or left it: now {@code bytes} in
 * {@code frames} frames wait in the queue of {@code priority} on {@code port}. The queue's RED rule
 * marks no ECN-capable frame that finds {@code kmin} bytes or fewer queued and every one that finds
 * more than {@code kmax} (-1 for both: not known, a run saved before they were recorded).
 */
public record QueueDepth(Stamp stamp, String node, long frameId, String port, int priority, long bytes, int frames, long kmin, long kmax)
        implements TraceEvent {

    @Override
    public String summary() {
        return String.format(Locale.ROOT, "queue %d of %s: %d bytes in %d frame(s) (frame #%d)", priority, port, bytes, frames, frameId);
    }
}
