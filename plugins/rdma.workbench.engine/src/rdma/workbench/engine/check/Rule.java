package rdma.workbench.engine.check;

/**
 * The transport rules a capture is judged by, each with the statement it checks and where it comes
 * from. Only rules a capture taken at either end of a lossy link cannot break by loss alone: a PSN
 * gap is not one of them (the packet may have been lost before the capture point), an
 * acknowledgement of a PSN nobody sent is.
 */
public enum Rule {
    ICRC("the ICRC covers the frame as sent", "IBTA Annex A17.4.2 (RoCEv2 ICRC); rxe_icrc.c"),
    OPCODE_SEQUENCE("a message's packets come FIRST, MIDDLE..., LAST, and a new message starts with FIRST or ONLY",
            "IBTA 9.8.3.1 (C9-35, opcode sequence); rxe_resp.c check_op_seq"),
    ACK_OF_UNSENT_PSN("an acknowledgement covers only PSNs the requester has sent", "IBTA 9.7.5.1.1; rxe_comp.c check_psn"),
    MSN("the MSN an acknowledgement carries never goes back", "IBTA 9.7.5.1.2 (MSN)"),
    NAK_PSN("a PSN sequence error NAK carries the PSN the responder expects: one the requester has sent, or the next",
            "IBTA 9.7.5.2.1 (the NAK carries the expected PSN); rxe_resp.c send_ack with qp->resp.psn"),
    GO_BACK_N("after a PSN sequence error NAK, the requester resends from the PSN the NAK carries", "IBTA 9.7.5.2.1 (go-back-N); rxe_comp.c"),
    READ_RANGE("the responses to an RDMA READ carry exactly the bytes it asked for", "IBTA 9.7.4.1.4 (RDMA READ responses); rxe_resp.c read_reply"),
    RNR_WAIT("after an RNR NAK the requester waits at least the RNR timer it carries before it sends that PSN again",
            "IBTA 9.7.5.2.8 (RNR NAK), table 45 (RNR timer); rxe_comp.c rnr_nak_timer"),
    ATOMIC_ONCE("an atomic is executed once: a duplicate is answered with the original value of the first execution",
            "IBTA 9.7.5.1.4 (duplicate atomic requests); rxe_resp.c atomic replay"),
    ACK_COALESCING("an ACK acknowledges every PSN up to its own, and its MSN counts every message that ended there",
            "IBTA 9.7.5.1.1 (coalesced acknowledgements), 9.7.5.1.2 (MSN); rxe_resp.c send_ack with qp->resp.msn"),
    DUPLICATE_REACK("a duplicate request is acknowledged again, never NAKed: a sequence NAK answers only a request beyond the PSN it expects",
            "IBTA 9.7.5.1.1 and 9.7.5.2.1 (duplicate and invalid PSN regions); rxe_resp.c check_psn, duplicate_request"),
    NAK_SYNDROME("a syndrome is an ACK, an RNR NAK or one of the five NAK codes (RD's only on RD), NAKs travel in ACKNOWLEDGE packets, "
            + "and a NAK that refuses a request names one that was sent", "IBTA 9.7.5.2 (AETH syndrome, table 44); rxe_hdr.h aeth_syn"),
    RETRANSMIT_TIMEOUT("a resend no NAK asked for waits the QP's local ACK timeout after the PSN was last sent (judged when the timeout is given)",
            "IBTA 9.7.6.1.3 (local ACK timeout, 4.096 us × 2^timeout); rxe_comp.c retransmit_timer"),
    CNP_SPACING("a notification point sends at most one CNP to a QP per interval (judged when the interval is given)",
            "IBTA Annex A17.9.3 (CNP); DCQCN (SIGCOMM 2015) N = 50 us; mlx5 np_min_time_between_cnps"),
    PFC_PAUSE("after a PFC frame pauses a priority, the link partner starts no frame of it until the pause time passes (judged when the link's speed is given)",
            "IEEE 802.1Qbb (IEEE 802.1Q clause 36), IEEE 802.3 Annex 31D (PFC frame, 512-bit-time quanta)");

    private final String statement;
    private final String source;

    Rule(String statement, String source) {
        this.statement = statement;
        this.source = source;
    }

    public String statement() {
        return statement;
    }

    public String source() {
        return source;
    }

    /** The rule's name as findings print it: OPCODE-SEQUENCE. */
    public String id() {
        return name().replace('_', '-');
    }
}
