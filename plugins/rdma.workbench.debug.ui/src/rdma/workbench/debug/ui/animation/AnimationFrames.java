package rdma.workbench.debug.ui.animation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.debug.record.Hop;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.run.FrameColors;
import rdma.workbench.editor.overlay.Mark;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.verbs.QpState;

/**
 * What the topology shows of a run at one instant: each frame on a link at the fraction of the
 * way its departure and arrival times give, in the ladder's colours; a drop as a flash that fades
 * over {@link #FLASH_NANOS}; and on each NIC a badge with its QPs' states at that instant.
 */
final class AnimationFrames {

    /** How long a drop keeps flashing, in simulated time. */
    static final long FLASH_NANOS = 300;

    private AnimationFrames() {
    }

    static List<Mark> at(RunRecord record, long t) {
        List<Mark> out = new ArrayList<>();
        for (WireFrame f : record.frames()) {
            if (f.sentTime() > t) {
                // frames are in sending order: none after this one is on its way yet
                break;
            }
            for (Hop h : f.hops()) {
                if (h.depart() <= t && t < h.arrive()) {
                    double fraction = (t - h.depart()) / (double) (h.arrive() - h.depart());
                    out.add(new Mark.Packet(h.link(), h.fromNode(), fraction, FrameColors.of(f.kind()), shortLabel(f)));
                }
            }
            if (f.drop() != null && f.dropTime() <= t && t - f.dropTime() < FLASH_NANOS) {
                double strength = 1 - (t - f.dropTime()) / (double) FLASH_NANOS;
                String why = f.drop().reason().name().toLowerCase(Locale.ROOT).replace('_', ' ');
                if (f.hops().isEmpty()) {
                    // died on its first link before it went on the wire (a fault, the link's loss): at the sender's end
                    out.add(new Mark.Drop(f.drop().where(), f.fromNode(), 0.15, f.fromNode(), strength, why));
                } else {
                    out.add(new Mark.Drop(null, null, 0, f.toNode() != null ? f.toNode() : f.fromNode(), strength, why));
                }
            }
        }
        out.addAll(badges(record, t));
        return out;
    }

    /** "WRITE_FIRST 0", "ACK 3", "NAK 1": what fits beside an envelope. */
    static String shortLabel(WireFrame f) {
        if (f.pfc() != null) {
            return "PFC";
        }
        if (f.packet() == null) {
            return "?";
        }
        String op = f.packet().opcode().name();
        op = op.substring(op.indexOf('_') + 1).replace("RDMA_", "").replace("ACKNOWLEDGE", "ACK");
        return switch (f.kind()) {
            case NAK -> "NAK " + f.psn();
            case RNR_NAK -> "RNR " + f.psn();
            case CNP -> "CNP";
            default -> op + " " + f.psn();
        };
    }

    /** A NIC, by its host and device. */
    private record Nic(String host, String device) {
    }

    /** Each NIC's QPs and their states at {@code t}: "QP 0x11 RTS". */
    private static List<Mark> badges(RunRecord record, long t) {
        Map<Nic, Map<Integer, QpState>> nics = new LinkedHashMap<>();
        for (QpStateChanged c : record.stateChanges()) {
            if (c.time() > t) {
                break;
            }
            nics.computeIfAbsent(new Nic(c.node(), c.device()), k -> new LinkedHashMap<>()).put(c.qpn(), c.to());
        }
        List<Mark> out = new ArrayList<>();
        for (Map.Entry<Nic, Map<Integer, QpState>> n : nics.entrySet()) {
            StringBuilder text = new StringBuilder();
            boolean error = false;
            for (Map.Entry<Integer, QpState> q : n.getValue().entrySet()) {
                text.append(text.isEmpty() ? "" : "  ").append(String.format(Locale.ROOT, "QP 0x%x %s", q.getKey(), q.getValue()));
                error |= q.getValue() == QpState.ERR || q.getValue() == QpState.SQE;
            }
            out.add(new Mark.Badge(n.getKey().host(), n.getKey().device(), text.toString(), error ? 0xD62728 : 0x2E8B3A));
        }
        return out;
    }
}
