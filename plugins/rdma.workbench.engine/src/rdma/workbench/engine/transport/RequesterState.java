package rdma.workbench.engine.transport;

/** Where a QP's requester stands (rxe_req.c's role), as a QP view shows it. */
public enum RequesterState {
    /** The QP has not reached RTS: nothing is sent. */
    RESET("not sending (QP not in RTS)"),
    /** Every posted request is on the wire. */
    IDLE("idle"),
    /** A FENCE request waits for earlier READs and atomics to complete. */
    WAIT_FENCE("waiting: FENCE behind a READ or atomic"),
    /** max_rd_atomic READs or atomics are outstanding. */
    WAIT_RD_ATOMIC("waiting: max_rd_atomic outstanding"),
    /** 128 PSNs are unacknowledged (IBTA 9.7.7.2, rxe RXE_MAX_UNACKED_PSNS). */
    WAIT_WINDOW("waiting: 128 PSNs unacknowledged"),
    /** Congestion control paces the QP (DCQCN's or HPCC's rate): the next packet leaves at a later time. */
    WAIT_RATE("waiting: paced by congestion control"),
    /** Congestion control's window (HPCC's W) is full of unacknowledged bytes. */
    WAIT_CC_WINDOW("waiting: congestion window full"),
    /** An RNR NAK asked to wait before sending again. */
    WAIT_RNR_TIMER("waiting out an RNR NAK"),
    /** The QP is in ERR: everything was flushed. */
    ERROR("stopped (QP in ERR)");

    private final String text;

    RequesterState(String text) {
        this.text = text;
    }

    @Override
    public String toString() {
        return text;
    }
}
