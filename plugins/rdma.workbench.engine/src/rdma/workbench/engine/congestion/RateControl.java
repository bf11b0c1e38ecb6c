package rdma.workbench.engine.congestion;

import java.util.List;

/**
 * A reaction point's algorithm for one QP (DCQCN, HPCC): the requester asks it before each packet
 * whether and when the packet may leave, and tells it what was sent and what came back. One
 * instance per QP; all times are the simulation's nanoseconds. Its state is saved and restored
 * with the QP's transport (step back), so an implementation keeps no state outside
 * {@link #save()}.
 */
public interface RateControl {

    /**
     * The earliest time the next packet may leave, at or after {@code now}: pacing at the current
     * rate counts from the packets already reported to {@link #sent}, so the next packet's own size
     * is not needed.
     */
    long earliestSend(long now);

    /** Whether a new packet may leave while {@code inFlightBytes} are sent and not acknowledged (HPCC's window; always true for DCQCN). */
    boolean windowAllows(long inFlightBytes);

    /** Whether every packet asks for an ACK (HPCC: each ACK carries the telemetry of the packet it answers). */
    boolean ackEveryPacket();

    /** A packet of {@code frameBytes} left at {@code now}. */
    void sent(long now, int frameBytes);

    /** A CNP for this QP arrived. */
    void cnp(long now);

    /** An ACK arrived; {@code telemetry} holds the hops its data packet crossed (empty when none were stamped). */
    void acked(long now, List<IntHop> telemetry);

    /** The QP stopped sending for good (ERR, RESET, destroyed): timers stop, nothing is scheduled any more. */
    void stop();

    /** Everything that changes, for a checkpoint. */
    Object save();

    void restore(Object saved);
}
