package rdma.workbench.engine.stepping;

import java.util.function.Predicate;

import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.wire.Opcode;

/** Conditions to run to, on the events of the trace (breakpoints on events). */
public final class Conditions {

    private Conditions() {
    }

    /** A packet with {@code opcode} is sent. */
    public static Predicate<TraceEvent> packetSent(Opcode opcode) {
        return e -> e.kind() == TraceKind.PACKET_SENT && (e.text().startsWith(opcode.name() + " "));
    }

    /** A NAK or RNR NAK is sent. */
    public static Predicate<TraceEvent> nak() {
        return e -> e.kind() == TraceKind.PACKET_SENT && e.text().contains("NAK");
    }

    /** A QP enters {@code state}. */
    public static Predicate<TraceEvent> qpState(QpState state) {
        return e -> e.kind() == TraceKind.QP_STATE && e.text().endsWith("-> " + state);
    }

    /** A completion with any status but SUCCESS. */
    public static Predicate<TraceEvent> completionError() {
        return e -> e.kind() == TraceKind.COMPLETION && !e.text().contains(" SUCCESS");
    }

    /** A packet is dropped, for whatever reason. */
    public static Predicate<TraceEvent> drop() {
        return e -> e.kind() == TraceKind.PACKET_DROPPED;
    }
}
