package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.congestion.IntHop;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.Trace;

/**
 * The transmit side of a switch port: eight priority queues and the scheduler that empties them
 * onto the link. Strict priority (IEEE 802.1Q section 8.6.8.1, the default transmission
 * selection): the highest non-empty priority goes next. The link serializes (see {@link Link}); the
 * port hands it one frame and waits until the wire is free again, so frames from several inputs
 * wait here, not on the link, and a queue builds up where it does in a real switch.
 */
final class EgressPort {

    static final int PRIORITIES = 8;

    /** IDLE: the wire is free and every queue empty. SENDING: a frame is on the wire; the next leaves when it is off. */
    enum State {
        IDLE, SENDING
    }

    private final String switchName;
    private final LinkEnd end;
    private final Simulation simulation;
    private final Trace trace;
    private final SharedBuffer buffer;
    private final EgressQueue[] queues = new EgressQueue[PRIORITIES];
    private State state = State.IDLE;
    /** Bytes this port has put on the wire, counting each frame's preamble, FCS and gap (HPCC's txBytes, section 3.1). */
    private long txBytes;

    EgressPort(String switchName, LinkEnd end, Simulation simulation, Trace trace, SharedBuffer buffer) {
        this.switchName = switchName;
        this.end = end;
        this.simulation = simulation;
        this.trace = trace;
        this.buffer = buffer;
        for (int p = 0; p < PRIORITIES; p++) {
            queues[p] = new EgressQueue(p);
        }
    }

    LinkEnd end() {
        return end;
    }

    EgressQueue queue(int priority) {
        return queues[priority];
    }

    State state() {
        return state;
    }

    /** Queues {@code frame} (already admitted: it fits its queue and the buffer) and starts the wire when it is idle. */
    void enqueue(Frame frame, int priority) {
        EgressQueue q = queues[priority];
        buffer.take(frame.length());
        q.add(frame);
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
        Frame frame = w.frame();
        buffer.give(frame.length());
        // its departure follows from its arrival, not from the frame before it that freed the wire
        simulation.setCause(w.cause());
        traceDepth(q, frame);
        txBytes += frame.length() + Link.WIRE_OVERHEAD_BYTES;
        if (frame.collectsTelemetry() && end.link() != null) {
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
        for (int p = PRIORITIES - 1; p >= 0; p--) {
            if (!queues[p].isEmpty()) {
                return queues[p];
            }
        }
        return null;
    }

    private void traceDepth(EgressQueue q, Frame changedBy) {
        if (trace.on()) {
            trace.add(new QueueDepth(trace.stamp(), switchName, changedBy.id(), end.name(), q.priority, q.bytes(), q.frames()));
        }
    }

    /** The state and each queue's frames, for a checkpoint. */
    record Saved(State state, List<List<EgressQueue.Waiting>> queues, long txBytes) {
    }

    Saved save() {
        List<List<EgressQueue.Waiting>> q = new ArrayList<>(PRIORITIES);
        for (EgressQueue e : queues) {
            q.add(e.contents());
        }
        return new Saved(state, q, txBytes);
    }

    void restore(Saved s) {
        state = s.state;
        txBytes = s.txBytes;
        for (int p = 0; p < PRIORITIES; p++) {
            queues[p].restore(s.queues.get(p));
        }
    }
}
