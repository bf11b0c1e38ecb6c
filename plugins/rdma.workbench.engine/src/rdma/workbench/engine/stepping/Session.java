package rdma.workbench.engine.stepping;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramState;
import rdma.workbench.engine.program.ProgramStep;
import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.transport.QpTransport;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.AddressHandle;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.HostMemory;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.ProtectionDomain;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.SharedReceiveQueue;
import rdma.workbench.engine.verbs.VerbsObject;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * A loaded scenario, ready to run: the simulation, the fabric, the programs and the trace. The
 * CLI runs it to the end; the debugger steps it one engine event at a time, runs it to a
 * condition on the typed trace, and goes back: every {@link #checkpointInterval()} events the
 * session keeps a checkpoint, and going back to an earlier event restores the checkpoint before
 * it and replays forward — the run is deterministic, so the replay is the same run.
 */
public final class Session {

    /** A run ends at the latest after this much simulated time (an RNR loop with rnr_retry 7 never ends by itself). */
    public static final long DEFAULT_LIMIT_NANOS = 10_000_000_000L;
    /** Engine events between two checkpoints: going back replays at most this many. */
    public static final long DEFAULT_CHECKPOINT_INTERVAL = 10_000;

    private final Simulation simulation;
    private final Trace trace;
    private final Fabric fabric;
    private final List<ProgramRunner> programs;
    private final List<Rnic> rnics;
    private final Barriers barriers;
    private final List<HostMemory> memories;
    private Checkpoints checkpoints = new Checkpoints(DEFAULT_CHECKPOINT_INTERVAL);
    private boolean started;
    private volatile boolean pauseRequested;

    public Session(Simulation simulation, Trace trace, Fabric fabric, List<ProgramRunner> programs, List<Rnic> rnics, Barriers barriers,
            List<HostMemory> memories) {
        this.simulation = simulation;
        this.trace = trace;
        this.fabric = fabric;
        this.programs = List.copyOf(programs);
        this.rnics = List.copyOf(rnics);
        this.barriers = barriers;
        this.memories = List.copyOf(memories);
    }

    public Simulation simulation() {
        return simulation;
    }

    public Trace trace() {
        return trace;
    }

    public Fabric fabric() {
        return fabric;
    }

    public List<ProgramRunner> programs() {
        return programs;
    }

    /** Engine events run so far: the position stepping counts and going back returns to. */
    public long position() {
        return simulation.executedEvents();
    }

    public long checkpointInterval() {
        return checkpoints.every();
    }

    /**
     * Takes a checkpoint every {@code events} engine events from now on (the ones already taken are
     * dropped); 0 takes none, for runs that never go back (and may recycle frame buffers).
     */
    public void setCheckpointInterval(long events) {
        checkpoints = new Checkpoints(Math.max(0, events));
    }

    /** Checkpoints held now (O(log n) of a run of n events). */
    public int checkpointCount() {
        return checkpoints.size();
    }

    /** Asks a run in progress (on another thread) to stop after the event it is running; the run returns as if its condition held. */
    public void pause() {
        pauseRequested = true;
    }

    /** Forgets a pause asked for that no run heard (it came after the run it was meant for had ended). */
    public void clearPause() {
        pauseRequested = false;
    }

    private boolean takePause() {
        boolean p = pauseRequested;
        pauseRequested = false;
        return p;
    }

    /** Starts the programs (each runs its first step at time 0); running or stepping does this by itself. */
    public void start() {
        startOnce();
    }

    private void startOnce() {
        if (!started) {
            started = true;
            for (ProgramRunner p : programs) {
                p.start();
            }
        }
    }

    /** Runs the next event unless there is none, it lies past {@code limitNanos}, or a pause was asked for. */
    private boolean advance(long limitNanos) {
        return next(limitNanos) == Advance.RAN;
    }

    /**
     * Runs the next engine event, taking a checkpoint first when one is due, unless there is none,
     * it lies past {@code limitNanos}, or a pause was asked for; says which. A debugger drives a
     * run with this, checking its breakpoints between two events.
     */
    public Advance next(long limitNanos) {
        startOnce();
        Event next = simulation.peek();
        if (next == null) {
            return Advance.FINISHED;
        }
        if (next.time() > limitNanos) {
            return Advance.TIME_LIMIT;
        }
        if (takePause()) {
            return Advance.PAUSED;
        }
        if (checkpoints.due(simulation.executedEvents())) {
            if (fabric.recycling()) {
                throw new IllegalStateException("a checkpoint keeps the frames in flight: the fabric must not recycle frame buffers");
            }
            checkpoints.add(SessionState.capture(simulation, trace, fabric, rnics, memories, programs, barriers));
        }
        run(next);
        return Advance.RAN;
    }

    private void run(Event next) {
        try {
            simulation.step();
        } catch (RuntimeException e) {
            throw new EngineFault(next.description(), simulation.now(), simulation.executedEvents(), whereProgramsAre(), e);
        }
    }

    private String whereProgramsAre() {
        List<String> out = new ArrayList<>();
        for (ProgramRunner p : programs) {
            ProgramStep s = p.current();
            out.add(p.name() + (s == null ? " at its end" : " at step " + s.label()));
        }
        return String.join(", ", out);
    }

    /** Runs one engine event; false when nothing is left to run. */
    public boolean stepEvent() {
        return advance(Long.MAX_VALUE);
    }

    /** Runs until {@code program} has finished its current step (a PollCq waits for its completions or its timeout); false if it cannot advance. */
    public boolean stepOver(ProgramRunner program, long limitNanos) {
        startOnce();
        int pc = program.pc();
        while (program.pc() == pc && program.state() != ProgramState.FINISHED && program.state() != ProgramState.STOPPED) {
            if (!advance(limitNanos)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Runs until {@code program} is about to run the step whose id or name is {@code step} (a
     * breakpoint on a step); false when it never gets there.
     */
    public boolean runToStep(ProgramRunner program, String step, long limitNanos) {
        startOnce();
        while (true) {
            ProgramStep current = program.current();
            if (current != null && (step.equals(current.id()) || step.equals(current.name())) && program.aboutToBegin() && isNextFor(program)) {
                return true;
            }
            if (!advance(limitNanos)) {
                return false;
            }
        }
    }

    /** Whether the next engine event is the program running its current step. */
    public boolean isNextFor(ProgramRunner program) {
        Event next = simulation.peek();
        return next != null && next.subject() == program;
    }

    /** Runs until the trace records an event matching {@code condition}; that event, or null when the run ended first. */
    public TraceEvent runUntil(Predicate<TraceEvent> condition, long limitNanos) {
        startOnce();
        long seen = trace.size();
        while (true) {
            if (!advance(limitNanos)) {
                return null;
            }
            List<TraceEvent> events = trace.events();
            for (long i = seen; i < events.size(); i++) {
                TraceEvent e = events.get((int) i);
                if (condition.test(e)) {
                    return e;
                }
            }
            seen = trace.size();
        }
    }

    /** Runs until nothing is left to do or {@code limitNanos} of simulated time passed. */
    public void runToEnd(long limitNanos) {
        while (advance(limitNanos)) {
            // every event runs; checkpoints are taken on the way
        }
    }

    /**
     * Brings the session to the moment after {@code position} engine events: forward by running,
     * backward by restoring the nearest checkpoint at or before it and replaying. The trace is
     * cut back and rebuilt the same way; its listeners hear nothing of the replay. False when
     * the run ends before {@code position}.
     */
    public boolean goTo(long position) {
        if (position < 0) {
            return false;
        }
        startOnce();
        if (position < simulation.executedEvents()) {
            SessionState s = checkpoints.atOrBefore(position);
            if (s == null) {
                return false;
            }
            s.restore(simulation, trace, fabric, rnics, memories, programs, barriers);
            boolean was = trace.silent();
            trace.setSilent(true);
            try {
                while (simulation.executedEvents() < position) {
                    Event next = simulation.peek();
                    if (next == null) {
                        return false;
                    }
                    run(next);
                }
            } finally {
                trace.setSilent(was);
            }
            return true;
        }
        while (simulation.executedEvents() < position) {
            if (!advance(Long.MAX_VALUE)) {
                return false;
            }
        }
        return true;
    }

    /** Goes back one engine event; false at the start. */
    public boolean stepBack() {
        return position() > 0 && goTo(position() - 1);
    }

    /** Everything that went differently from the scenario's expectations, including programs that never finished. */
    public List<String> problems() {
        List<String> out = new ArrayList<>();
        for (ProgramRunner p : programs) {
            out.addAll(p.mismatches());
        }
        for (ProgramRunner p : programs) {
            if (p.state() == ProgramState.WAITING || p.state() == ProgramState.READY && started && p.current() != null) {
                out.add("program " + p.name() + " did not finish: it still waits at step " + p.current().label());
            }
        }
        return out;
    }

    // ---- inspecting

    /** Every object of every device and every program's place, as immutable values. */
    public SessionSnapshot snapshot() {
        List<DeviceSnapshot> devices = new ArrayList<>();
        for (Rnic r : rnics) {
            devices.add(device(r));
        }
        List<ProgramSnapshot> progs = new ArrayList<>();
        for (ProgramRunner p : programs) {
            ProgramStep s = p.current();
            progs.add(new ProgramSnapshot(p.name(), p.host(), p.state(), p.pc(), s == null ? null : s.id(), s == null ? null : s.label(),
                    p.waitingFor()));
        }
        return new SessionSnapshot(simulation.now(), simulation.executedEvents(), devices, progs);
    }

    private static DeviceSnapshot device(Rnic r) {
        RdmaDevice d = r.device();
        List<String> pds = new ArrayList<>();
        List<MrSnapshot> mrs = new ArrayList<>();
        List<CqSnapshot> cqs = new ArrayList<>();
        List<String> srqs = new ArrayList<>();
        List<String> ahs = new ArrayList<>();
        for (VerbsObject o : d.objects()) {
            switch (o) {
                case ProtectionDomain pd -> pds.add(pd + " (" + pd.users() + " users)");
                case MemoryRegion mr -> mrs.add(new MrSnapshot(mr.lkey(), mr.rkey(), mr.pd().handle(), mr.addr(), mr.length(), mr.access(),
                        mr.isValid(), mr.buffer().freeze()));
                case CompletionQueue cq -> cqs.add(new CqSnapshot(cq.handle(), cq.capacity(), cq.peekAll(), cq.hasOverflowed(), cq.users()));
                case SharedReceiveQueue srq -> srqs.add(srq + ": " + srq.queue().size() + " receive WQEs");
                case AddressHandle ah -> ahs.add(ah + " to port " + ah.av().portNum() + " GID " + java.util.HexFormat.of().formatHex(ah.av().dgid()));
                default -> {
                    // QPs come from their transports below
                }
            }
        }
        List<QpSnapshot> qps = new ArrayList<>();
        for (QpTransport t : r.transports()) {
            qps.add(qp(d, t));
        }
        return new DeviceSnapshot(d.host(), d.name(), pds, mrs, cqs, srqs, ahs, qps, d.pendingAsyncEvents());
    }

    private static QpSnapshot qp(RdmaDevice d, QpTransport t) {
        QueuePair qp = t.qp();
        var a = qp.attributes();
        return new QpSnapshot(d.host(), d.name(), qp.qpn(), qp.type(), qp.state(), a.destQpn, a.pathMtu, java.util.Set.copyOf(a.accessFlags),
                a.timeout, a.retryCnt, a.rnrRetry, a.minRnrTimer, t.requesterState(), t.completerState(), t.responderState(), t.nextPsn(),
                t.oldestUnackedPsn(), t.expectedPsn(), t.msn(), t.sequenceNakFor(), t.outstandingWqes(), qp.sendQueue().size(),
                qp.recvQueue().size(), t.retriesLeft(), t.rnrRetriesLeft(), t.ackTimerDeadline(), t.rnrTimerDeadline());
    }

    /** Every QP of every device, as a debugger's variables view lists them (as {@code snapshot().queuePairs()}, without copying memory). */
    public List<QpSnapshot> queuePairs() {
        List<QpSnapshot> qps = new ArrayList<>();
        for (Rnic r : rnics) {
            for (QpTransport t : r.transports()) {
                qps.add(qp(r.device(), t));
            }
        }
        return java.util.Collections.unmodifiableList(qps);
    }

    /** The completions waiting in the CQ that {@code program} created in its step named {@code cqStep}. */
    public List<WorkCompletion> completions(ProgramRunner program, String cqStep) {
        return program.objectNamed(cqStep) instanceof CompletionQueue cq ? cq.peekAll() : List.of();
    }

    /** The bytes of the memory region {@code program} registered in its step named {@code mrStep}, or null. */
    public byte[] memory(ProgramRunner program, String mrStep) {
        if (program.objectNamed(mrStep) instanceof MemoryRegion mr) {
            byte[] out = new byte[mr.length()];
            mr.buffer().read(0, out, 0, out.length);
            return out;
        }
        return null;
    }

    /**
     * A hash of the whole state a debugger can see — time, position, trace length, queued events,
     * every object of every device (a QP's snapshot, a CQ's completions, a memory region's bytes),
     * every program's place — to check that going back and forth restores the same state. Memory
     * is hashed page by page, skipping pages never written, so it stays cheap for large regions.
     */
    public long stateHash() {
        long h = 17;
        h = h * 31 + simulation.now();
        h = h * 31 + simulation.executedEvents();
        h = h * 31 + trace.size();
        h = h * 31 + simulation.queued();
        for (Rnic r : rnics) {
            RdmaDevice d = r.device();
            for (var e : d.pendingAsyncEvents()) {
                h = h * 31 + (e.toString() + e.why()).hashCode();
            }
            for (VerbsObject o : d.objects()) {
                h = h * 31 + o.toString().hashCode();
                h = h * 31 + o.users();
                switch (o) {
                    case MemoryRegion mr -> h = (h * 31 + mr.buffer().contentHash()) * 31 + Boolean.hashCode(mr.isValid());
                    case CompletionQueue cq -> h = (h * 31 + cq.peekAll().hashCode()) * 31 + Boolean.hashCode(cq.hasOverflowed());
                    case SharedReceiveQueue srq -> h = h * 31 + srq.queue().size();
                    default -> {
                        // PDs, AHs: their handle and users; QPs below
                    }
                }
            }
            for (QpTransport t : r.transports()) {
                h = h * 31 + qp(d, t).hashCode();
                h = h * 31 + java.util.Objects.hashCode(t.rateControlState());
            }
        }
        for (ProgramRunner p : programs) {
            ProgramStep s = p.current();
            h = h * 31 + p.state().ordinal();
            h = h * 31 + p.pc();
            h = h * 31 + (s == null ? 0 : s.id().hashCode());
            h = h * 31 + p.mismatches().size();
        }
        return h;
    }
}
