package rdma.workbench.engine.verbs;

/** How the transport hears about a QP: new work, and state changes (ERR stops it). */
public interface QpListener {

    void sendPosted(QueuePair qp);

    void recvPosted(QueuePair qp);

    void stateChanged(QueuePair qp, QpState from, QpState to);
}
