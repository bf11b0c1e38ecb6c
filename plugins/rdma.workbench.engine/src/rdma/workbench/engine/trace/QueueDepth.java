package rdma.workbench.engine.trace;

import java.util.Locale;

/**
 * A switch's egress queue changed as frame {@code frameId} joined or left it: now {@code bytes} in
 * {@code frames} frames wait in the queue of {@code priority} on {@code port}.
 */
public record QueueDepth(Stamp stamp, String node, long frameId, String port, int priority, long bytes, int frames) implements TraceEvent {

    @Override
    public String summary() {
        return String.format(Locale.ROOT, "queue %d of %s: %d bytes in %d frame(s) (frame #%d)", priority, port, bytes, frames, frameId);
    }
}
