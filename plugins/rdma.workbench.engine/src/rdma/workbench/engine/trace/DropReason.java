package rdma.workbench.engine.trace;

/** Why a frame or packet went no further. */
public enum DropReason {
    /** Not a RoCEv2 frame the receiver accepts (the codec names the byte and the rule). */
    MALFORMED,
    /** The ICRC does not match: the frame was changed on the way. */
    ICRC_MISMATCH,
    /** The destination IP is none of the port's GIDs. */
    NOT_ADDRESSED_HERE,
    /** A switch has no route to the destination. */
    NO_ROUTE,
    /** The destination QP does not exist on the device. */
    NO_SUCH_QP,
    /** A fault the scenario armed. */
    FAULT,
    /** A switch's egress queue (or its shared buffer) had no room: a tail drop, as without PFC. */
    QUEUE_FULL,
    /** The link's loss rate. */
    LINK_LOSS,
    /** The opcode belongs to another transport than the QP's (rxe check_type_state). */
    WRONG_TRANSPORT,
    /** The P_Key is not the port's, 0xFFFF (rxe check_keys). */
    WRONG_PARTITION,
    /** RC or UC: the packet does not come from the QP's peer (rxe check_addr). */
    NOT_FROM_PEER,
    /** The QP's state does not take this packet. */
    QP_STATE,
    /** The PSN is ahead of the expected one. */
    OUT_OF_SEQUENCE,
    /** The PSN was already received. */
    DUPLICATE,
    /** No receive WQE for a SEND. */
    RECEIVER_NOT_READY,
    /** The request breaks a rule of the transport (opcode sequence, QP access flags, length). */
    INVALID_REQUEST,
    /** The R_Key, the bounds or the memory region's access refuse the request. */
    REMOTE_ACCESS,
    /** UC: the rest of a message whose start was lost. */
    BROKEN_MESSAGE,
    /** UD: wrong Q_Key, no receive WQE or no room. */
    DATAGRAM_REFUSED,
    /** A READ response to a copy of the request that was already sent again (rdmavt RVT_R_RDMAR_SEQ). */
    STALE_RESPONSE,
    /** A response or acknowledgement that matches nothing outstanding. */
    UNEXPECTED_RESPONSE,
    /** The QP's completion queue overflowed while the message was received. */
    CQ_OVERFLOW
}
