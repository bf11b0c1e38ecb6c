package rdma.workbench.debug.explain;

import java.util.Locale;

import rdma.workbench.engine.trace.AsyncEventRaised;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.FrameFaulted;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.Mismatch;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.StepEnded;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TransportNote;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.Syndrome;
import rdma.workbench.model.network.EcnRule;

/**
 * Why an event happened and what follows from it, for a learner: the event's own values put into
 * the rule that produced it, and where the rule is written (an IBTA section, or what Linux rxe
 * does). The Event Log shows it under the selected event, the ladder in a frame's tooltip, Packet
 * Details above the frame's layers.
 *
 * @param text the explanation, filled with the event's values
 * @param rule where the rule comes from
 */
public record Explanation(String text, String rule) {

    /** The explanation of {@code e}. */
    public static Explanation of(TraceEvent e) {
        return switch (e) {
            case PacketSent s -> sent(s.packet(), s.resent(), s.why());
            case PacketReceived r -> new Explanation("The NIC of " + r.node() + " took the frame for QP " + qp(r.qpn())
                    + ": it is well formed, its ICRC matches and it is addressed to one of the port's GIDs. The QP's responder (for a request) "
                    + "or completer (for a response) checks it next.", "IBTA 9.6 (packet header validation); rxe rxe_rcv and rxe_icrc_check");
            case PacketDropped d -> DropExplanations.of(d);
            case FrameOnLink l -> new Explanation(String.format(Locale.ROOT,
                    "The frame waits for the link %s to be free, takes the wire at %.3f \u00b5s, and reaches %s at %.3f \u00b5s: serialization "
                            + "(its bytes at the link's rate) plus the propagation delay. Frames on one link leave in the order they were sent.",
                    l.link(), l.depart() / 1000.0, l.to(), l.arrive() / 1000.0), "the link's model: serialization + propagation delay");
            case FrameFaulted f -> new Explanation(faultText(f), "the fault the scenario armed, or the link's error rates");
            case QueueDepth q -> new Explanation(String.format(Locale.ROOT,
                    "Frame #%d joined or left the queue of priority %d on %s: %d bytes in %d frame(s) wait there for the wire. A queue builds when "
                            + "more arrives for a port than its link sends (an incast); the highest priority leaves first.%s",
                    q.frameId(), q.priority(), q.port(), q.bytes(), q.frames(), q.kmin() < 0 ? "" : String.format(Locale.ROOT,
                            " The switch marks ECN-capable frames that find more than Kmin = %d bytes queued, with a probability rising to %s at Kmax = "
                                    + "%d bytes, and every one above Kmax.", q.kmin(), q.pmax() < 0 ? "Pmax" : EcnRule.percent(q.pmax()), q.kmax())),
                    "IEEE 802.1Q 8.6.8.1 (strict priority); the switch's egress queues; DCQCN (Zhu et al., SIGCOMM 2015) section 3.1");
            case FrameMarked m -> new Explanation(String.format(Locale.ROOT,
                    "The switch set CE (congestion experienced) in the IP ECN field of frame #%d: it found %d bytes queued on %s, where the RED "
                            + "rule marks with probability %.4f (none up to Kmin, rising to Pmax at Kmax, all above). The ICRC masks the ECN bits, "
                            + "so the frame stays valid; the receiver learns of the congestion.",
                    m.frameId(), m.depth(), m.port(), m.probability()), "RFC 3168; DCQCN (Zhu et al., SIGCOMM 2015) section 3.1");
            case RateChanged r -> new Explanation(r.algorithm().equals("HPCC")
                    ? String.format(Locale.ROOT, "HPCC at %s set QP %s's window to %d bytes (rate %.3f Gbit/s): %s. The sender computes the "
                            + "utilization U of the busiest link on the path from the queue lengths and transmitted bytes the switches stamped "
                            + "on its packet, and scales its window by the target utilization over U, adding a small increase.",
                            r.node(), qp(r.qpn()), r.windowBytes(), r.rateGbps(), r.why())
                    : String.format(Locale.ROOT, "DCQCN at %s set QP %s's rate to %.3f Gbit/s (target %.3f, alpha %.4f): %s. On a CNP the rate "
                            + "is cut by alpha/2 and alpha grows; without CNPs alpha decays and the rate climbs back by timer and byte counter, "
                            + "first halfway to the target (fast recovery), then by additive and hyper increases.",
                            r.node(), qp(r.qpn()), r.rateGbps(), r.targetGbps(), r.alpha(), r.why()),
                    r.algorithm().equals("HPCC") ? "HPCC (Li et al., SIGCOMM 2019) section 3.2, Algorithm 1"
                            : "DCQCN (Zhu et al., SIGCOMM 2015) section 3.3");
            case PauseFrameSent p -> new Explanation(String.format(Locale.ROOT,
                    "%s sent a PFC frame out of %s: %s. An input's buffered frames of a lossless priority passed XOFF, so the switch asks the "
                            + "neighbour that feeds it to stop that priority (a time of 0 quanta resumes it once the buffer drains below XON). "
                            + "A quantum is 512 bit times at the link's speed.", p.node(), p.port(), p.summary()),
                    "IEEE 802.1Qbb (priority-based flow control); MAC control EtherType 0x8808, opcode 0x0101");
            case PauseStateChanged p -> new Explanation(p.paused()
                    ? String.format(Locale.ROOT, "%s stops sending priority %d until %.3f \u00b5s, as the PFC frame asked: frames of that "
                            + "priority wait in its queue, the other priorities go on. Paused queues fill and may pause their own inputs in turn "
                            + "(pause spreading), and flows that share a paused queue wait too (head-of-line blocking).", p.port(), p.priority(),
                            p.untilNanos() / 1000.0)
                    : String.format(Locale.ROOT, "%s sends priority %d again: %s.", p.port(), p.priority(),
                            p.frameId() < 0 ? "the pause time ran out" : "a PFC frame with a zero time resumed it"),
                    "IEEE 802.1Qbb");
            case TimerFired t -> TimerExplanations.of(t);
            case QpStateChanged q -> stateChanged(q);
            case CompletionQueued c -> CompletionExplanations.of(c);
            case AsyncEventRaised a -> AsyncExplanations.of(a);
            case VerbCalled v -> new Explanation(v.result().name().equals("OK") ? "The program called " + v.verb() + " and it succeeded."
                    : "The program called " + v.verb() + " and it failed with " + v.result() + ": " + v.text()
                            + ". A verb that fails changes nothing, as libibverbs does.", "libibverbs: " + v.verb() + "(3)");
            case StepStarted s -> new Explanation("Program " + s.program() + " begins its step " + s.label() + ".", "the scenario");
            case StepEnded s -> new Explanation("Program " + s.program() + (s.stopped() ? " stops at " : " is done with ") + "its step " + s.label()
                    + (s.stopped() ? ": a step that fails ends its program." : "."), "the scenario");
            case TransportNote n -> transportNote(n);
            case ProgramNote n -> new Explanation(n.text(), "the scenario");
            case Mismatch m -> new Explanation("The scenario expected otherwise at this step: " + m.text()
                    + ". Each expectation is a conformance check; the run's verdict is FAIL.", "the scenario's expectations");
        };
    }

