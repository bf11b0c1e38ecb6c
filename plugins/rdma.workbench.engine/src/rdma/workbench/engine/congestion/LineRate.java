package rdma.workbench.engine.congestion;

import java.util.List;

/**
 * No congestion control: every packet may leave at once (the NIC's link serializes them at line
 * rate), no window, an ACK only where the transport asks for one anyway. Nothing to save.
 */
public final class LineRate implements RateControl {

    public static final LineRate INSTANCE = new LineRate();

    private LineRate() {
    }

    @Override
    public long earliestSend(long now, int frameBytes) {
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
        // nothing paces
    }

    @Override
    public void cnp(long now) {
        // nothing reacts
    }

    @Override
    public void acked(long now, List<IntHop> telemetry) {
        // nothing reacts
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
