package rdma.workbench.engine.trace;

import java.util.Locale;

/**
 * The transmit side of {@code port} (a switch port or a NIC port) stopped or resumed sending frames
 * of {@code priority}: a PFC frame (frame {@code frameId}) asked for it, or the pause it asked for
 * expired (frameId -1). While paused, {@code untilNanos} is when the pause ends unless renewed.
 */
public record PauseStateChanged(Stamp stamp, String node, long frameId, String port, int priority, boolean paused, long untilNanos)
        implements TraceEvent {

    @Override
    public String summary() {
        return paused ? String.format(Locale.ROOT, "%s stops priority %d until %.3f us", port, priority, untilNanos / 1000.0)
                : String.format(Locale.ROOT, "%s resumes priority %d%s", port, priority, frameId < 0 ? " (the pause expired)" : "");
    }
}
