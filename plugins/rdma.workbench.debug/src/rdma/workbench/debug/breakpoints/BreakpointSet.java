package rdma.workbench.debug.breakpoints;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.IBreakpointManager;
import org.eclipse.debug.core.model.IBreakpoint;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.engine.stepping.NextStep;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * The breakpoints a run checks, read once from the breakpoint manager into plain values so the
 * engine thread never touches a marker: the enabled step breakpoints of the scenario being run
 * (by step id) and every enabled event breakpoint. It decides their hits, as PDA's breakpoints
 * decide theirs: a step breakpoint before the event that begins its step, an event breakpoint
 * after the event that recorded what it waits for, hit counts applied ({@link BreakpointHits}).
 */
public final class BreakpointSet {

    /** An enabled event breakpoint and what it waits for. */
    public record Armed(EventBreakpoint breakpoint, EventBreakpoint.Spec spec, int hitCount) {
    }

    /** An enabled step breakpoint, and the label its marker gives it. */
    public record AtStep(StepBreakpoint breakpoint, int hitCount, String label) {
    }

    public static final BreakpointSet NONE = new BreakpointSet(Map.of(), List.of());

    private final Map<String, AtStep> steps;
    private final List<Armed> events;

    private BreakpointSet(Map<String, AtStep> steps, List<Armed> events) {
        this.steps = steps;
        this.events = events;
    }

    /** The enabled breakpoints of {@code manager} that apply to a run of {@code scenario} (none while the manager skips all; event breakpoints only when it is null: a live run). */
    public static BreakpointSet of(IBreakpointManager manager, IFile scenario) {
        if (!manager.isEnabled()) {
            return NONE;
        }
        Map<String, AtStep> steps = new HashMap<>();
        List<Armed> events = new ArrayList<>();
        for (IBreakpoint b : manager.getBreakpoints(RdmaDebug.MODEL)) {
            try {
                if (!b.isEnabled() || b.getMarker() == null || !b.getMarker().exists()) {
                    continue;
                }
            } catch (CoreException e) {
                continue;
            }
            if (b instanceof StepBreakpoint s && scenario != null && scenario.equals(s.getMarker().getResource()) && s.stepId() != null) {
                steps.put(s.stepId(), new AtStep(s, s.hitCount(), s.label()));
            } else if (b instanceof EventBreakpoint e && e.spec() != null) {
                events.add(new Armed(e, e.spec(), e.hitCount()));
            }
        }
        return new BreakpointSet(Map.copyOf(steps), List.copyOf(events));
    }

    /** The step breakpoint on {@code stepId}, or null. */
    public AtStep atStep(String stepId) {
        return stepId == null ? null : steps.get(stepId);
    }

    /** Whether any step breakpoint is armed: without one, nothing needs to be asked before an event. */
    public boolean watchesSteps() {
        return !steps.isEmpty();
    }

    /**
     * The step breakpoint that suspends the run before its next event — on the step {@code next}
     * is about to begin (null: the next event begins none), its hit counted in {@code hits} at
     * trace position {@code position} — or null when none does.
     */
    public AtStep suspendsBefore(NextStep next, BreakpointHits hits, long position) {
        AtStep b = next == null ? null : atStep(next.stepId());
        return b != null && hits.suspends(b.breakpoint(), b.hitCount(), position) ? b : null;
    }

    /** The first event breakpoint {@code e} hits, or null. */
    public Armed hitBy(TraceEvent e) {
        for (int i = 0; i < events.size(); i++) {
            Armed a = events.get(i);
            if (EventMatch.matches(a.spec(), e)) {
                return a;
            }
        }
        return null;
    }

    /** The event breakpoint that suspends the run after the event that recorded {@code e}, its hit counted in {@code hits}; or null. */
    public Armed suspendsAfter(TraceEvent e, BreakpointHits hits) {
        Armed a = hitBy(e);
        return a != null && hits.suspends(a.breakpoint(), a.hitCount(), e.seq()) ? a : null;
    }
}
