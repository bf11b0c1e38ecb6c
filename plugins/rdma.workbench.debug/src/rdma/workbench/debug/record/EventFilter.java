package rdma.workbench.debug.record;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Which events the Event Log lists: by type, host, QP, opcode (of the packet an event carries or
 * is about), errors only, and text in the summary — all that are set must hold. Nothing set
 * lists everything.
 *
 * @param types the types to list; empty lists every type
 * @param host the node, or null for any
 * @param qpn the QP, or -1 for any
 * @param opcode the opcode, or null for any
 * @param text a piece of the summary, case ignored; null or blank for any
 */
public record EventFilter(Set<EventType> types, String host, int qpn, Opcode opcode, boolean errorsOnly, String text) {

    public static final EventFilter ALL = new EventFilter(EnumSet.noneOf(EventType.class), null, -1, null, false, null);

    public EventFilter {
        types = types.isEmpty() ? EnumSet.noneOf(EventType.class) : EnumSet.copyOf(types);
        text = text == null || text.isBlank() ? null : text.trim().toLowerCase(Locale.ROOT);
    }

    public boolean isAll() {
        return types.isEmpty() && host == null && qpn < 0 && opcode == null && !errorsOnly && text == null;
    }

    public boolean matches(RunRecord record, TraceEvent e) {
        if (errorsOnly && !e.isError()) {
            return false;
        }
        if (!types.isEmpty() && !types.contains(EventType.of(e))) {
            return false;
        }
        if (host != null && !host.equals(e.node())) {
            return false;
        }
        if (qpn >= 0 && qpn != qpnOf(record, e)) {
            return false;
        }
        if (opcode != null) {
            RocePacket p = packetOf(record, e);
            if (p == null || p.opcode() != opcode) {
                return false;
            }
        }
        return text == null || e.summary().toLowerCase(Locale.ROOT).contains(text);
    }

    /** The positions in {@code record}'s events of those that match. */
    public int[] select(RunRecord record) {
        var events = record.events();
        int[] out = new int[events.size()];
        int n = 0;
        for (int i = 0; i < out.length; i++) {
            if (matches(record, events.get(i))) {
                out[n++] = i;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The QP an event concerns: its own, or for a frame's event the sending QP. */
    private static int qpnOf(RunRecord record, TraceEvent e) {
        if (e.qpn() >= 0) {
            return e.qpn();
        }
        WireFrame f = record.frameOf(e);
        return f == null ? -1 : f.fromQpn();
    }

    private static RocePacket packetOf(RunRecord record, TraceEvent e) {
        return switch (e) {
            case PacketSent s -> s.packet();
            case PacketReceived r -> r.packet();
            case PacketDropped d when d.packet() != null -> d.packet();
            default -> {
                WireFrame f = record.frameOf(e);
                yield f == null ? null : f.packet();
            }
        };
    }
}
