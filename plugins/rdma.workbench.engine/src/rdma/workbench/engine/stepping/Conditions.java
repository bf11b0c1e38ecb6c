package rdma.workbench.engine.stepping;

import java.util.function.Predicate;

import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;

/** Conditions to run to, on the typed events of the trace (breakpoints on events). */
public final class Conditions {

    private Conditions() {
    }

    /** A packet with {@code opcode} is sent. */
    public static Predicate<TraceEvent> packetSent(Opcode opcode) {
        return e -> e instanceof PacketSent p && p.packet().opcode() == opcode;
    }

    /** A NAK or RNR NAK is sent. */
    public static Predicate<TraceEvent> nak() {
        return e -> e instanceof PacketSent p && p.packet().aeth() != null && !Syndrome.isAck(p.packet().aeth().syndrome());
    }

    /** A QP enters {@code state}. */
    public static Predicate<TraceEvent> qpState(QpState state) {
        return e -> e instanceof QpStateChanged c && c.to() == state;
    }

    /** A completion with any status but SUCCESS, or a completion lost to a full CQ. */
    public static Predicate<TraceEvent> completionError() {
        return e -> e instanceof CompletionQueued c && c.isError();
    }

    /** A packet is dropped, for whatever reason. */
    public static Predicate<TraceEvent> drop() {
        return e -> e instanceof PacketDropped;
    }
}
