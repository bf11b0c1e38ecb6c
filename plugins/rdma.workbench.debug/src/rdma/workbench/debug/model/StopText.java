package rdma.workbench.debug.model;

import java.util.Locale;

import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Syndrome;

/** A trace event as the reason a thread gives for suspending: what, where, which frame. */
final class StopText {

    private StopText() {
    }

    static String of(TraceEvent e) {
        return switch (e) {
            case PacketSent p when p.packet().aeth() != null && !Syndrome.isAck(p.packet().aeth().syndrome()) ->
                Syndrome.explain(p.packet().aeth().syndrome()) + String.format(Locale.ROOT, " for PSN 0x%06x", p.packet().bth().psn()) + ", from "
                        + p.node() + ", frame #" + p.frameId();
            case PacketSent p -> p.packet().opcode().name() + String.format(Locale.ROOT, " PSN 0x%06x", p.packet().bth().psn())
                    + (p.resent() ? " sent again" : "") + ", from " + p.node() + ", frame #" + p.frameId();
            case PacketDropped d -> "frame #" + d.frameId() + " dropped at " + d.where() + ": " + d.detail();
            case QpStateChanged c -> String.format(Locale.ROOT, "QP 0x%06x on %s: %s -> %s", c.qpn(), c.node(), c.from(), c.to())
                    + (c.reason() == null || c.reason().isEmpty() ? "" : " (" + c.reason() + ")");
            case CompletionQueued c -> "completion on " + c.node() + ": " + c.summary();
            case TimerFired t -> t.timer() + " on " + t.node() + ": " + t.detail();
            default -> e.node() + ": " + e.summary();
        };
    }
}
