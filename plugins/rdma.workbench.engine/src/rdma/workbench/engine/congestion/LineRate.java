package rdma.workbench.engine.congestion;

import java.util.List;

/**
 * No congestion control: every packet may leave at once and the port's link sets the pace, as
 * the engine sent before congestion was simulated. It has no state, so one instance serves all QPs.
 */
public final class LineRate implements RateControl {

    public static final LineRate INSTANCE = new LineRate();

    private LineRate() {
    }

    @Override
    public long earliestSend(long now) {
        return now;
    }

    @Override
    public boolean windowAllows(long inFlightBytes) {
        return true;
    }

    @Override
    public boolean ackEveryPacket() {
        return false;
    }

    @Override
    public void sent(long now, int frameBytes) {
        // nothing to pace
    }

    @Override
    public void cnp(long now) {
        // a CNP finds no reaction point: the sender ignores it
    }

    @Override
    public void acked(long now, List<IntHop> telemetry) {
        // nothing to learn
    }

    @Override
    public void stop() {
        // nothing runs
    }

    @Override
    public Object save() {
        return null;
    }

    @Override
    public void restore(Object saved) {
        // stateless
    }
}
