package rdma.workbench.engine.transport;

import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * The transport's view of one send work request. The requester owns where it stands on the wire
 * (state, PSNs, bytes sent); the completer owns how much of a READ's response has arrived.
 */
final class SendWqe {

    /** rxe's wqe states, by name: not started, partly sent, all sent and waiting, finished. */
    enum State { PENDING, PROCESSING, WAITING_FOR_ACK, DONE }

    final SendWr wr;
    final int length;
    State state = State.PENDING;
    int firstPsn;
    int lastPsn;
    /** Bytes of the request sent so far. */
    int sent;
    /** READ: bytes of the response arrived so far (the completer's). */
    int received;
    /** Sent again by go-back-N or after an RNR wait. */
    boolean resent;
    /** IBV_SEND_INLINE: the data, copied when the request was posted; null otherwise. */
    byte[] inline;

    SendWqe(SendWr wr) {
        this.wr = wr;
        this.length = (int) wr.totalLength();
    }

    boolean isReadOrAtomic() {
        return wr.opcode() == WrOpcode.RDMA_READ || wr.opcode().isAtomic();
    }

    /** The fields that change, for a checkpoint. */
    record Saved(SendWqe wqe, State state, int firstPsn, int lastPsn, int sent, int received, boolean resent) {
    }

    Saved save() {
        return new Saved(this, state, firstPsn, lastPsn, sent, received, resent);
    }

    static SendWqe restore(Saved s) {
        SendWqe w = s.wqe;
        w.state = s.state;
        w.firstPsn = s.firstPsn;
        w.lastPsn = s.lastPsn;
        w.sent = s.sent;
        w.received = s.received;
        w.resent = s.resent;
        return w;
    }

    @Override
    public String toString() {
        return "wr_id " + wr.wrId() + " " + wr.opcode() + " " + state + " psn " + firstPsn + ".." + lastPsn;
    }
}
