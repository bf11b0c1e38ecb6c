package rdma.workbench.debug.model;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.debug.core.model.IBreakpoint;

import rdma.workbench.debug.breakpoints.BreakpointHits;
import rdma.workbench.debug.breakpoints.BreakpointSet;
import rdma.workbench.engine.stepping.Advance;
import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.stepping.NextStep;
import rdma.workbench.engine.stepping.ProgramSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.StepObject;
import rdma.workbench.engine.stepping.StepSnapshot;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * Moves a session the way the debugger's commands ask — resume, step over a program's step,
 * step into one engine event, step return to the program's next completion, run to a step,
 * and back: one event, one step, to the previous breakpoint hit — stopping at breakpoints on
 * the way. Every method runs on the engine's thread only and answers why it stopped.
 */
public final class EngineDriver {

    private final Session session;
    private final long limitNanos;
    private final History history = new History();
    /** Where each breakpoint was hit: going back and forth counts a hit once. */
    private final BreakpointHits hits = new BreakpointHits();
    private volatile BreakpointSet breakpoints = BreakpointSet.NONE;
    /** The program on each host (programs and hosts never change): the thread a wire event on that host suspends. */
    private final Map<String, String> programOnHost = new HashMap<>();

    public EngineDriver(Session session, long limitNanos) {
        this.session = session;
        this.limitNanos = limitNanos;
        for (ProgramSnapshot p : session.programs()) {
            programOnHost.putIfAbsent(p.host(), p.name());
        }
        // the programs' first runs are queued now, so a breakpoint on a first step is seen before it runs
        session.start();
    }

    public Session session() {
        return session;
    }

    /** The breakpoints to stop at from now on (read between two engine events, so a change applies at once); their hit counts start over. */
    public void setBreakpoints(BreakpointSet set) {
        breakpoints = set;
        hits.clear();
    }

    /** Told when a breakpoint with a hit count suspends at its n-th hit (a Java breakpoint is then disabled). */
    public void onHitCountReached(Consumer<IBreakpoint> c) {
        hits.onCountReached(c);
    }

    /** Runs until a breakpoint, the end, or a pause asked from another thread. */
    public Stop resume() {
        return run(null, null, null);
    }

    /** One engine event, whatever it is. */
    public Stop stepInto(String program) {
        long before = session.trace().size();
        Stop s = next();
        if (s != null) {
            return s;
        }
        List<TraceEvent> events = session.trace().events();
        String what = events.size() > before ? StopText.of(events.get((int) before)) : "an engine event that recorded nothing";
        return Stop.stepEnd(program, "Step Into: event " + (session.position() - 1) + ", " + what);
    }

    /** Until {@code program} is past its current step (simulated time runs for everyone), or a breakpoint. */
    public Stop stepOver(String program) {
        int pc = session.pc(program);
        return run(null, () -> session.pc(program) != pc || session.status(program).ended(), program);
    }

    /** Until one of {@code program}'s CQs gets a completion, or a breakpoint. */
    public Stop stepReturn(String program) {
        Trace trace = session.trace();
        ProgramSnapshot p = session.program(program);
        long[] seen = {trace.size()};
        return run(null, () -> {
            List<TraceEvent> events = trace.events();
            for (long i = seen[0]; i < events.size(); i++) {
                // the CQs are looked up at each completion of the program's device: the program may create one on the way
                if (events.get((int) i) instanceof CompletionQueued c && c.node().equals(p.host()) && c.device().equals(p.device())
                        && cqsOf(program).contains(c.cq())) {
                    return true;
                }
            }
            seen[0] = events.size();
            return false;
        }, program);
    }

    /** Until {@code program} is about to begin the step {@code stepId}, or a breakpoint. */
    public Stop runToStep(String program, String stepId) {
        return run(() -> {
            NextStep next = session.nextStep();
            return next != null && next.program().equals(program) && next.stepId().equals(stepId);
        }, null, program);
    }

