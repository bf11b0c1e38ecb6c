package rdma.workbench.debug.challenge;

/** What a challenge question asks about the engine's next notable event. */
public enum QuestionKind {
    /** A request or READ response on the wire: its opcode and PSN. */
    PACKET("the next packet's opcode and PSN"),
    /** An acknowledgement: ACK or NAK, and the NAK's syndrome. */
    RESPONSE("ACK or NAK, and the syndrome"),
    /** A work completion: its status. */
    COMPLETION("the completion's status"),
    /** The transport moves a QP to another state (an error, a flush): which state it goes to. */
    QP_STATE("the QP's next state");

    private final String label;

    QuestionKind(String label) {
        this.label = label;
    }

    /** "the next packet's opcode and PSN": what the preference page and the Challenge view call it. */
    public String label() {
        return label;
    }
}
