package rdma.workbench.engine.verbs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * ibv_qp: its type, its queues and its attributes. Send work requests stay in the send queue
 * until the transport completes them; entering ERR completes everything still queued with
 * WR_FLUSH_ERR (signaled or not, IBTA 10.8.3.3).
 */
public final class QueuePair {

    private final Context context;
    private final int qpn;
    private final QpType type;
    private final ProtectionDomain pd;
    private final CompletionQueue sendCq;
    private final CompletionQueue recvCq;
    private final SharedReceiveQueue srq;
    private final QpCaps caps;
    private final boolean sqSigAll;
    private final QpAttributes attributes = new QpAttributes();
    private final ArrayDeque<SendWr> sendQueue = new ArrayDeque<>();
    private final ArrayDeque<RecvWr> recvQueue = new ArrayDeque<>();
    private final List<QpListener> listeners = new ArrayList<>();

    QueuePair(Context context, int qpn, QpType type, ProtectionDomain pd, CompletionQueue sendCq, CompletionQueue recvCq,
            SharedReceiveQueue srq, QpCaps caps, boolean sqSigAll) {
        this.context = context;
        this.qpn = qpn;
        this.type = type;
        this.pd = pd;
        this.sendCq = sendCq;
        this.recvCq = recvCq;
        this.srq = srq;
        this.caps = caps;
        this.sqSigAll = sqSigAll;
    }

    public Context context() {
        return context;
    }

    public int qpn() {
        return qpn;
    }

    public QpType type() {
        return type;
    }

    public ProtectionDomain pd() {
        return pd;
    }

    public CompletionQueue sendCq() {
        return sendCq;
    }

    public CompletionQueue recvCq() {
        return recvCq;
    }

    public SharedReceiveQueue srq() {
        return srq;
    }

    public QpCaps caps() {
        return caps;
    }

    public QpState state() {
        return attributes.state;
    }

    /** The current attributes; the transport reads them, only ibv_modify_qp and {@link #setState} change them. */
    public QpAttributes attributes() {
        return attributes;
    }

    public ArrayDeque<SendWr> sendQueue() {
        return sendQueue;
    }

    public ArrayDeque<RecvWr> recvQueue() {
        return recvQueue;
    }

    public void addListener(QpListener l) {
        listeners.add(l);
    }

    /** Whether a send WR produces a completion when it succeeds. */
    public boolean signaled(SendWr wr) {
        return sqSigAll || wr.flags().contains(SendFlag.SIGNALED);
    }

    /** The next receive WR for an incoming SEND: from the SRQ when there is one, without taking it. */
    public RecvWr peekRecv() {
        return srq != null ? srq.queue().peek() : recvQueue.peek();
    }

    public RecvWr takeRecv() {
        return srq != null ? srq.queue().poll() : recvQueue.poll();
    }

    /** Moves the QP to {@code to} (the transport does this on a fatal error); entering ERR flushes. */
    public void setState(QpState to) {
        QpState from = attributes.state;
        if (from == to) {
            return;
        }
        attributes.state = to;
        if (to == QpState.ERR) {
            flush();
        }
        if (to == QpState.RESET) {
            sendQueue.clear();
            recvQueue.clear();
        }
        for (QpListener l : List.copyOf(listeners)) {
            l.stateChanged(this, from, to);
        }
    }

    private void flush() {
        while (!sendQueue.isEmpty()) {
            flush(sendCq, sendQueue.poll().wrId());
        }
        while (!recvQueue.isEmpty()) {
            flush(recvCq, recvQueue.poll().wrId());
        }
    }

    /** Completes one work request with WR_FLUSH_ERR on {@code cq} (also for WRs posted while in ERR). */
    void flush(CompletionQueue cq, long wrId) {
        WorkCompletion wc = WorkCompletion.flushed(wrId, qpn);
        boolean queued = cq.push(wc);
        for (QpListener l : List.copyOf(listeners)) {
            l.flushed(this, wc, queued);
        }
    }

    void sendPosted() {
        for (QpListener l : List.copyOf(listeners)) {
            l.sendPosted(this);
        }
    }

    void recvPosted() {
        for (QpListener l : List.copyOf(listeners)) {
            l.recvPosted(this);
        }
    }

    @Override
    public String toString() {
        return String.format("QP 0x%06x (%s, %s)", qpn, type, attributes.state);
    }
}
