package rdma.workbench.engine.program;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Mismatch;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.StepEnded;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * One program on one host, running its steps in order. A step takes {@link #STEP_NANOS} of
 * simulated time; a blocked step (ibv_poll_cq waiting, a Sync) runs again whenever the program is
 * woken — by a completion on one of its CQs, an async event on its device, a barrier that opens, a
 * timer — so a blocked step must decide again each time whether it may go on. The objects the
 * steps create are kept by step id, for later steps and for the peers' references.
 */
public final class ProgramRunner {

    /** The time one verb call takes in the simulation, so that the trace shows the program's pace. */
    public static final long STEP_NANOS = 100;

    private final String name;
    private final String host;
    private final Context context;
    private final Simulation simulation;
    private final Trace trace;
    private final List<ProgramStep> steps = new ArrayList<>();
    /** Each step's action, by index: what a wake-up reads (the step records are for the trace and the views). */
    private StepAction[] actions = new StepAction[0];
    /**
     * The objects steps created, by the slot of the step's id (see {@link #slotOf}): an array read
     * by index, because every step that uses an object looks it up, and a map keyed by step ids
     * costs several cache misses a lookup in a large scenario.
     */
    private Object[] objects = new Object[0];
    private final Map<String, Integer> slots = new HashMap<>();
    private final List<String> mismatches = new ArrayList<>();
    /** The one state of the program (not a state plus flags: whether the step began, whether its wait ran out are states of it). */
    private ProgramState state = ProgramState.READY;
    private int pc;
    private Event pending;
    /** What a blocked step keeps between runs; an immutable value, so that a checkpoint can share it. */
    private Object stepState;
    private Event timeout;

    public ProgramRunner(String name, String host, Context context, Simulation simulation, Trace trace) {
        this.name = name;
        this.host = host;
        this.context = context;
        this.simulation = simulation;
        this.trace = trace;
        if (context != null) {
            context.setWaker(() -> wake());
        }
    }

    public void add(ProgramStep step) {
        steps.add(step);
        actions = Arrays.copyOf(actions, steps.size());
        actions[steps.size() - 1] = step.action();
    }

    public String name() {
        return name;
    }

    public String host() {
        return host;
    }

    public Context context() {
        return context;
    }

    public Simulation simulation() {
        return simulation;
    }

    public ProgramState state() {
        return state;
    }

    /** The steps, in order (read only: {@link #add} keeps the actions beside them). */
    public List<ProgramStep> steps() {
        return Collections.unmodifiableList(steps);
    }

    /** Index of the step that runs next (or is waiting). */
    public int pc() {
        return pc;
    }

    public ProgramStep current() {
        return pc < steps.size() ? steps.get(pc) : null;
    }

    /** The slot of the object the step with id {@code stepId} creates, given at load time to whoever will look it up. */
    public int slotOf(String stepId) {
        return slots.computeIfAbsent(stepId, k -> slots.size());
    }

    /** The object the step with id {@code stepId} created, or null. */
    public Object object(String stepId) {
        Integer slot = slots.get(stepId);
        return slot == null ? null : object(slot);
    }

    /** The object in {@code slot} (see {@link #slotOf}), or null. */
    public Object object(int slot) {
        return slot < objects.length ? objects[slot] : null;
    }

    /** The object the step named {@code stepName} created, or null. */
    public Object objectNamed(String stepName) {
        for (ProgramStep s : steps) {
            if (stepName.equals(s.name())) {
                return object(s.id());
            }
        }
        return null;
    }

    public void keep(String stepId, Object o) {
        int slot = slotOf(stepId);
        if (slot >= objects.length) {
            objects = Arrays.copyOf(objects, Math.max(slot + 1, slots.size()));
        }
        objects[slot] = o;
    }

    public Object stepState() {
        return stepState;
    }

    /** Whether the program's next run begins its current step (not a blocked step running again after a wake-up). */
    public boolean aboutToBegin() {
        return state == ProgramState.READY && pc < actions.length;
    }

    /** What the program waits for while it is blocked in its current step, or null when it is not blocked. */
    public String waitingFor() {
        if (state != ProgramState.BLOCKED || pc >= actions.length) {
            return null;
        }
        String what = actions[pc].waitingFor(this);
        return what != null ? what : "a wake-up";
    }

    /** Keeps {@code s} for the next run of the current step; it must be immutable (checkpoints share it). */
    public void setStepState(Object s) {
        stepState = s;
    }

    /** Whether the current step's wait ({@link #waitAtMost}) has run out. */
    public boolean timedOut() {
        return state == ProgramState.TIMED_OUT;
    }

    /**
     * Gives the current blocked step {@code nanos} at most: then it runs again TIMED_OUT ({@link
     * #timedOut()} true), and must not block again. Once per step.
     */
    public void waitAtMost(long nanos, TimerKind kind, Supplier<String> what) {
        if (timeout == null && state != ProgramState.TIMED_OUT) {
            timeout = simulation.schedule(nanos, "timeout of", this, () -> {
                timeout = null;
                if (trace.on()) {
                    trace.add(new TimerFired(trace.stamp(), host, -1, kind, what.get()));
                }
                timeOut();
            });
        }
    }

    /** The current step's wait ran out: blocked, it runs again; woken, it was to run again anyway — now to give up. */
    private void timeOut() {
        ProgramState was = state;
        state = ProgramState.TIMED_OUT;
        if (was == ProgramState.BLOCKED) {
            schedule(0);
        }
    }

    /** Wakes the program after {@code nanos} (a Sync's exchange). */
    public void sleep(long nanos, TimerKind kind, String what) {
        simulation.schedule(nanos, kind == TimerKind.SYNC_EXCHANGE ? "out-of-band exchange of" : "timer of", this, () -> {
            if (trace.on()) {
                trace.add(new TimerFired(trace.stamp(), host, -1, kind, what));
            }
            wake();
        });
    }

    /** What went differently from what the scenario expected, in the words of the trace. */
    public List<String> mismatches() {
        return mismatches;
    }

    public void mismatch(String text) {
        ProgramStep s = current();
        mismatches.add("program " + name + ", step " + label() + ": " + text);
        if (trace.on()) {
            trace.add(new Mismatch(trace.stamp(), host, name, s == null ? null : s.id(), text));
        }
    }

    private String label() {
        ProgramStep s = current();
        return s == null ? "(end)" : s.label();
    }

    public void note(String text) {
        if (trace.on()) {
            trace.add(new ProgramNote(trace.stamp(), host, name, text));
        }
    }

    /** Records that the current step called {@code verb}; {@code text} gives call and result (asked for only when the trace is on). */
    public void verb(String verb, Errno result, Supplier<String> text) {
        called(verb, result, text, null);
    }

    /** Records that the current step's ibv_poll_cq returned {@code wc}; {@code text} describes it. */
    public void polled(WorkCompletion wc, Supplier<String> text) {
        called("ibv_poll_cq", Errno.OK, text, wc);
    }

    private void called(String verb, Errno result, Supplier<String> text, WorkCompletion polled) {
        if (trace.on()) {
            ProgramStep s = current();
            trace.add(new VerbCalled(trace.stamp(), host, name, s == null ? null : s.id(), verb, result, text.get(), polled));
        }
    }

    /** Starts the program at the current time. */
    public void start() {
        schedule(0);
    }

    /** Runs the blocked step again: something it may be waiting for happened. */
    public void wake() {
        if (state == ProgramState.BLOCKED) {
            state = ProgramState.WOKEN;
            schedule(0);
        }
    }

    private void schedule(long delay) {
        if (pending != null && pending.isPending() && pending.time() >= simulation.now()) {
            return;
        }
        pending = simulation.schedule(delay, "program", this, this::runStep);
    }

    private void runStep() {
        pending = null;
        if (state.ended()) {
            return;
        }
        if (pc >= actions.length) {
            state = ProgramState.FINISHED;
            if (trace.on()) {
                note("program " + name + " finished");
            }
            return;
        }
        if (state == ProgramState.READY && trace.on()) {
            ProgramStep step = steps.get(pc);
            trace.add(new StepStarted(trace.stamp(), host, name, step.id(), step.label()));
        }
        Outcome o = actions[pc].run(this);
        switch (o) {
            case DONE -> {
                endStep(false);
                pc++;
                state = ProgramState.READY;
                schedule(STEP_NANOS);
            }
            case BLOCKED -> {
                if (state == ProgramState.TIMED_OUT) {
                    // a step whose wait ran out gives up (PollWait and ibv_get_async_event do): blocked again, it would wait with no timer left
                    throw new IllegalStateException("step " + steps.get(pc).label() + " of program " + name + " blocked again after its wait ran out");
                }
                state = ProgramState.BLOCKED;
            }
            case STOP -> {
                endStep(true);
                state = ProgramState.STOPPED;
                if (trace.on()) {
                    note("program " + name + " stopped at step " + steps.get(pc).label());
                }
            }
        }
    }

    /** Ends the current step (at {@code pc}). */
    private void endStep(boolean stopped) {
        stepState = null;
        if (timeout != null) {
            timeout.cancel();
            timeout = null;
        }
        if (trace.on()) {
            ProgramStep step = steps.get(pc);
            trace.add(new StepEnded(trace.stamp(), host, name, step.id(), step.label(), stopped));
        }
    }

    @Override
    public String toString() {
        return name + " on " + host;
    }

    /** Where the program stands, for a checkpoint. */
    public record Saved(ProgramState state, int pc, Event pending, Object stepState, Event timeout, Object[] objects, int mismatches) {
    }

    public Saved save() {
        return new Saved(state, pc, pending, stepState, timeout, objects.clone(), mismatches.size());
    }

    public void restore(Saved s) {
        state = s.state;
        pc = s.pc;
        pending = s.pending;
        stepState = s.stepState;
        timeout = s.timeout;
        objects = s.objects.clone();
        if (mismatches.size() > s.mismatches) {
            mismatches.subList(s.mismatches, mismatches.size()).clear();
        }
    }
}
