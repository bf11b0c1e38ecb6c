package rdma.workbench.engine.transport;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.congestion.IntHop;
import rdma.workbench.engine.congestion.LineRate;
import rdma.workbench.engine.congestion.RateControl;
import rdma.workbench.engine.fabric.Frame;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TransportNote;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.QpAttributes;
import rdma.workbench.engine.verbs.QpListener;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.wire.IpAddressText;
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
    private final String label;
    private final Requester requester = new Requester(this);
    private final Completer completer = new Completer(this);
    private final Responder responder = new Responder(this);
    /**
     * The reaction point of the NIC's congestion control for this QP (line rate when it has none),
     * chosen when the QP reaches RTS: HPCC needs the path its address vector gives.
     */
    private RateControl rateControl = LineRate.INSTANCE;
    /** The id of the frame being handled, for the events it causes; -1 between frames. */
    private long frameInHand = -1;
    /** The telemetry of the frame being handled: an ACK the responder sends for it echoes it (HPCC). */
    private List<IntHop> telemetryInHand = List.of();
    /** The route of the address vector used last (it only depends on the address vector). */
    private AddressVector routed;
    private Rnic.Route route;

    QpTransport(Rnic rnic, QueuePair qp) {
        this.rnic = rnic;
        this.qp = qp;
        this.label = qp.context().device().host() + String.format(Locale.ROOT, " QP 0x%06x", qp.qpn());
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
        return requester.psn();
    }

    /** Messages the responder has completed (the MSN its ACKs carry). */
    public int msn() {
        return responder.msn();
    }

    public RequesterState requesterState() {
        return requester.state();
    }

    public CompleterState completerState() {
        return completer.state();
    }

    public ResponderState responderState() {
        return responder.state();
    }

    /** The oldest PSN sent and not yet acknowledged. */
    public int oldestUnackedPsn() {
        return completer.oldestUnacked();
    }

    public int retriesLeft() {
        return completer.retriesLeft();
    }

    public int rnrRetriesLeft() {
        return completer.rnrRetriesLeft();
    }

    /** When the local ACK timer expires (ns), or -1. */
    public long ackTimerDeadline() {
        return completer.timerDeadline();
    }

    /** When the RNR timer expires (ns), or -1. */
    public long rnrTimerDeadline() {
        return requester.rnrTimerDeadline();
    }

    /** The PSN a sequence NAK is out for, or -1. */
    public int sequenceNakFor() {
        return responder.sequenceNakFor();
    }

    /** The outstanding send WQEs as a view shows them: wr_id, opcode, state, PSNs, bytes sent. */
    public List<String> outstandingWqes() {
        List<String> out = new ArrayList<>();
        for (SendWqe w : requester.wqes()) {
            out.add(w.toString());
        }
        return out;
    }

    Rnic rnic() {
        return rnic;
    }

    /** The QP's congestion control (its reaction point), as views and tests read it. */
    public RateControl rateControl() {
        return rateControl;
    }

    /** The reaction point's state, for a state hash. */
    public Object rateControlState() {
        return rateControl.save();
    }

    /** A CNP named this QP: its reaction point slows down. */
    void cnpArrived() {
        rateControl.cnp(simulation().now());
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
        return rnic.device();
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

    void receive(RoceFrame frame, Frame wire) {
        frameInHand = wire.id();
        telemetryInHand = wire.telemetry();
        RocePacket p = frame.packet();
        Trace trace = rnic.trace();
        if (trace.on()) {
            trace.add(new PacketReceived(trace.stamp(), device().host(), device().name(), qp.qpn(), wire.id(), rnic.portName(), p));
        }
        String foreign = foreign(frame);
        if (foreign != null) {
            frameInHand = -1;
            telemetryInHand = List.of();
            return;
        }
        if (p.opcode().kind() == Opcode.Kind.ACK || p.opcode().kind() == Opcode.Kind.READ_RESPONSE) {
            if (qp.state() != QpState.RTS && qp.state() != QpState.SQD) {
                drop(p, DropReason.QP_STATE, "the QP is in " + qp.state() + " and waits for no responses");
            } else {
                completer.receive(p, wire.telemetry());
            }
        } else {
            responder.receive(frame);
        }
        frameInHand = -1;
        telemetryInHand = List.of();
    }

    /**
     * rxe_recv.c's checks of every packet before the QP's own, in its order: the opcode's
     * transport is the QP's (check_type_state), an RC or UC packet comes from the address the QP
     * is connected to and goes to the QP's own (check_addr), and the P_Key is the port's
     * (check_keys: 0xFFFF, the full-member default, matches one whose low 15 bits are all ones). A packet that fails one is dropped and named;
     * the reason, or null when it passes.
     */
    private String foreign(RoceFrame frame) {
        RocePacket p = frame.packet();
        String transport = p.opcode().transport();
        if (!transport.equals(qp.type().name())) {
            return dropped(p, DropReason.WRONG_TRANSPORT, "a " + transport + " packet for a " + qp.type() + " QP");
        }
        AddressVector av = qp.attributes().av;
        if (qp.type() != QpType.UD && av != null && !fromPeer(frame, av)) {
            DevicePort port = device().port(av.portNum());
            Gid own = port == null ? null : port.gid(av.sgidIndex());
            if (!Gid.sameAddress(frame.ip().src(), av.dgid()) || own == null || !own.matches(frame.ip().dst())) {
                return dropped(p, DropReason.NOT_FROM_PEER, "from " + IpAddressText.of(frame.ip().src()) + " to "
                        + IpAddressText.of(frame.ip().dst()) + ", but the QP is connected from "
                        + (own == null ? "no GID" : IpAddressText.of(own.gid())) + " to " + IpAddressText.of(av.dgid()));
            }
        }
        int pkey = p.bth().pkey();
        if ((pkey & 0x7FFF) != 0x7FFF) {
            return dropped(p, DropReason.WRONG_PARTITION, String.format(Locale.ROOT, "P_Key 0x%04x is not the port's 0xffff", pkey));
        }
        return null;
    }

    /**
     * Whether {@code frame} comes from the address the QP's route sends to and goes to the one it
     * sends from, as the IP header carries them (4 bytes each over IPv4): the common case, decided
     * without going back to the GID table. False sends the frame to the full check. The route is
     * worked out again when the address vector changes; a GID table that could change after RTR
     * would have to drop it too.
     */
    private boolean fromPeer(RoceFrame frame, AddressVector av) {
        Rnic.Route r = routeFor(av);
        return r.problem() == null && Arrays.equals(frame.ip().src(), r.dst()) && Arrays.equals(frame.ip().dst(), r.src());
    }

    private String dropped(RocePacket p, DropReason reason, String why) {
        drop(p, reason, why);
        return why;
    }

    /** Sends {@code p}; the frame's length, or 0 when it could not be sent (no route). */
    int send(RocePacket p, AddressVector av, int remoteQpn, String why, boolean resent) {
        return rnic.send(qp, p, routeFor(av), av, remoteQpn, why, resent, collectsTelemetry(p), echoedTelemetry(p));
    }

    /** Where frames for {@code av} go, worked out again only when the address vector changed. */
    private Rnic.Route routeFor(AddressVector av) {
        if (av != routed) {
            route = rnic.route(av);
            routed = av;
        }
        return route;
    }

    /** HPCC (section 3.1): switches stamp the QP's requests, whose ACKs carry the telemetry back. */
    private boolean collectsTelemetry(RocePacket p) {
        Opcode.Kind kind = p.opcode().kind();
        return rateControl.ackEveryPacket() && kind != Opcode.Kind.ACK && kind != Opcode.Kind.READ_RESPONSE;
    }

    /** An ACK echoes the telemetry of the packet it answers (HPCC section 3.1: the receiver copies INT into the ACK). */
    private List<IntHop> echoedTelemetry(RocePacket p) {
        return p.opcode().kind() == Opcode.Kind.ACK ? telemetryInHand : List.of();
    }

    /** Whether anybody reads the trace (callers skip building text when not). */
    boolean tracing() {
        return rnic.trace().on();
    }

    @Override
    public void sendPosted(QueuePair q, SendWr wr) {
        requester.posted(wr);
    }

    @Override
    public void stateChanged(QueuePair q, QpState from, QpState to, String reason) {
        Trace trace = rnic.trace();
        if (trace.on()) {
            trace.add(new QpStateChanged(trace.stamp(), device().host(), device().name(), qp.qpn(), from, to,
                    reason.equals("ibv_modify_qp") ? "" : reason));
        }
        switch (to) {
            case RTR -> {
                responder.start(qp.attributes().rqPsn);
                // ib_core resolves the destination MAC when modify_qp sets the address vector (ib_resolve_eth_dmac), not per packet
                AddressVector av = qp.attributes().av;
                if (av != null && qp.type() != QpType.UD) {
                    routeFor(av);
                }
            }
            case RTS -> {
                if (from == QpState.RTR) {
                    rateControl = rnic.rateControlFor(this);
                    requester.start(qp.attributes().sqPsn);
                    completer.start(qp.attributes().sqPsn);
                }
                requester.kick();
            }
            case ERR, RESET -> {
                completer.stop();
                requester.stop();
                responder.stop();
                rateControl.stop();
            }
            default -> {
                // INIT, SQD, SQE: nothing runs
            }
        }
    }

    @Override
    public void flushed(QueuePair q, CompletionQueue cq, WorkCompletion wc, boolean queued) {
        Trace trace = rnic.trace();
        if (trace.on()) {
            trace.add(new CompletionQueued(trace.stamp(), device().host(), device().name(), qp.qpn(), cq.handle(), wc, !queued,
                    "the QP is in the error state"));
        }
    }

    @Override
    public void destroyed(QueuePair q) {
        completer.stop();
        requester.forget();
        responder.stop();
        rateControl.stop();
        rnic.detach(this);
    }

    @Override
    public QpAttributes query(QueuePair q, QpAttributes a) {
        a.sqPsn = requester.psn();
        a.rqPsn = responder.expectedPsn();
        return a;
    }

    /**
     * Queues a completion. A full CQ loses it: the device raises CQ_ERR and the QP whose completion
     * it was goes to ERR (rxe: class G, RESPST_ERR_CQ_OVERFLOW); false then.
     */
    boolean complete(CompletionQueue cq, WorkCompletion wc, String why) {
        boolean queued = cq.push(wc);
        Trace trace = rnic.trace();
        if (trace.on()) {
            trace.add(new CompletionQueued(trace.stamp(), device().host(), device().name(), qp.qpn(), cq.handle(), wc, !queued, why));
        }
        if (!queued && qp.state() != QpState.ERR) {
            toError("CQ " + cq.handle() + " overflowed: its completion was lost");
        }
        return queued;
    }

    void toError(String why) {
        note(why, true);
        qp.setState(QpState.ERR, why);
    }

    void drop(RocePacket p, DropReason reason, String why) {
        Trace trace = rnic.trace();
        if (trace.on()) {
            trace.add(new PacketDropped(trace.stamp(), device().host(), qp.qpn(), frameInHand, label, reason, why, p));
        }
    }

    void note(String text, boolean error) {
        Trace trace = rnic.trace();
        if (trace.on()) {
            trace.add(new TransportNote(trace.stamp(), device().host(), device().name(), qp.qpn(), text, error));
        }
    }

    void timer(TimerKind kind, String detail) {
        Trace trace = rnic.trace();
        if (trace.on()) {
            trace.add(new TimerFired(trace.stamp(), device().host(), qp.qpn(), kind, detail));
        }
    }

    /** The requester's, completer's and responder's state, for a checkpoint. */
    record Saved(Requester.Saved requester, Completer.Saved completer, Responder.Saved responder, RateControl rateControl,
            Object rateControlState) {
    }

    Saved save() {
        return new Saved(requester.save(), completer.save(), responder.save(), rateControl, rateControl.save());
    }

    void restore(Saved s) {
        requester.restore(s.requester);
        completer.restore(s.completer);
        responder.restore(s.responder);
        rateControl = s.rateControl;
        rateControl.restore(s.rateControlState);
    }

    @Override
    public String toString() {
        return label;
    }
}
