package rdma.workbench.debug.ui.details;

import java.util.List;
import java.util.Locale;

import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.Syndrome;

/**
 * What a field means in this frame, beyond what its value means anywhere: the PSN a receiver
 * expected, the PSN a NAK asks for again, the key or range a remote access check refused, the
 * ICRC a receiver computed. Each note goes to the row of the field it concerns, and one row is
 * the frame's most telling field: the one Packet Details selects when the frame is shown.
 */
final class FieldNotes {

    private FieldNotes() {
    }

    /** Adds the notes to {@code all}, every row of a frame's tree; returns the row to select first. */
    static DetailNode annotate(WireFrame f, List<DetailNode> all) {
        RocePacket p = f.packet();
        PacketDropped d = f.drop();
        // a PFC frame tells its story in which priorities it names
        DetailNode telling = f.pfc() != null ? find(all, "MAC Control", "Class-enable vector") : find(all, "BTH", "Opcode");
        if (p != null && p.aeth() != null) {
            DetailNode syndrome = find(all, "AETH", "Syndrome");
            if (syndrome != null) {
                syndrome.note = syndromeNote(p);
                if (p.opcode().kind() == Opcode.Kind.ACK) {
                    telling = syndrome;
                }
            }
            DetailNode msn = find(all, "AETH", "MSN");
            if (msn != null) {
                msn.note = p.aeth().msn() + (p.aeth().msn() == 1 ? " message" : " messages") + " of this QP completed at the responder so far";
            }
        }
        if (p != null && Syndrome.isNak(p.aeth() == null ? 0 : p.aeth().syndrome()) && p.aeth().syndrome() == Syndrome.NAK_PSN_SEQUENCE_ERROR) {
            DetailNode psn = find(all, "BTH", "PSN");
            if (psn != null) {
                psn.note = String.format(Locale.ROOT, "the PSN the responder expects: the requester sends again from PSN 0x%06x (go-back-N)", p.bth().psn());
            }
        }
        if (d != null) {
            DetailNode at = switch (d.reason()) {
                case OUT_OF_SEQUENCE, DUPLICATE, STALE_RESPONSE, UNEXPECTED_RESPONSE -> find(all, "BTH", "PSN");
                case REMOTE_ACCESS -> find(all, "RETH", "R_Key") != null ? find(all, "RETH", "R_Key") : find(all, "AtomicETH", "R_Key");
                case ICRC_MISMATCH -> find(all, "ICRC", "ICRC");
                case NO_SUCH_QP, QP_STATE, NOT_FROM_PEER -> find(all, "BTH", "Destination QP");
                case WRONG_PARTITION -> find(all, "BTH", "P_Key");
                case WRONG_TRANSPORT, INVALID_REQUEST, BROKEN_MESSAGE -> find(all, "BTH", "Opcode");
                case DATAGRAM_REFUSED -> find(all, "DETH", "Q_Key");
                case NOT_ADDRESSED_HERE, NO_ROUTE -> find(all, "IPv4", "Destination") != null ? find(all, "IPv4", "Destination") : find(all, "IPv6", "Destination");
                default -> null;
            };
            if (at != null) {
                at.note = (at.note == null ? "" : at.note + "; ") + "dropped at " + d.where() + ": " + d.detail();
                telling = at;
            }
        }
        return telling;
    }

    private static String syndromeNote(RocePacket p) {
        int s = p.aeth().syndrome();
        if (Syndrome.isAck(s)) {
            return String.format(Locale.ROOT, "acknowledges every PSN up to 0x%06x", p.bth().psn());
        }
        if (Syndrome.isRnrNak(s)) {
            return "the responder had no receive WQE: the requester waits " + Syndrome.rnrTimerText(Syndrome.code(s)) + ", then sends again from PSN "
                    + String.format(Locale.ROOT, "0x%06x", p.bth().psn()) + " (rnr_retry counts the tries)";
        }
        return switch (s) {
            case Syndrome.NAK_PSN_SEQUENCE_ERROR -> String.format(Locale.ROOT,
                    "the responder got a PSN ahead of 0x%06x, the one it expects: a packet was lost (IBTA 9.7.5.1.4)", p.bth().psn());
            case Syndrome.NAK_INVALID_REQUEST -> "the request breaks a rule of the transport: the requester completes it with REM_INV_REQ_ERR";
            case Syndrome.NAK_REMOTE_ACCESS_ERROR -> "the R_Key, range or access flags refused it: the requester completes it with REM_ACCESS_ERR";
            case Syndrome.NAK_REMOTE_OPERATIONAL_ERROR -> "the responder could not carry it out: REM_OP_ERR at the requester";
            default -> null;
        };
    }

    private static DetailNode find(List<DetailNode> all, String layer, String field) {
        for (DetailNode n : all) {
            if (n.field != null && n.layer.name().equals(layer) && n.field.name().equals(field)) {
                return n;
            }
        }
        return null;
    }
}
