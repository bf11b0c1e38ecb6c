package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.congestion.IntHop;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.wire.PfcFrame;

/**
 * The transmit side of a switch port: eight priority queues and the scheduler that empties them
 * onto the link. Strict priority (IEEE 802.1Q section 8.6.8.1, the default transmission
 * selection): the highest non-empty priority goes next. The link serializes (see {@link Link}); the
 * port hands it one frame and waits until the wire is free again, so frames from several inputs
 * wait here, not on the link, and a queue builds up where it does in a real switch. A priority the
 * neighbour paused with PFC is skipped until it resumes (see {@link PriorityPause}); the others go
 * on. A NIC port in a fabric with PFC sends through one of these too, so that a pause stops the
 * frames it has not started yet.
 */
final class EgressPort {

    static final int PRIORITIES = 8;

    /** IDLE: the wire is free and every queue empty or paused. SENDING: a frame is on the wire; the next leaves when it is off. */
    enum State {
        IDLE, SENDING
    }

    /** What a switch learns when a frame leaves its buffer: PFC counts it against its input until then. */
    interface Departures {
        void left(EgressQueue.Waiting w, int priority);
    }

    private final String node;
    private final LinkEnd end;
    private final Simulation simulation;
    private final Trace trace;
    private final SharedBuffer buffer;
    private final EgressQueue[] queues = new EgressQueue[PRIORITIES];
    private final PriorityPause pause;
    private final Departures departures;
    /**
     * The switch's RED rules, traced with each queue's depth; null on a NIC's transmit queues,
     * which mark nothing, trace no depth and stamp no HPCC telemetry.
     */
    private final PriorityMarking marking;
    private State state = State.IDLE;
    /** Bit p set: priority p has frames waiting. The next frame is found from here, not by asking all eight queues (every hop does). */
    private int waiting;
    /** Bytes this port has put on the wire, counting each frame's preamble, FCS and gap (HPCC's txBytes, section 3.1). */
    private long txBytes;

    /**
     * A switch port: its queues share the switch's buffer and trace their depth beside the switch's
     * {@code marking}; {@code departures} hears every frame that leaves.
     */
    EgressPort(String node, LinkEnd end, Simulation simulation, Trace trace, SharedBuffer buffer, Departures departures, PriorityMarking marking) {
        this.node = node;
        this.end = end;
        this.simulation = simulation;
        this.trace = trace;
        this.buffer = buffer;
        this.departures = departures;
        this.marking = marking;
        this.pause = new PriorityPause(node, end, simulation, trace, this::resumed);
        for (int p = 0; p < PRIORITIES; p++) {
            queues[p] = new EgressQueue(p);
        }
    }

    /** A NIC port's transmit queues: host memory holds what waits (no buffer limit, no depth events, nobody counts departures). */
    static EgressPort ofNic(String host, LinkEnd end, Simulation simulation, Trace trace) {
        return new EgressPort(host, end, simulation, trace, new SharedBuffer(Long.MAX_VALUE), (w, p) -> { }, null);
    }

    LinkEnd end() {
        return end;
    }

    /** A switch's port, which traces its depth and stamps HPCC telemetry; not a NIC's transmit queues. */
    private boolean switchPort() {
        return marking != null;
    }

    EgressQueue queue(int priority) {
        return queues[priority];
    }

    State state() {
        return state;
    }

    /** Queues {@code frame}, which came in through {@code from} (already admitted: it fits its queue and the buffer), and starts the wire when it is idle. */
    void enqueue(Frame frame, int priority, LinkEnd from) {
        EgressQueue q = queues[priority];
        buffer.take(frame.length());
        q.add(frame, from);
        waiting |= 1 << priority;
        traceDepth(q, frame);
        if (trace.on()) {
            q.arrivedAfter(simulation.cause());
        }
        if (state == State.IDLE) {
            sendNext();
        }
    }

    private void sendNext() {
        EgressQueue q = highestWaiting();
        if (q == null) {
            state = State.IDLE;
            return;
        }
        EgressQueue.Waiting w = q.poll();
        if (q.isEmpty()) {
            waiting &= ~(1 << q.priority);
        }
        Frame frame = w.frame();
        buffer.give(frame.length());
        departures.left(w, q.priority);
        // its departure follows from its arrival, not from the frame before it that freed the wire
        simulation.setCause(w.cause());
        traceDepth(q, frame);
        txBytes += frame.length() + Link.WIRE_OVERHEAD_BYTES;
        // switches stamp telemetry; a NIC's transmit queues are no hop
        if (switchPort() && frame.collectsTelemetry() && end.link() != null) {
            frame = frame.withHop(hop());
        }
        state = State.SENDING;
        end.transmit(frame);
        long free = end.link() == null ? simulation.now() : end.link().freeAt(end.side);
        simulation.schedule(Math.max(0, free - simulation.now()), "egress wire free at", end, this::sendNext);
    }

    /**
     * What HPCC's INT stamps at egress (Li et al., SIGCOMM 2019, section 3.1, Figure 4): the bytes
     * still queued at this port when the frame leaves, txBytes, the time and the link's rate. The
     * queue length is the port's, all priorities together, as ns-3's switch-node.cc stamps it
     * (GetNBytesTotal): all of it drains through the one link whose capacity B the sender divides by.
     */
    private IntHop hop() {
        long queued = 0;
        for (EgressQueue e : queues) {
            queued += e.bytes();
        }
        return new IntHop(end.name(), queued, txBytes, simulation.now(), end.link().gbps());
    }

    private EgressQueue highestWaiting() {
        for (int m = waiting; m != 0; ) {
            int p = 31 - Integer.numberOfLeadingZeros(m);
            if (!pause.holds(p)) {
                return queues[p];
            }
            m &= ~(1 << p);
        }
        return null;
    }

    /** The neighbour's PFC frame {@code frameId} arrived on this port's link: it pauses or resumes priorities here. */
    void obey(PfcFrame pfc, long frameId) {
        pause.obey(pfc, frameId);
    }

    boolean paused(int priority) {
        return pause.holds(priority);
    }

    private void resumed() {
        if (state == State.IDLE) {
            sendNext();
        }
    }

    private void traceDepth(EgressQueue q, Frame changedBy) {
        if (switchPort() && trace.on()) {
            RedMarking rule = marking.of(q.priority);
            trace.add(new QueueDepth(trace.stamp(), node, changedBy.id(), end.name(), q.priority, q.bytes(), q.frames(), rule.kmin(), rule.kmax(), rule.pmax()));
        }
    }

    /** The state, each queue's frames, the bytes sent (HPCC's telemetry) and the pauses, for a checkpoint. */
    record Saved(State state, List<List<EgressQueue.Waiting>> queues, long txBytes, PriorityPause.Saved pause) {
    }

    Saved save() {
        List<List<EgressQueue.Waiting>> q = new ArrayList<>(PRIORITIES);
        for (EgressQueue e : queues) {
            q.add(e.contents());
        }
        return new Saved(state, q, txBytes, pause.save());
    }

    void restore(Saved s) {
        state = s.state;
        txBytes = s.txBytes;
        pause.restore(s.pause);
        waiting = 0;
        for (int p = 0; p < PRIORITIES; p++) {
            queues[p].restore(s.queues.get(p));
            if (!queues[p].isEmpty()) {
                waiting |= 1 << p;
            }
        }
    }
}
