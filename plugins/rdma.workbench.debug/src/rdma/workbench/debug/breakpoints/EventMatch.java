package rdma.workbench.debug.breakpoints;

import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.Syndrome;

/** Whether a trace event is what an event breakpoint waits for: by the event's type and fields, never by its text. */
public final class EventMatch {

    private EventMatch() {
    }

    public static boolean matches(EventBreakpoint.Spec s, TraceEvent e) {
        if (s.host() != null && !s.host().isBlank() && !s.host().trim().equals(e.node())) {
            return false;
        }
        if (s.qpn() >= 0 && s.qpn() != e.qpn()) {
            return false;
        }
        return switch (s.kind()) {
            case PACKET -> e instanceof PacketSent p && (s.opcode() == null || p.packet().opcode() == s.opcode());
            case NAK -> e instanceof PacketSent p && syndrome(p) >= 0
                    && (Syndrome.isNak(syndrome(p)) && (s.syndrome() < 0 || syndrome(p) == s.syndrome())
                            || s.syndrome() == EventBreakpoint.Spec.ANY_NAK_OR_RNR && Syndrome.isRnrNak(syndrome(p)));
            case RNR_NAK -> e instanceof PacketSent p && syndrome(p) >= 0 && Syndrome.isRnrNak(syndrome(p));
            case QP_STATE -> e instanceof QpStateChanged c && (s.state() == null || c.to() == s.state());
            case COMPLETION_ERROR -> e instanceof CompletionQueued c && c.isError();
            case DROP -> e instanceof PacketDropped;
            case RETRANSMISSION -> e instanceof PacketSent p && p.resent();
            case TIMER -> e instanceof TimerFired t && (s.timer() == null || t.timer() == s.timer());
        };
    }

    private static int syndrome(PacketSent p) {
        Aeth a = p.packet().aeth();
        return a == null ? -1 : a.syndrome();
    }
}
