package rdma.workbench.engine.transport;

import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * The requester's view of one send work request: which PSNs it got, how far it has been sent,
 * and (READ) how much of the response has arrived.
 */
final class SendWqe {

    /** rxe's wqe states, by name. */
    enum State { PENDING, PROCESSING, WAITING_FOR_ACK, DONE, ERROR }

    final SendWr wr;
    final int length;
    State state = State.PENDING;
    int firstPsn;
    int lastPsn;
    /** Bytes of the request sent so far (for READ: bytes of response received). */
    int sent;
    int received;
    /** For a READ: PSNs the request consumes, one per response packet. */
    int packets;
    /** IBV_SEND_INLINE: the data, copied when the request was posted; null otherwise. */
    byte[] inline;

    SendWqe(SendWr wr) {
        this.wr = wr;
        this.length = (int) wr.totalLength();
    }

    boolean isReadOrAtomic() {
        return wr.opcode() == WrOpcode.RDMA_READ || wr.opcode().isAtomic();
    }

    @Override
    public String toString() {
        return "WQE wr_id " + wr.wrId() + " " + wr.opcode() + " " + state + " psn " + firstPsn + ".." + lastPsn;
    }
}
