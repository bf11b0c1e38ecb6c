package rdma.workbench.engine.verbs;

/** How the transport hears about a QP: new work, and state changes (ERR stops it). */
public interface QpListener {

    void sendPosted(QueuePair qp);

    void recvPosted(QueuePair qp);

    void stateChanged(QueuePair qp, QpState from, QpState to);

    /** A work request was completed with WR_FLUSH_ERR because the QP is in the error state. */
    default void flushed(QueuePair qp, WorkCompletion wc, boolean queued) {
    }
}
