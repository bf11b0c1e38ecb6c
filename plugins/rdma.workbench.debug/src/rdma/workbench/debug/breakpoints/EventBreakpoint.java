package rdma.workbench.debug.breakpoints;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;

/**
 * Suspends a run when something happens on the wire or in a QP: a packet with an opcode, a NAK,
 * an RNR NAK, a QP state, a completion error, a drop, a retransmission, a timer — optionally on
 * one host and one QP. Like a Java exception breakpoint it belongs to no file: its marker is on
 * the workspace root, and it applies to every scenario.
 */
public final class EventBreakpoint extends RdmaBreakpoint {

    static final String KIND = "rdma.workbench.debug.kind";
    static final String OPCODE = "rdma.workbench.debug.opcode";
    static final String SYNDROME = "rdma.workbench.debug.syndrome";
    static final String STATE = "rdma.workbench.debug.state";
    static final String TIMER = "rdma.workbench.debug.timer";
    static final String HOST = "rdma.workbench.debug.host";
    static final String QPN = "rdma.workbench.debug.qpn";

    /** What the breakpoint waits for; a null or negative field matches anything. */
    public record Spec(EventKind kind, Opcode opcode, int syndrome, QpState state, TimerKind timer, String host, int qpn) {

        /**
         * A NAK breakpoint's syndrome that takes RNR NAKs too. IBTA counts an RNR NAK among the NAKs, but it is a
         * different AETH code (001xxxxx, not 011xxxxx); syndrome -1 means any NAK of 011xxxxx only.
         */
        public static final int ANY_NAK_OR_RNR = -2;

        public static Spec of(EventKind kind) {
            return new Spec(kind, null, -1, null, null, null, -1);
        }

        /** "NAK PSN sequence error on host2", "packet RC_SEND_ONLY", "QP enters ERR on QP 0x000011". */
        public String describe() {
            String what = switch (kind) {
                case PACKET -> "packet " + (opcode == null ? "(any opcode)" : opcode.name());
                case NAK -> syndrome == ANY_NAK_OR_RNR ? "any NAK, RNR NAKs included" : syndrome < 0 ? "any NAK but RNR NAKs"
                        : Syndrome.describe(syndrome);
                case RNR_NAK -> "RNR NAK";
                case QP_STATE -> "QP enters " + (state == null ? "any state" : state.name());
                case COMPLETION_ERROR -> "completion error";
                case DROP -> "dropped frame";
                case RETRANSMISSION -> "retransmission";
                case TIMER -> (timer == null ? "any timer" : timer.name()) + " fires";
            };
            List<String> where = new ArrayList<>();
            if (host != null && !host.isBlank()) {
                where.add("on " + host);
            }
            if (qpn >= 0) {
                where.add(String.format(Locale.ROOT, "QP 0x%06x", qpn));
            }
            return where.isEmpty() ? what : what + " " + String.join(", ", where);
        }
    }

    /** For the platform, which recreates breakpoints from their markers. */
    public EventBreakpoint() {
    }

    /** A new, enabled event breakpoint with {@code hitCount} (0: suspend at every hit), registered with the breakpoint manager. */
    public static EventBreakpoint create(Spec spec, int hitCount) throws CoreException {
        EventBreakpoint b = new EventBreakpoint();
        IResource root = ResourcesPlugin.getWorkspace().getRoot();
        root.getWorkspace().run(monitor -> {
            IMarker m = root.createMarker(RdmaDebug.EVENT_BREAKPOINT_MARKER);
            m.setAttribute(ID, RdmaDebug.MODEL);
            m.setAttribute(ENABLED, true);
            m.setAttribute(KIND, spec.kind().name());
            if (spec.opcode() != null) {
                m.setAttribute(OPCODE, spec.opcode().name());
            }
            m.setAttribute(SYNDROME, spec.syndrome());
            if (spec.state() != null) {
                m.setAttribute(STATE, spec.state().name());
            }
            if (spec.timer() != null) {
                m.setAttribute(TIMER, spec.timer().name());
            }
            if (spec.host() != null && !spec.host().isBlank()) {
                m.setAttribute(HOST, spec.host().trim());
            }
            m.setAttribute(QPN, spec.qpn());
            setHitCount(m, hitCount);
            m.setAttribute(IMarker.MESSAGE, "Event breakpoint: " + spec.describe());
            b.setMarker(m);
        }, root, 0, null);
        DebugPlugin.getDefault().getBreakpointManager().addBreakpoint(b);
        return b;
    }

    /** What the breakpoint waits for, as its marker says; null when the marker names no kind this version knows. */
    public Spec spec() {
        IMarker m = getMarker();
        if (m == null) {
            return null;
        }
        EventKind kind = valueOf(EventKind.class, m.getAttribute(KIND, null));
        if (kind == null) {
            return null;
        }
        return new Spec(kind, valueOf(Opcode.class, m.getAttribute(OPCODE, null)), m.getAttribute(SYNDROME, -1),
                valueOf(QpState.class, m.getAttribute(STATE, null)), valueOf(TimerKind.class, m.getAttribute(TIMER, null)),
                m.getAttribute(HOST, null), m.getAttribute(QPN, -1));
    }

    private static <E extends Enum<E>> E valueOf(Class<E> type, String name) {
        if (name == null) {
            return null;
        }
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
