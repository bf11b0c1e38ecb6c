package rdma.workbench.engine.stepping;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.function.Predicate;

import rdma.workbench.engine.fabric.Captures;
import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.NicPort;
import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramStep;
import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.transport.QpTransport;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.HostMemory;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.SharedReceiveQueue;
import rdma.workbench.engine.verbs.VerbsObject;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.wire.IpAddressText;

/**
 * A loaded scenario, ready to run: the simulation, the fabric, the programs and the trace. The
 * CLI runs it to the end; the debugger steps it one engine event at a time, runs it to a
 * condition on the typed trace, and goes back: every {@link #checkpointInterval()} events the
 * session keeps a checkpoint, and going back to an earlier event restores the checkpoint before
 * it and replays forward — the run is deterministic, so the replay is the same run.
 * <p>
 * It is the one door from the debugger and the CLI into the engine: it answers what they ask as
 * values (the time, the step about to begin, each program's place and objects, snapshots) and
 * names programs by their names; it hands out no live engine object. The developer tools and the
 * engine's tests reach the live simulation, fabric and programs through
 * {@code rdma.workbench.engine.stepping.internal.SessionParts}, a friends-only package.
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
    /** The programs by name, the first of a name (the debugger names a program's thread by it). */
    private final Map<String, ProgramRunner> byName = new HashMap<>();
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
        for (ProgramRunner p : this.programs) {
            byName.putIfAbsent(p.name(), p);
        }
    }

    public Trace trace() {
        return trace;
    }

    /** The seed the session's random sources start from: the same seed gives the same run. */
    public long seed() {
        return simulation.seed();
    }

    /** The simulated time now, in nanoseconds. */
    public long now() {
        return simulation.now();
    }

    /** When the next engine event happens, in simulated nanoseconds; empty when nothing is left to run. */
    public OptionalLong nextEventTime() {
        Event next = simulation.peek();
        return next == null ? OptionalLong.empty() : OptionalLong.of(next.time());
    }

    /**
     * The step a program begins with the next engine event, or null when the next event is none
     * of that (a packet, a timer, a blocked step running again). Cheap: the debugger asks it
     * between every two events.
     */
    public NextStep nextStep() {
        Event next = simulation.peek();
        if (next != null && next.subject() instanceof ProgramRunner p && p.aboutToBegin()) {
            ProgramStep s = p.current();
            return new NextStep(p.name(), s.id(), s.label());
        }
        return null;
    }

    // ---- captures

    /** Whether the fabric's ports keep what they send and receive, for {@link #writeCaptures}. */
    public boolean capturing() {
        return fabric.capturing();
    }

    /** Turns the ports' captures on or off (before the run: a capture holds what passed while it was on). */
    public void setCapturing(boolean on) {
        fabric.setCapturing(on);
    }

    /** Writes one pcap file per port that saw a frame into {@code dir} (created when missing), named after the port. */
    public List<WrittenCapture> writeCaptures(Path dir) throws IOException {
        List<WrittenCapture> out = new ArrayList<>();
        for (Captures.Written w : Captures.write(fabric, dir)) {
            out.add(new WrittenCapture(w.file(), w.frames()));
        }
        return out;
    }

    /** Every address of every NIC port of the fabric, with its host and device, in the fabric's order. */
    public List<PortAddress> addresses() {
        List<PortAddress> out = new ArrayList<>();
        for (NicPort n : fabric.nics()) {
            for (Gid g : n.port().gids()) {
                out.add(new PortAddress(n.device().host(), n.device().name(), IpAddressText.of(g.gid())));
            }
        }
        return out;
    }

    // ---- programs, by name

    /** Every program now, in the scenario's order: its place and each step's object, as values. */
    public List<ProgramSnapshot> programs() {
        List<ProgramSnapshot> out = new ArrayList<>(programs.size());
        for (ProgramRunner p : programs) {
            out.add(Snapshots.program(p));
        }
        return Collections.unmodifiableList(out);
    }

    /** The program called {@code name} now, or null when there is none. */
    public ProgramSnapshot program(String name) {
        ProgramRunner p = byName.get(name);
        return p == null ? null : Snapshots.program(p);
    }

    /** Where the program called {@code name} stands (cheap: no snapshot is taken). */
    public ProgramStatus status(String name) {
        return ProgramStatus.of(runner(name).state());
    }

    /** The index of the step the program called {@code name} runs next or waits in (cheap: no snapshot is taken). */
    public int pc(String name) {
        return runner(name).pc();
    }

    private ProgramRunner runner(String name) {
        ProgramRunner p = byName.get(name);
        if (p == null) {
            throw new IllegalArgumentException("the session has no program named " + name);
        }
        return p;
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

    /** Runs until {@code name} has finished its current step (a PollCq waits for its completions or its timeout); false if it cannot advance. */
    public boolean stepOver(String name, long limitNanos) {
        ProgramRunner program = runner(name);
        startOnce();
        int pc = program.pc();
        while (program.pc() == pc && !program.state().ended()) {
            if (!advance(limitNanos)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Runs until the program {@code name} is about to run the step whose id or name is {@code step}
     * (a breakpoint on a step); false when it never gets there.
     */
    public boolean runToStep(String name, String step, long limitNanos) {
        ProgramRunner program = runner(name);
        startOnce();
        while (true) {
            ProgramStep current = program.current();
            if (current != null && (step.equals(current.id()) || step.equals(current.name())) && program.aboutToBegin() && isNext(program)) {
                return true;
            }
            if (!advance(limitNanos)) {
                return false;
            }
        }
    }

    /** Whether the next engine event is the program {@code name} running its current step. */
    public boolean isNextFor(String name) {
        return isNext(runner(name));
    }

    private boolean isNext(ProgramRunner program) {
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
            ProgramStatus s = ProgramStatus.of(p.state());
            if (s == ProgramStatus.WAITING || s == ProgramStatus.READY && started && p.current() != null) {
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
            devices.add(Snapshots.device(r));
        }
        return new SessionSnapshot(simulation.now(), simulation.executedEvents(), devices, programs());
    }

    /** Every QP of every device, as a debugger's variables view lists them (as {@code snapshot().queuePairs()}, without copying memory). */
    public List<QpSnapshot> queuePairs() {
        List<QpSnapshot> qps = new ArrayList<>();
        for (Rnic r : rnics) {
            for (QpTransport t : r.transports()) {
                qps.add(Snapshots.qp(r.device(), t));
            }
        }
        return Collections.unmodifiableList(qps);
    }

    /** The completions waiting in the CQ that the program {@code name} created in its step named {@code cqStep}. */
    public List<WorkCompletion> completions(String name, String cqStep) {
        return runner(name).objectNamed(cqStep) instanceof CompletionQueue cq ? cq.peekAll() : List.of();
    }

    /** The bytes of the memory region the program {@code name} registered in its step named {@code mrStep}, or null. */
    public byte[] memory(String name, String mrStep) {
        if (runner(name).objectNamed(mrStep) instanceof MemoryRegion mr) {
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
                h = h * 31 + Snapshots.qp(d, t).hashCode();
                h = h * 31 + Objects.hashCode(t.rateControlState());
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
