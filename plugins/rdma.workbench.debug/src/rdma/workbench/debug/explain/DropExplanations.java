package rdma.workbench.debug.explain;

import rdma.workbench.engine.trace.PacketDropped;

/** Why a frame was dropped: one rule per {@link rdma.workbench.engine.trace.DropReason}, each access check its own. */
final class DropExplanations {

    private DropExplanations() {
    }

    static Explanation of(PacketDropped d) {
        String at = "Dropped at " + d.where() + ": " + d.detail() + ". ";
        return switch (d.reason()) {
            case MALFORMED -> new Explanation(at + "The bytes are not a RoCEv2 frame the receiver accepts; it drops them without an answer.",
                    "IBTA Annex A17 (RoCEv2 encapsulation); rxe rxe_udp_encap_recv, hdr_check");
            case ICRC_MISMATCH -> new Explanation(at + "The invariant CRC, computed over the headers that do not change on the way and the payload, "
                    + "does not match: the frame was damaged. The receiver drops it silently, with no NAK; the sender finds out from a sequence NAK on "
                    + "a later packet or from its local ACK timeout.", "IBTA 7.8.1 (ICRC), Annex A17.3.3; rxe rxe_icrc_check");
            case NOT_ADDRESSED_HERE -> new Explanation(at + "The destination IP is none of the port's GIDs: the NIC does not take it.",
                    "IBTA Annex A17.4 (GID = IP address); rxe rxe_rcv");
            case NO_ROUTE -> new Explanation(at + "No port of the switch leads to the destination address, so the frame goes nowhere.",
                    "the fabric's forwarding tables");
            case NO_SUCH_QP -> new Explanation(at + "The BTH names a destination QP that does not exist on the device (destroyed, or never created).",
                    "IBTA 9.6.1.1 (DestQP check); rxe rxe_rcv (qp lookup)");
            case FAULT -> new Explanation(at + "A fault the scenario armed dropped it, as a lossy network would. The transport must recover: a "
                    + "sequence NAK when a later packet arrives, else the local ACK timeout.", "the scenario's Fault step");
            case QUEUE_FULL -> new Explanation(at + "The switch's egress queue for the frame's priority (or its shared buffer) was full, so the "
                    + "frame was dropped at the tail. Without PFC a congested RoCE fabric loses frames; the transport recovers by a sequence "
                    + "NAK or a timeout, then go-back-N.", "the switch's buffer limits; IEEE 802.1Qbb (PFC) is what makes it lossless");
            case LINK_LOSS -> new Explanation(at + "The link's loss rate dropped it. The transport recovers as from any loss: a sequence NAK or a "
                    + "timeout, then go-back-N.", "the link's loss rate");
            case WRONG_TRANSPORT -> new Explanation(at + "The opcode belongs to another transport than the QP's (an RC packet for a UD QP, say).",
                    "IBTA 9.6.1.2; rxe check_type_state");
            case WRONG_PARTITION -> new Explanation(at + "The P_Key is not the port's: the QP belongs to another partition.",
                    "IBTA 9.6.1.1, 10.9 (partitions); rxe check_keys");
            case NOT_FROM_PEER -> new Explanation(at + "A connected QP (RC, UC) takes packets only from the peer it was connected to in RTR.",
                    "IBTA 9.6.1.3; rxe check_addr");
            case QP_STATE -> new Explanation(at + "The QP's state does not take this packet (a QP receives in RTR and RTS; in RESET, INIT or ERR it "
                    + "drops what arrives).", "IBTA 10.3.1; rxe check_type_state");
            case OUT_OF_SEQUENCE -> new Explanation(at + "The PSN is ahead of the one expected: a packet before it was lost. The first such packet "
                    + "gets one sequence-error NAK carrying the expected PSN; the ones after it are dropped silently until the missing PSN arrives "
                    + "again (go-back-N).", "IBTA 9.7.5.1.4, 9.7.5.2.2; rxe check_psn");
            case DUPLICATE -> new Explanation(at + "A PSN already received: the requester sent it again (it did not see the ACK in time). The "
                    + "responder does not execute it twice: a SEND or WRITE is acknowledged again, a READ is answered again only from its saved "
                    + "responder resource, an atomic from its replay cache.", "IBTA 9.7.5.1.2 (duplicate requests); rxe duplicate_request");
            case RECEIVER_NOT_READY -> new Explanation(at + "A SEND arrived and no receive WQE was posted: the responder answers with an RNR NAK, "
                    + "and the requester waits and sends it again (rnr_retry times at most).", "IBTA 9.7.5.2.8; rxe check_resource");
            case INVALID_REQUEST -> new Explanation(at + "The request breaks a rule of the transport (an opcode out of sequence, an operation the "
                    + "QP's access flags forbid, a message longer than the receive buffer): the responder answers with an invalid-request NAK and "
                    + "the requester's work request completes with IBV_WC_REM_INV_REQ_ERR.", "IBTA 9.7.5.2.3; rxe check_op_seq, check_op_valid, check_length");
            case REMOTE_ACCESS -> new Explanation(at + "The remote access check refused it: the R_Key names no memory region of this QP's protection "
                    + "domain, or the range [address, address + length) is outside the region, or the region was not registered with the access "
                    + "the operation needs (REMOTE_WRITE, REMOTE_READ, REMOTE_ATOMIC). Nothing is read or written; the responder answers with a "
                    + "remote-access NAK and the requester completes with IBV_WC_REM_ACCESS_ERR.", "IBTA 10.6.7.2 (R_Key checks), 9.7.5.2.4; rxe check_rkey");
            case BROKEN_MESSAGE -> new Explanation(at + "UC has no retransmission: once a packet of a message is lost, the rest of that message is "
                    + "dropped and the message is lost, with no error at the sender.", "IBTA 9.7.5 (UC); rxe check_op_seq (UC)");
            case DATAGRAM_REFUSED -> new Explanation(at + "A UD datagram is dropped silently when its Q_Key is wrong, no receive WQE is posted, or "
                    + "it does not fit the receive buffer with the 40-byte GRH area: UD is unreliable, the sender hears nothing.",
                    "IBTA 9.8 (UD), 10.2.5 (Q_Key); rxe UD receive");
            case STALE_RESPONSE -> new Explanation(at + "A READ response to a request that was already sent again: the requester only takes the "
                    + "responses to the copy it sent last.", "IBTA 9.7.6.1.2; rdmavt RVT_R_RDMAR_SEQ");
            case UNEXPECTED_RESPONSE -> new Explanation(at + "A response or acknowledgement that matches nothing outstanding (a late duplicate): "
                    + "the completer ignores it.", "IBTA 9.7.6.1.1; rxe check_psn (completer)");
            case CQ_OVERFLOW -> new Explanation(at + "The QP's completion queue was full when the message completed: the completion is lost, "
                    + "IBV_EVENT_CQ_ERR is raised, the QP goes to the error state and the responder does not acknowledge the message, so the "
                    + "requester eventually times out.", "IBTA 11.4.2.1; rxe RESPST_ERR_CQ_OVERFLOW");
        };
    }
}
