package rdma.workbench.engine.verbs;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Locale;

/**
 * ibv_qp: its type, its queues and its attributes. Send work requests stay in the send queue
 * until the transport completes them; entering ERR completes everything still queued with
 * WR_FLUSH_ERR (signaled or not, IBTA 10.8.3.3).
 */
public final class QueuePair extends VerbsObject {

    private final QpType type;
    private final ProtectionDomain pd;
    private final CompletionQueue sendCq;
    private final CompletionQueue recvCq;
    private final SharedReceiveQueue srq;
    private final QpCaps caps;
    private final boolean sqSigAll;
    private QpAttributes attributes = new QpAttributes();
    private final ArrayDeque<SendWr> sendQueue = new ArrayDeque<>();
    private final ArrayDeque<RecvWr> recvQueue = new ArrayDeque<>();
    private QpListener transport = new QpListener() {
    };

    QueuePair(Context context, int qpn, QpType type, ProtectionDomain pd, CompletionQueue sendCq, CompletionQueue recvCq,
            SharedReceiveQueue srq, QpCaps caps, boolean sqSigAll) {
        super(context, qpn);
        this.type = type;
        this.pd = pd;
        this.sendCq = sendCq;
        this.recvCq = recvCq;
        this.srq = srq;
        this.caps = caps;
        this.sqSigAll = sqSigAll;
    }

    public int qpn() {
        return handle();
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

    public boolean sqSigAll() {
        return sqSigAll;
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

    /** The QP's transport, which hears of new work and state changes; set once, when the device attaches it. */
    public void attach(QpListener l) {
        transport = l;
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
        return srq != null ? srq.take() : recvQueue.poll();
    }

    /** Gives a receive WR back to the head of its queue (UC reuses it after a broken message). */
    public void returnRecv(RecvWr wr) {
        if (srq != null) {
            srq.queue().addFirst(wr);
        } else {
            recvQueue.addFirst(wr);
        }
    }

    /** The transport is done with {@code wr} (completed, successfully or not): it leaves the send queue. */
    public void retireSend(SendWr wr) {
        boolean wasFull = sendQueue.size() >= caps.maxSendWr();
        if (sendQueue.peekFirst() == wr) {
            sendQueue.pollFirst();
        } else {
            var it = sendQueue.iterator();
            while (it.hasNext()) {
                if (it.next() == wr) {
                    it.remove();
                    break;
                }
            }
        }
        if (wasFull) {
            // a program posting in a loop (a repeating PostSend) waits for this room; an unsignaled request leaves no completion to wake it
            context().wake();
        }
    }

    /** Moves the QP to {@code to} (the transport does this on a fatal error); entering ERR flushes. */
    public void setState(QpState to, String reason) {
        QpState from = attributes.state;
        if (from == to) {
            return;
        }
        attributes.state = to;
        if (to == QpState.ERR) {
            flush();
            if (srq != null) {
                // IBTA 11.6.3.1: a QP on an SRQ that enters ERR takes no more WQEs from it
                context().device().raise(AsyncEventType.QP_LAST_WQE_REACHED, this, String.format(Locale.ROOT, "QP 0x%06x entered ERR", qpn()));
            }
        }
        if (to == QpState.RESET) {
            sendQueue.clear();
            recvQueue.clear();
        }
        transport.stateChanged(this, from, to, reason);
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
        WorkCompletion wc = WorkCompletion.flushed(wrId, qpn());
        boolean queued = cq.push(wc);
        transport.flushed(this, cq, wc, queued);
    }

    void destroyedByVerb() {
        transport.destroyed(this);
    }

    /** The attributes as ibv_query_qp reports them, with the PSNs the transport has reached. */
    QpAttributes query() {
        return transport.query(this, attributes.copy());
    }

    void sendPosted(SendWr wr) {
        transport.sendPosted(this, wr);
    }

    void recvPosted() {
        transport.recvPosted(this);
    }

    @Override
    String kind() {
        return "QP";
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "QP 0x%06x", qpn());
    }

    record Saved(QpAttributes attributes, SendWr[] sends, RecvWr[] recvs) {
    }

    Saved save() {
        return new Saved(attributes.copy(), sendQueue.toArray(new SendWr[0]), recvQueue.toArray(new RecvWr[0]));
    }

    void restore(Saved s) {
        attributes = s.attributes.copy();
        sendQueue.clear();
        Collections.addAll(sendQueue, s.sends);
        recvQueue.clear();
        Collections.addAll(recvQueue, s.recvs);
    }
}
