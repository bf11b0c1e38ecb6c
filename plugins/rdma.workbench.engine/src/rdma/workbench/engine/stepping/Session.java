package rdma.workbench.engine.stepping;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramState;
import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * A loaded scenario, ready to run: the simulation, the fabric, the programs and the trace. The
 * CLI runs it to the end; the debugger steps it one engine event at a time or runs it to a
 * condition on the trace.
 */
public final class Session {

    /** A run ends at the latest after this much simulated time (an RNR loop with rnr_retry 7 never ends by itself). */
    public static final long DEFAULT_LIMIT_NANOS = 10_000_000_000L;

    private final Simulation simulation;
    private final Trace trace;
    private final Fabric fabric;
    private final List<ProgramRunner> programs;
    private boolean started;
    private final java.util.List<rdma.workbench.engine.transport.Rnic> rnics;
    private volatile boolean pauseRequested;

    public Session(Simulation simulation, Trace trace, Fabric fabric, List<ProgramRunner> programs,
            List<rdma.workbench.engine.transport.Rnic> rnics) {
        this.simulation = simulation;
        this.trace = trace;
        this.fabric = fabric;
        this.programs = List.copyOf(programs);
        this.rnics = List.copyOf(rnics);
    }

    /** Asks a run in progress (on another thread) to stop after the event it is running; the run returns as if its condition held. */
    public void pause() {
        pauseRequested = true;
    }

    private boolean takePause() {
        boolean p = pauseRequested;
        pauseRequested = false;
        return p;
    }

    /** Runs until {@code program} has finished its current step (a PollCq waits for its completions or its timeout); false if it cannot advance. */
    public boolean stepOver(ProgramRunner program, long limitNanos) {
        startOnce();
        int pc = program.pc();
        while (program.pc() == pc && program.state() != rdma.workbench.engine.program.ProgramState.FINISHED
                && program.state() != rdma.workbench.engine.program.ProgramState.STOPPED) {
            if (!advance(limitNanos)) {
                return false;
            }
        }
        return true;
    }

    /** Runs until {@code program} is about to run its step named {@code stepName} (a breakpoint on a step); false when it never gets there. */
    public boolean runToStep(ProgramRunner program, String stepName, long limitNanos) {
        startOnce();
        while (true) {
            var current = program.current();
            if (current != null && stepName.equals(current.name()) && program.state() != rdma.workbench.engine.program.ProgramState.WAITING
                    && program.stepState() == null && simulation.peek() != null && isNextFor(program)) {
                return true;
            }
            if (!advance(limitNanos)) {
                return false;
            }
        }
    }

    /** Runs the next event unless there is none, it lies past {@code limitNanos}, or a pause was asked for. */
    private boolean advance(long limitNanos) {
        Event next = simulation.peek();
        if (next == null || next.time() > limitNanos || takePause()) {
            return false;
        }
        simulation.step();
        return true;
    }

    /** Whether the next engine event is the program running its current step. */
    private boolean isNextFor(ProgramRunner program) {
        Event next = simulation.peek();
        return next != null && next.description().startsWith("program " + program.name() + " on ");
    }

    /** Every QP of every device, as a debugger's variables view lists them. */
    public List<QpView> queuePairs() {
        List<QpView> out = new ArrayList<>();
        for (rdma.workbench.engine.transport.Rnic r : rnics) {
            for (var t : r.transports()) {
                var qp = t.qp();
                out.add(new QpView(r.device().host(), r.device().name(), qp.qpn(), qp.type().name(), qp.state().name(), t.nextPsn(),
                        t.expectedPsn(), t.msn(), qp.sendQueue().size(), qp.recvQueue().size()));
            }
        }
        return out;
    }

    /** The completions waiting in the CQ that {@code program} created in step {@code cqStep}. */
    public List<rdma.workbench.engine.verbs.WorkCompletion> completions(ProgramRunner program, String cqStep) {
        return program.object(cqStep) instanceof rdma.workbench.engine.verbs.CompletionQueue cq ? cq.peekAll() : List.of();
    }

    /** The bytes of the memory region {@code program} registered in step {@code mrStep}, or null. */
    public byte[] memory(ProgramRunner program, String mrStep) {
        if (program.object(mrStep) instanceof rdma.workbench.engine.verbs.MemoryRegion mr) {
            return program.context().device().memory().read(mr.addr(), mr.length());
        }
        return null;
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

    private void startOnce() {
        if (!started) {
            started = true;
            for (ProgramRunner p : programs) {
                p.start();
            }
        }
    }

    /** Runs one engine event; false when nothing is left to run. */
    public boolean stepEvent() {
        startOnce();
        return simulation.step();
    }

    /** Runs until the trace records an event matching {@code condition}; that event, or null when the run ended first. */
    public TraceEvent runUntil(Predicate<TraceEvent> condition, long limitNanos) {
        startOnce();
        int seen = trace.events().size();
        while (true) {
            if (!advance(limitNanos)) {
                return null;
            }
            List<TraceEvent> events = trace.events();
            for (int i = seen; i < events.size(); i++) {
                if (condition.test(events.get(i))) {
                    return events.get(i);
                }
            }
            seen = events.size();
        }
    }

    /** Runs until nothing is left to do or {@code limitNanos} of simulated time passed. */
    public void runToEnd(long limitNanos) {
        startOnce();
        simulation.runUntil(limitNanos);
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
}
