package rdma.workbench.engine.transport;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.QpListener;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * The transport of one QP: its requester, completer and responder, started and stopped by the
 * QP's state (RTR starts receiving at rq_psn, RTS starts sending at sq_psn, ERR stops both).
 */
public final class QpTransport implements QpListener {

    private final Rnic rnic;
    private final QueuePair qp;
    private final Requester requester = new Requester(this);
    private final Completer completer = new Completer(this);
    private final Responder responder = new Responder(this);

    QpTransport(Rnic rnic, QueuePair qp) {
        this.rnic = rnic;
        this.qp = qp;
    }

    public QueuePair qp() {
        return qp;
    }

    /** The next PSN the responder expects. */
    public int expectedPsn() {
        return responder.expectedPsn();
    }

    /** The PSN the requester sends next. */
    public int nextPsn() {
        return requester.psn;
    }

    /** Messages the responder has completed (the MSN its ACKs carry). */
    public int msn() {
        return responder.msn();
    }

    Rnic rnic() {
        return rnic;
    }

    Requester requester() {
        return requester;
    }

    Completer completer() {
        return completer;
    }

    Simulation simulation() {
        return rnic.simulation();
    }

    RdmaDevice device() {
        return qp.context().device();
    }

    String name() {
        return device().host() + String.format(" QP 0x%06x", qp.qpn());
    }

    boolean canSend() {
        return qp.state() == QpState.RTS;
    }

    int destQpn(SendWr wr) {
        return qp.type() == QpType.UD ? wr.remoteQpn() : qp.attributes().destQpn;
    }

    int udMtu(SendWr wr) {
        DevicePort p = device().port(wr.ah().av().portNum());
        return p == null ? 256 : p.activeMtu();
    }

    void receive(RoceFrame frame) {
        RocePacket p = frame.packet();
        if (rnic.trace().enabled()) {
            trace(TraceKind.PACKET_RECEIVED, Packets.describe(p), "");
        }
        if (p.opcode().kind() == Opcode.Kind.ACK || p.opcode().kind() == Opcode.Kind.READ_RESPONSE) {
            if (qp.type() != QpType.RC || qp.state() != QpState.RTS) {
                drop(p, "the QP is not an RC QP in RTS waiting for responses");
                return;
            }
            completer.receive(p);
        } else {
            responder.receive(frame);
        }
    }

    @Override
    public void sendPosted(QueuePair q) {
        requester.posted(q.sendQueue().peekLast());
    }

    @Override
    public void recvPosted(QueuePair q) {
        // the responder takes receive WQEs as SENDs arrive
    }

    @Override
    public void stateChanged(QueuePair q, QpState from, QpState to) {
        trace(TraceKind.QP_STATE, from + " -> " + to, "");
        switch (to) {
            case RTR -> responder.start(qp.attributes().rqPsn);
            case RTS -> {
                if (from == QpState.RTR) {
                    requester.start(qp.attributes().sqPsn);
                    completer.start();
                }
                requester.kick("QP in RTS");
            }
            case ERR, RESET -> {
                completer.stop();
                requester.clear();
            }
            default -> {
                // INIT, SQD, SQE: nothing runs
            }
        }
    }

    @Override
    public void flushed(QueuePair q, WorkCompletion wc, boolean queued) {
        trace(queued ? TraceKind.COMPLETION : TraceKind.ERROR, (queued ? "" : "CQ overflow: completion lost: ") + "wr_id " + wc.wrId()
                + " WR_FLUSH_ERR", "the QP is in the error state");
    }

    /** Queues a completion; a full CQ loses it, which the trace reports as an error. */
    void complete(CompletionQueue cq, WorkCompletion wc, String why) {
        if (!rnic.trace().enabled()) {
            if (!cq.push(wc)) {
                trace(TraceKind.ERROR, "CQ overflow", why);
            }
            return;
        }
        String text = "wr_id " + wc.wrId() + " " + (wc.opcode() == null ? "" : wc.opcode() + " ") + wc.status()
                + (wc.status() == rdma.workbench.engine.verbs.WcStatus.SUCCESS ? " byte_len=" + wc.byteLen() : "")
                + (wc.immData() == null ? "" : String.format(" imm=0x%08x", wc.immData()))
                + (qp.type() == QpType.UD && wc.srcQp() != 0 ? String.format(" src_qp=0x%06x", wc.srcQp()) : "");
        if (cq.push(wc)) {
            trace(TraceKind.COMPLETION, text, why);
        } else {
            trace(TraceKind.ERROR, "CQ overflow (" + cq.capacity() + " entries): completion lost: " + text, why);
        }
    }

    void toError(String why) {
        trace(TraceKind.ERROR, why, "");
        qp.setState(QpState.ERR);
    }

    void drop(RocePacket p, String why) {
        trace(TraceKind.PACKET_DROPPED, Packets.describe(p) + ": " + why, why);
    }

    void note(String text) {
        trace(TraceKind.TRANSPORT, text, "");
    }

    private void trace(TraceKind kind, String text, String cause) {
        rnic.trace().record(new TraceEvent(simulation().now(), device().host(), qp.qpn(), kind, text, cause, null));
    }
}
