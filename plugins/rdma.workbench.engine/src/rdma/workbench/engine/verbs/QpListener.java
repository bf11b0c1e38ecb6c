package rdma.workbench.engine.verbs;

/** How the transport hears about a QP: new work, and state changes (ERR stops it). */
public interface QpListener {

    default void sendPosted(QueuePair qp, SendWr wr) {
    }

    default void recvPosted(QueuePair qp) {
    }

    /** The QP moved from {@code from} to {@code to}, for {@code reason} ("ibv_modify_qp" or what the transport found). */
    default void stateChanged(QueuePair qp, QpState from, QpState to, String reason) {
    }

    /** A work request was completed with WR_FLUSH_ERR on {@code cq} because the QP is in the error state; {@code queued} is false when the CQ was full. */
    default void flushed(QueuePair qp, CompletionQueue cq, WorkCompletion wc, boolean queued) {
    }

    /** ibv_destroy_qp: the transport stops and forgets the QP. */
    default void destroyed(QueuePair qp) {
    }

    /** Fills in what only the transport knows (the live sq_psn and rq_psn) into {@code a}, a copy of the attributes. */
    default QpAttributes query(QueuePair qp, QpAttributes a) {
        return a;
    }
}
