package rdma.workbench.debug.breakpoints;

/** What an event breakpoint waits for: each kind matches one type of trace event, by its fields. */
public enum EventKind {
    /** A packet with one opcode is sent. */
    PACKET("a packet is sent"),
    /** A NAK is sent: any, or one syndrome. */
    NAK("a NAK is sent"),
    /** An RNR NAK is sent. */
    RNR_NAK("an RNR NAK is sent"),
    /** A QP enters one state. */
    QP_STATE("a QP changes state"),
    /** A completion with a status other than SUCCESS (or one lost to a full CQ). */
    COMPLETION_ERROR("a completion is not SUCCESS"),
    /** A frame is dropped, anywhere and for any reason. */
    DROP("a frame is dropped"),
    /** A requester sends PSNs again. */
    RETRANSMISSION("a packet is sent again"),
    /** A timer fires: any, or one kind. */
    TIMER("a timer fires");

    private final String text;

    EventKind(String text) {
        this.text = text;
    }

    /** In words, for the Breakpoints view and the dialog that adds one. */
    public String text() {
        return text;
    }
}
