package rdma.workbench.engine.program;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.verbs.Context;

/**
 * One program on one host, running its steps in order. A step takes {@link #STEP_NANOS} of
 * simulated time; a blocked step (ibv_poll_cq waiting, a Sync) runs again when woken. The objects
 * the steps create are kept by step name, for later steps and for the peer's references.
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
    private final Map<String, Object> objects = new HashMap<>();
    private final List<String> mismatches = new ArrayList<>();
    private ProgramState state = ProgramState.READY;
    private int pc;
    private Event pending;
    /** Per-step scratch state of a blocked step (a poll's deadline and the completions it has so far). */
    private Object stepState;

    public ProgramRunner(String name, String host, Context context, Simulation simulation, Trace trace) {
        this.name = name;
        this.host = host;
        this.context = context;
        this.simulation = simulation;
        this.trace = trace;
    }

    public void add(ProgramStep step) {
        steps.add(step);
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

    public List<ProgramStep> steps() {
        return steps;
    }

    /** Index of the step that runs next (or is waiting). */
    public int pc() {
        return pc;
    }

    public ProgramStep current() {
        return pc < steps.size() ? steps.get(pc) : null;
    }

    public Object object(String stepName) {
        return objects.get(stepName);
    }

    public void keep(String stepName, Object o) {
        if (stepName != null) {
            objects.put(stepName, o);
        }
    }

    public Object stepState() {
        return stepState;
    }

    public void setStepState(Object s) {
        stepState = s;
    }

    /** What went differently from what the scenario expected, in the words of the trace. */
    public List<String> mismatches() {
        return mismatches;
    }

    public void mismatch(String text) {
        mismatches.add("program " + name + ", step " + label() + ": " + text);
        record(TraceKind.ERROR, "expected otherwise: " + text);
    }

    private String label() {
        ProgramStep s = current();
        return s == null ? "(end)" : s.label();
    }

    public void record(TraceKind kind, String text) {
        trace.record(new TraceEvent(simulation.now(), host, -1, kind, text, "program " + name, null));
    }

    /** Starts the program at the current time. */
    public void start() {
        schedule(0, "start");
    }

    /** Runs the waiting step again (a completion arrived, a barrier opened, a timeout passed). */
    public void wake(String why) {
        if (state == ProgramState.WAITING) {
            state = ProgramState.READY;
            schedule(0, why);
        }
    }

    private void schedule(long delay, String why) {
        if (pending != null && !pending.isCancelled() && pending.time() >= simulation.now()) {
            return;
        }
        pending = simulation.schedule(delay, "program " + name + " on " + host + " (" + why + ")", this::runStep);
    }

    private void runStep() {
        pending = null;
        if (state == ProgramState.FINISHED || state == ProgramState.STOPPED) {
            return;
        }
        if (pc >= steps.size()) {
            state = ProgramState.FINISHED;
            record(TraceKind.PROGRAM, "program " + name + " finished");
            return;
        }
        Outcome o = steps.get(pc).action().run(this);
        switch (o) {
            case DONE -> {
                pc++;
                stepState = null;
                state = ProgramState.READY;
                schedule(STEP_NANOS, "next step");
            }
            case BLOCKED -> state = ProgramState.WAITING;
            case STOP -> {
                state = ProgramState.STOPPED;
                record(TraceKind.PROGRAM, "program " + name + " stopped at step " + label());
            }
        }
    }
}