    static String qp(int qpn) {
        return String.format(Locale.ROOT, "0x%06x", qpn);
    }

    static String psn(int psn) {
        return String.format(Locale.ROOT, "0x%06x (%d)", psn, psn);
    }

    /** Why a packet was sent, by its opcode and AETH. */
    public static Explanation sent(RocePacket p, boolean resent, String why) {
        Opcode op = p.opcode();
        int psn = p.bth().psn();
        if (op == Opcode.CNP) {
            return new Explanation("A congestion notification: the receiver saw frames marked CE (congestion experienced) by a switch and tells QP "
                    + qp(p.bth().destQp()) + " to slow down. At most one per QP per interval.", "IBTA Annex A17.9.3 (RoCEv2 CNP); DCQCN");
        }
        if (op.kind() == Opcode.Kind.ACK) {
            int s = p.aeth().syndrome();
            int msn = p.aeth().msn();
            if (Syndrome.isAck(s)) {
                return new Explanation("A positive acknowledgement: the responder has received every packet up to PSN " + psn(psn) + " and completed "
                        + msn + (msn == 1 ? " message" : " messages") + " of this QP (the MSN). The requester completes the work requests those PSNs "
                        + "finish; one ACK may acknowledge many packets (coalescing)."
                        + (op == Opcode.RC_ATOMIC_ACKNOWLEDGE ? " An atomic acknowledgement also carries the value the remote memory held before the operation."
                                : ""), "IBTA 9.7.5.1 (ACK generation), 9.7.6.1.1 (MSN)");
            }
            if (Syndrome.isRnrNak(s)) {
                int code = Syndrome.code(s);
                return new Explanation("Receiver not ready: a SEND (or WRITE with immediate) for PSN " + psn(psn)
                        + " found no receive WQE posted on the responder's QP. The NAK carries the responder's min_rnr_timer, code " + code + " = "
                        + Syndrome.rnrTimerText(code) + ": the requester waits that long and sends again from PSN " + psn(psn)
                        + ", using one of its rnr_retry tries (7 means forever). When none are left the work request completes with "
                        + "IBV_WC_RNR_RETRY_EXC_ERR and the QP goes to the error state. Posting receives before the peer sends avoids it.",
                        "IBTA 9.7.5.2.8 (RNR NAK), 9.7.6.1.4; rxe check_resource (RESPST_ERR_RNR)");
            }
            return switch (s) {
                case Syndrome.NAK_PSN_SEQUENCE_ERROR -> new Explanation("PSN sequence error: the responder received a PSN ahead of " + psn(psn)
                        + ", the one it expects next, so a packet was lost (or overtaken). It sends this one NAK with the expected PSN and drops what "
                        + "follows until that PSN arrives. The requester goes back to PSN " + psn(psn) + " and sends every packet from there again "
                        + "(go-back-N), counting one of its retry_cnt retries.", "IBTA 9.7.5.2.2 (sequence error NAK), 9.7.4.1.5; rxe check_psn");
                case Syndrome.NAK_INVALID_REQUEST -> new Explanation("Invalid request: the responder refuses PSN " + psn(psn)
                        + " because it breaks a rule of the transport (an opcode out of sequence, an operation the QP's access flags do not allow, "
                        + "a message longer than the receive buffer). The requester completes the work request with IBV_WC_REM_INV_REQ_ERR and "
                        + "its QP goes to the error state.", "IBTA 9.7.5.2.3; rxe check_op_valid, check_length");
                case Syndrome.NAK_REMOTE_ACCESS_ERROR -> new Explanation("Remote access error: the R_Key, the address range or the memory "
                        + "region's access flags refused the request at PSN " + psn(psn) + ". The requester completes it with IBV_WC_REM_ACCESS_ERR "
                        + "and its QP goes to the error state; nothing was read or written.", "IBTA 9.7.5.2.4, 10.6.7 (R_Key checks); rxe check_rkey");
                case Syndrome.NAK_REMOTE_OPERATIONAL_ERROR -> new Explanation("Remote operational error: the responder could not carry out PSN "
                        + psn(psn) + " (for example its completion queue overflowed). The requester completes it with IBV_WC_REM_OP_ERR.",
                        "IBTA 9.7.5.2.5");
                default -> new Explanation("A NAK with syndrome " + String.format(Locale.ROOT, "0x%02x", s) + ": " + Syndrome.describe(s) + ".",
                        "IBTA 9.7.5.2");
            };
        }
        StringBuilder b = new StringBuilder();
        if (resent) {
            b.append("Sent again: the requester goes back to an earlier PSN (after a sequence NAK, a local ACK timeout or an RNR wait) and resends "
                    + "every packet from there in order (go-back-N). ");
        }
        switch (op.kind()) {
            case READ -> b.append("An RDMA READ request for ").append(p.reth().dmaLength()).append(" bytes: it takes max(1, ceil(length / MTU)) PSNs "
                    + "from PSN ").append(psn(psn)).append(", one per response packet the responder will send back.");
            case READ_RESPONSE -> b.append("A READ response (").append(op.position().name().toLowerCase(Locale.ROOT))
                    .append("): data the responder read from its memory, at PSN ").append(psn(psn))
                    .append(p.aeth() != null ? "; its AETH acknowledges the request like an ACK." : ".");
            case ATOMIC -> b.append("An atomic ").append(op == Opcode.RC_COMPARE_SWAP ? "compare-and-swap" : "fetch-and-add")
                    .append(" on 8 bytes of remote memory. The responder executes it once and keeps the result in its replay cache, so a duplicate "
                            + "is answered without executing it twice.");
            default -> {
                String verb = op.kind() == Opcode.Kind.SEND ? "SEND" : "RDMA WRITE";
                b.append("Part of a ").append(verb).append(" message, ").append(op.position().name().toLowerCase(Locale.ROOT))
                        .append(" packet, PSN ").append(psn(psn)).append(": a message longer than the path MTU is cut into FIRST, MIDDLE... LAST "
                                + "packets of one MTU each (ONLY when it fits in one).");
                if (op.kind() == Opcode.Kind.WRITE && p.reth() != null) {
                    b.append(" The RETH names the remote address and R_Key the responder checks.");
                }
            }
        }
        if (p.bth().ackReq()) {
            b.append(" AckReq is set: the responder acknowledges it (the last packet of a message, and every 66th packet of a long one: more than 64 without one, as rxe RXE_MAX_PKT_PER_ACK).");
        }
        if (why != null && !why.isBlank()) {
            b.append(" (").append(why).append(")");
        }
        return new Explanation(b.toString(), op.kind() == Opcode.Kind.READ_RESPONSE
                ? "IBTA 9.7.5.1.3 (RDMA READ responses), 9.4 (opcodes); rxe rxe_resp.c read_reply"
                : "IBTA 9.7.2 (requester segmentation), 9.4 (opcodes); rxe rxe_req.c");
    }

