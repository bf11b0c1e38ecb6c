package rdma.workbench.engine.transport;

/** Where a QP's completer stands (rxe_comp.c's role). */
public enum CompleterState {
    /** The QP has not reached RTS. */
    RESET("not started"),
    /** Nothing outstanding. */
    IDLE("idle"),
    /** Requests are outstanding; the local ACK timer runs. */
    WAIT_ACK("waiting for acknowledgements"),
    /** Requests are outstanding and the ACK timer is off (timeout 0) or stopped for an RNR wait. */
    WAIT_ACK_NO_TIMER("waiting for acknowledgements, no timer"),
    /** The QP is in ERR. */
    ERROR("stopped (QP in ERR)");

    private final String text;

    CompleterState(String text) {
        this.text = text;
    }

    @Override
    public String toString() {
        return text;
    }
}
