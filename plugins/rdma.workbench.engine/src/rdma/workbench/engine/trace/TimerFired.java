package rdma.workbench.engine.trace;

/** A timer expired and acted ({@code detail} says how). */
public record TimerFired(Stamp stamp, String node, int qpn, TimerKind timer, String detail) implements TraceEvent {

    @Override
    public String summary() {
        return timer.name().toLowerCase().replace('_', ' ') + ": " + detail;
    }
}