    /** Back to the moment right after the engine event that recorded trace record {@code seq} (a frame's sending, say). */
    public Stop backToEvent(long seq, String what) {
        long p = history.positionOf(seq);
        if (p < 0 || p + 1 > session.position()) {
            return Stop.request("Step Back to Here: " + what + " is not behind the run's current point");
        }
        return goBack(p + 1, Stop.stepEnd(null, "Step Back to Here: " + what));
    }

    /** Runs until the next event would happen after {@code nanos} of simulated time, or a breakpoint. */
    public Stop runToTime(long nanos) {
        String at = String.format(Locale.ROOT, "%.3f us", nanos / 1000.0);
        return run(() -> {
            OptionalLong next = session.nextEventTime();
            return next.isEmpty() || next.getAsLong() > nanos;
        }, () -> Stop.stepEnd(null, "Run to Here: at " + at), null, null);
    }

    /**
     * To the moment just before engine event {@code position} runs (forward by running, back by
     * replaying), breakpoints aside: a challenge stands there to ask what that event will do.
     */
    public Stop runToPosition(long position, String why) {
        if (position < session.position()) {
            return goBack(position, Stop.stepEnd(null, why));
        }
        while (session.position() < position) {
            Stop s = next();
            if (s != null) {
                return s;
            }
        }
        return Stop.stepEnd(null, why);
    }

    /** Back one engine event. */
    public Stop stepBack(String program) {
        if (session.position() == 0) {
            return Stop.request("at the start of the run: there is nothing before it");
        }
        if (!session.stepBack()) {
            return Stop.request("Step Back: the run could not go back (no checkpoint before event " + (session.position() - 1) + ")");
        }
        return Stop.stepEnd(program, "Step Back: before event " + session.position());
    }

    /** Back to where {@code program} began the step it last began (again: the one before). */
    public Stop stepBackOver(String program) {
        long now = session.position();
        List<TraceEvent> events = session.trace().events();
        for (int s = events.size() - 1; s >= 0; s--) {
            if (events.get(s) instanceof StepStarted st && st.program().equals(program)) {
                long p = history.positionOf(s);
                if (p >= 0 && p < now) {
                    return goBack(p, Stop.stepEnd(program, "Step Back Over: " + program + " is about to begin step " + st.label()));
                }
            }
        }
        return goBack(0, Stop.stepEnd(program, "Step Back Over: back at the start of the run"));
    }

    /**
     * Back to the latest moment before this one at which an enabled breakpoint would have suspended
     * the run (hit counts aside, as a debugger going backwards stops at every hit); the start when none.
     */
    public Stop reverseResume() {
        long now = session.position();
        BreakpointSet set = breakpoints;
        List<TraceEvent> events = session.trace().events();
        for (int s = events.size() - 1; s >= 0; s--) {
            TraceEvent e = events.get(s);
            long p = history.positionOf(s);
            if (p < 0) {
                continue;
            }
            // an event breakpoint suspends after the event (p + 1), a step breakpoint before it (p): the later first
            BreakpointSet.Armed a = set.hitBy(e);
            if (a != null && p + 1 < now) {
                return goBack(p + 1, Stop.breakpoint(programOn(e.node()), a.breakpoint(), "Reverse Resume: " + StopText.of(e)));
            }
            if (e instanceof StepStarted st && p < now) {
                BreakpointSet.AtStep b = set.atStep(st.stepId());
                if (b != null) {
                    return goBack(p, Stop.breakpoint(st.program(), b.breakpoint(), "Reverse Resume: step breakpoint at " + b.label()));
                }
            }
        }
        return goBack(0, Stop.request("Reverse Resume: no breakpoint before this point; back at the start of the run"));
    }

    private Stop goBack(long position, Stop then) {
        return session.goTo(position) ? then : Stop.request("the run could not go back to event " + position);
    }

