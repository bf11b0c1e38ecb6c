package rdma.workbench.engine.transport;

/** Where a QP's responder stands between packets (rxe_resp.c's role). */
public enum ResponderState {
    /** The QP has not reached RTR. */
    RESET("not receiving"),
    /** Waiting for the first packet of a message. */
    READY("ready"),
    /** In the middle of a multi-packet SEND, filling a receive WQE. */
    IN_SEND("receiving a SEND"),
    /** In the middle of a multi-packet WRITE. */
    IN_WRITE("receiving a WRITE"),
    /** UC: a message broke; its remaining packets are dropped until a FIRST or ONLY. */
    DISCARDING("dropping the rest of a broken UC message"),
    /** The QP is in ERR. */
    ERROR("stopped (QP in ERR)");

    private final String text;

    ResponderState(String text) {
        this.text = text;
    }

    @Override
    public String toString() {
        return text;
    }
}
