package rdma.workbench.engine.congestion;

import java.util.List;

/**
 * HPCC, the reaction point of Li et al., "HPCC: High Precision Congestion Control", SIGCOMM 2019,
 * for one RC QP: a window W of bytes in flight, paced at R = W/T, recomputed on every ACK from the
 * in-band telemetry (INT) of the data packet the ACK answers (Algorithm 1).
 * <p>
 * The telemetry is simulation metadata: switches stamp {@link IntHop}s on the frame beside its
 * bytes and the responder echoes them in its ACK (see {@link rdma.workbench.engine.fabric.Frame});
 * HPCC's INT header is not put on the wire, so frames and pcaps stay standard RoCEv2.
 * <p>
 * Algorithm 1's sequence numbers count packets here: HPCC QPs ask for an ACK on every packet and
 * the responder acknowledges each in order, so the n-th ACK answers the n-th packet sent and
 * "ack.seq > lastUpdateSeq" reads "more ACKs than packets had been sent at the last update of Wc".
 * A packet lost without an ACK delays the next update of Wc by that one packet.
 */
public final class Hpcc implements RateControl {

    /** Told each time the window changes, with the hops that changed it. */
    public interface Observer {
        void windowChanged(Hpcc hpcc, List<IntHop> hops);
    }

    private final HpccParameters p;
    private final Observer observer;
    private final double wInit;
    private final double wAi;
    /** W: bytes that may be in flight. */
    private double window;
    /** Wc: the reference window, updated once per RTT. */
    private double reference;
    /** U: the smoothed normalized inflight of the most loaded hop. */
    private double utilization = 1;
    private int incStage;
    private long sentPackets;
    private long ackedPackets;
    /** lastUpdateSeq, in packets sent; -1 until the first ACK with telemetry. */
    private long lastUpdateSeq = -1;
    /** L: the hops of the last ACK. */
    private List<IntHop> last = List.of();
    private long nextSend;

    public Hpcc(HpccParameters parameters, Observer observer) {
        this.p = parameters;
        this.observer = observer;
        this.wInit = parameters.initialWindowBytes();
        this.wAi = parameters.additiveIncreaseBytes();
        this.window = wInit;
        this.reference = wInit;
    }

    public HpccParameters parameters() {
        return p;
    }

    public long windowBytes() {
        return Math.round(window);
    }

    public long referenceWindowBytes() {
        return Math.round(reference);
    }

    public double utilization() {
        return utilization;
    }

    public int incStage() {
        return incStage;
    }

    /** R = W/T, Gbit/s. */
    public double rateGbps() {
        return window * 8 / p.baseRttNanos();
    }

    /** Wc/T, Gbit/s: the rate of the reference window. */
    public double referenceRateGbps() {
        return reference * 8 / p.baseRttNanos();
    }

    @Override
    public long earliestSend(long now) {
        return Math.max(now, nextSend);
    }

    @Override
    public boolean windowAllows(long inFlightBytes) {
        return inFlightBytes < window;
    }

    /** Section 3.1 and ns-3's ack interval of 1: the receiver acknowledges every packet, and each ACK brings one packet's telemetry. */
    @Override
    public boolean ackEveryPacket() {
        return true;
    }

    @Override
    public void stop() {
        // HPCC schedules nothing: its window and pacing act when the requester asks
    }

    @Override
    public void sent(long now, int frameBytes) {
        sentPackets++;
        // pacing at R (section 3.2: "R = W/T"); the next packet waits for this one's share of it
        nextSend = now + (long) Math.ceil(frameBytes * 8 / rateGbps());
    }

    /** HPCC reacts to telemetry, not to CNPs. */
    @Override
    public void cnp(long now) {
        // nothing
    }

    /** Algorithm 1, NewAck. */
    @Override
    public void acked(long now, List<IntHop> telemetry) {
        ackedPackets++;
        if (telemetry.isEmpty()) {
            return; // no switch on the path: nothing measures it
        }
        if (lastUpdateSeq < 0 || !samePath(telemetry)) {
            // the first ACK of the path only gives the reference point L (ns-3 rdma-hw.cc: "first RTT: store INT")
            last = telemetry;
            lastUpdateSeq = sentPackets;
            return;
        }
        boolean updateWc = ackedPackets > lastUpdateSeq;
        double before = window;
        computeWind(measureInflight(telemetry), updateWc);
        if (updateWc) {
            lastUpdateSeq = sentPackets;
        }
        last = telemetry;
        if (window != before && observer != null) {
            observer.windowChanged(this, telemetry);
        }
    }

    private boolean samePath(List<IntHop> telemetry) {
        if (telemetry.size() != last.size()) {
            return false;
        }
        for (int i = 0; i < telemetry.size(); i++) {
            if (!telemetry.get(i).port().equals(last.get(i).port())) {
                return false;
            }
        }
        return true;
    }

    /** Algorithm 1, MeasureInflight: U from the most loaded hop, smoothed over the time its two samples are apart. */
    private double measureInflight(List<IntHop> telemetry) {
        double u = 0;
        long tau = 0;
        double t = p.baseRttNanos();
        for (int i = 0; i < telemetry.size(); i++) {
            IntHop now = telemetry.get(i);
            IntHop before = last.get(i);
            long dt = now.timeNanos() - before.timeNanos();
            if (dt <= 0) {
                continue; // the same sample again: no rate to measure
            }
            double bytesPerNano = now.gbps() / 8;
            double txRate = (double) (now.txBytes() - before.txBytes()) / dt;
            double hopU = Math.min(now.queueBytes(), before.queueBytes()) / (bytesPerNano * t) + txRate / bytesPerNano;
            if (hopU > u) {
                u = hopU;
                tau = dt;
            }
        }
        double share = Math.min(tau, t) / t;
        utilization = (1 - share) * utilization + share * u;
        return utilization;
    }

    /** Algorithm 1, ComputeWind: multiplicative towards η·capacity when over it (or after maxStage increases), else additive. */
    private void computeWind(double u, boolean updateWc) {
        double eta = p.targetUtilization();
        if (u >= eta || incStage >= p.maxStage()) {
            window = bounded(u > 0 ? reference / (u / eta) + wAi : wInit);
            if (updateWc) {
                incStage = 0;
                reference = window;
            }
        } else {
            window = bounded(reference + wAi);
            if (updateWc) {
                incStage++;
                reference = window;
            }
        }
    }

    /** Never above W_init (the sender's own line rate, as ns-3 bounds R by the NIC's rate), never below W_AI. */
    private double bounded(double w) {
        return Math.max(wAi, Math.min(wInit, w));
    }

    /** "ACK telemetry from sw1/swp3, sw2/swp1". */
    public static String why(List<IntHop> hops) {
        StringBuilder b = new StringBuilder("ACK telemetry from ");
        for (int i = 0; i < hops.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(hops.get(i).port());
        }
        return b.toString();
    }

    private record Saved(double window, double reference, double utilization, int incStage, long sentPackets, long ackedPackets,
            long lastUpdateSeq, List<IntHop> last, long nextSend) {
    }

    @Override
    public Object save() {
        return new Saved(window, reference, utilization, incStage, sentPackets, ackedPackets, lastUpdateSeq, last, nextSend);
    }

    @Override
    public void restore(Object saved) {
        Saved s = (Saved) saved;
        window = s.window;
        reference = s.reference;
        utilization = s.utilization;
        incStage = s.incStage;
        sentPackets = s.sentPackets;
        ackedPackets = s.ackedPackets;
        lastUpdateSeq = s.lastUpdateSeq;
        last = s.last;
        nextSend = s.nextSend;
    }
}