    /**
     * Runs event by event. Before each event: a step breakpoint on the step a program is about to
     * begin (not before the first event of a command, as the run stands there already — unless
     * it is the run's very first), and {@code before}; after it: the event breakpoints on what it
     * recorded, and {@code after}.
     */
    private Stop run(BooleanSupplier before, BooleanSupplier after, String program) {
        return run(before, () -> Stop.stepEnd(program, "Run to Step: " + program + " is about to begin step " + currentLabel(program)), after, program);
    }

    /** As {@link #run(BooleanSupplier, BooleanSupplier, String)}, {@code reached} saying why it stops when {@code before} holds. */
    private Stop run(BooleanSupplier before, Supplier<Stop> reached, BooleanSupplier after, String program) {
        Trace trace = session.trace();
        boolean first = session.position() > 0;
        while (true) {
            BreakpointSet set = breakpoints;
            if (!first) {
                Stop s = atStepBreakpoint(set);
                if (s != null) {
                    return s;
                }
            }
            if (before != null && !first && before.getAsBoolean()) {
                return reached.get();
            }
            long traceBefore = trace.size();
            Stop s = next();
            if (s != null) {
                return s;
            }
            List<TraceEvent> events = trace.events();
            for (long i = traceBefore; i < events.size(); i++) {
                TraceEvent e = events.get((int) i);
                BreakpointSet.Armed a = set.suspendsAfter(e, hits);
                if (a != null) {
                    return Stop.breakpoint(programOn(e.node()), a.breakpoint(), StopText.of(e));
                }
            }
            if (after != null && after.getAsBoolean()) {
                return Stop.stepEnd(program, "Step: " + program + (session.status(program).ended() ? " has finished" : " is at step "
                        + currentLabel(program)));
            }
            first = false;
        }
    }

    /** Runs one event and indexes it; a stop when nothing ran. */
    private Stop next() {
        long traceBefore = session.trace().size();
        long position = session.position();
        Advance a;
        try {
            a = session.next(limitNanos);
        } catch (EngineFault f) {
            return Stop.over("internal error of the engine: " + f.getMessage());
        }
        return switch (a) {
            case RAN -> {
                history.record(position, traceBefore);
                yield null;
            }
            case FINISHED -> Stop.over("the run is over: " + verdict());
            case TIME_LIMIT -> Stop.over(String.format(Locale.ROOT, "the run reached its time limit of %.3f us", limitNanos / 1000.0));
            case PAUSED -> Stop.request("Suspended by the user");
        };
    }

    private String verdict() {
        List<String> problems = session.problems();
        return problems.isEmpty() ? "PASS" : "FAIL (" + problems.size() + " difference" + (problems.size() == 1 ? "" : "s") + ")";
    }

    /** The stop at a step breakpoint on the step a program begins with the next event, as the breakpoints decide; null when none. */
    private Stop atStepBreakpoint(BreakpointSet set) {
        if (!set.watchesSteps()) {
            return null;
        }
        NextStep next = session.nextStep();
        BreakpointSet.AtStep b = set.suspendsBefore(next, hits, session.trace().size());
        return b == null ? null
                : Stop.breakpoint(next.program(), b.breakpoint(), "step breakpoint: " + next.program() + " is about to begin step " + next.stepLabel());
    }

    private String currentLabel(String program) {
        ProgramSnapshot p = session.program(program);
        return p == null || p.stepLabel() == null ? "(end)" : p.stepLabel();
    }

    /** The program on {@code host}: the thread a wire event on that host suspends. */
    private String programOn(String host) {
        return programOnHost.get(host);
    }

    /** The handles of the CQs {@code program} has created so far. */
    private Set<Integer> cqsOf(String program) {
        Set<Integer> out = new HashSet<>();
        for (StepSnapshot s : session.program(program).steps()) {
            if (s.object() instanceof StepObject.Cq cq) {
                out.add(cq.handle());
            }
        }
        return out;
    }
}