    private static String faultText(FrameFaulted f) {
        return switch (f.effect()) {
            case CORRUPTED -> "A bit of the frame was flipped on " + f.link() + ". The receiver's ICRC check will fail and it drops the frame "
                    + "without a NAK; the sender recovers by a sequence NAK on the next packet or by its local ACK timeout.";
            case DELAYED -> "The frame is held on " + f.link() + " longer than the wire takes: " + f.detail() + ". Later frames may overtake it.";
            case DUPLICATED -> "The frame is delivered twice on " + f.link() + ". The responder recognizes the second copy by its PSN (a duplicate) "
                    + "and does not execute it again.";
            case HELD_BACK -> "The frame is held back on " + f.link() + " and sent after the next one: the receiver sees them out of order.";
            case RELEASED -> "The frame held back on " + f.link() + " goes on now, " + f.detail() + ".";
        };
    }

    private static Explanation stateChanged(QpStateChanged q) {
        String base = "QP " + qp(q.qpn()) + " goes from " + q.from() + " to " + q.to() + (q.reason() == null || q.reason().isBlank() ? "" : " (" + q.reason() + ")")
                + ". ";
        String more = switch (q.to()) {
            case RESET -> "In RESET a QP has no state: it neither sends nor receives, and posting to it fails.";
            case INIT -> "In INIT receives may be posted (they wait), nothing is sent or received yet.";
            case RTR -> "Ready to receive: the QP knows its peer (QP number, GID, path MTU, expected PSN) and accepts its packets; it does not send.";
            case RTS -> "Ready to send: the requester's PSN, timeout, retry_cnt and rnr_retry are set; posted sends go on the wire.";
            case SQD -> "Send queue drained: the QP finishes what is outstanding and starts nothing new.";
            case SQE -> "Send queue error: a send failed; receives still complete.";
            case ERR -> "In the error state every outstanding send and receive work request completes with IBV_WC_WR_FLUSH_ERR (flush), "
                    + "even unsignaled ones, and the QP sends and accepts nothing more until it is reset.";
        };
        return new Explanation(base + more, q.to() == QpState.ERR ? "IBTA 10.3.1, 11.6.2 (flush on error); rxe rxe_qp_error"
                : "IBTA 10.3.1 (QP state machine); ibv_modify_qp(3)");
    }

    private static Explanation transportNote(TransportNote n) {
        String t = n.text();
        if (t.startsWith("duplicate READ")) {
            return new Explanation(t + ". A duplicate READ is answered only from the responder resource saved when the original passed its checks "
                    + "(its memory region and range), never from memory unchecked.", "IBTA 9.7.5.1.2 (duplicate READ); rxe find_resource");
        }
        if (t.startsWith("duplicate atomic")) {
            return new Explanation(t + ". An atomic is executed once; its duplicates get the saved result.", "IBTA 9.7.5.1.2; rxe atomic replay");
        }
        if (t.startsWith("RNR NAK")) {
            return new Explanation(t + ". The requester waits out the RNR timer the NAK carried before it sends again.", "IBTA 9.7.6.1.4");
        }
        if (t.startsWith("the responder expects PSN")) {
            return new Explanation(t + ". Go-back-N: every packet from that PSN on is sent again.", "IBTA 9.7.6.1.2");
        }
        return new Explanation(t + ".", "the transport (rxe's requester, responder and completer)");
    }
}
