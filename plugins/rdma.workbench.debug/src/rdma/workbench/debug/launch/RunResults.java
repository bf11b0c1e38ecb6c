package rdma.workbench.debug.launch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.engine.stepping.RunTotals;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.Mismatch;
import rdma.workbench.engine.trace.StepEnded;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * How a run went, expectation by expectation: each checking step PASS, FAIL with what it expected
 * and what happened, or not reached; the problems of the run as a whole; and as markers, a FAIL on
 * each step that expected otherwise (Problems view, the scenario editor).
 */
public final class RunResults {

    /** One line of the summary: a step, its verdict, and for a FAIL, what differed. */
    public record Verdict(String stepId, String program, String step, String verdict, List<String> differences) {
    }

    private final List<Verdict> verdicts;
    private final List<String> problems;
    private final List<Mismatch> mismatches;
    private final String totals;
    private final ScenarioSource source;

    private RunResults(ScenarioSource source, List<Verdict> verdicts, List<String> problems, List<Mismatch> mismatches, String totals) {
        this.verdicts = verdicts;
        this.problems = problems;
        this.mismatches = mismatches;
        this.totals = totals;
        this.source = source;
    }

    public static RunResults of(ScenarioSource source, Session session) {
        Map<String, List<String>> failed = new LinkedHashMap<>();
        List<Mismatch> mismatches = new ArrayList<>();
        Set<String> ended = new HashSet<>();
        for (TraceEvent e : session.trace().events()) {
            switch (e) {
                case Mismatch m -> {
                    mismatches.add(m);
                    failed.computeIfAbsent(m.stepId(), k -> new ArrayList<>()).add(m.text());
                }
                case StepEnded s -> ended.add(s.stepId());
                default -> {
                    // the rest does not change a verdict
                }
            }
        }
        List<Verdict> verdicts = new ArrayList<>();
        for (ScenarioSource.Checked c : source.checkedSteps()) {
            List<String> diff = failed.getOrDefault(c.stepId(), List.of());
            String verdict = !diff.isEmpty() ? "FAIL" : ended.contains(c.stepId()) ? "PASS" : "NOT REACHED";
            verdicts.add(new Verdict(c.stepId(), c.program(), c.step(), verdict, diff));
        }
        return new RunResults(source, verdicts, session.problems(), mismatches, RunTotals.of(session));
    }

    public boolean passed() {
        return problems.isEmpty();
    }

    public List<String> problems() {
        return problems;
    }

    /** The summary as the console prints it: one line per expectation, then the verdict of the run. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("Results:");
        for (Verdict v : verdicts) {
            out.add(String.format(Locale.ROOT, "  %-11s %s, step %s%s", v.verdict(), v.program(), v.step(),
                    v.differences().isEmpty() ? "" : ": " + String.join("; ", v.differences())));
        }
        if (passed()) {
            out.add("PASS: every program finished as the scenario expects (" + totals + ")");
        } else {
            for (String p : problems) {
                out.add("FAIL: " + p);
            }
            out.add("FAIL: " + problems.size() + " difference(s) from the scenario's expectations (" + totals + ")");
        }
        return out;
    }

    /** Puts a FAIL marker on every step that expected otherwise, replacing those of an earlier run. */
    public void mark(IFile file) throws CoreException {
        ResourcesPlugin.getWorkspace().run(monitor -> {
            if (!file.exists()) {
                return;
            }
            file.deleteMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO);
            for (Mismatch m : mismatches) {
                // created with its attributes at once: a marker read by another thread is never half made
                Map<String, Object> attributes = new HashMap<>();
                attributes.put(IMarker.MESSAGE, "FAIL: " + m.text());
                attributes.put(IMarker.SEVERITY, IMarker.SEVERITY_ERROR);
                attributes.put(IMarker.LOCATION, "program " + m.program() + (m.stepId() == null ? "" : ", step " + stepName(m)));
                if (m.stepId() != null) {
                    attributes.put(RdmaDebug.OBJECT, m.stepId());
                }
                file.createMarker(RdmaDebug.EXPECTATION_MARKER, attributes);
            }
        }, file, 0, null);
    }

    private String stepName(Mismatch m) {
        var step = source.step(m.stepId());
        return step == null || step.getName() == null ? m.stepId() : step.getName();
    }

    /**
     * Removes the FAIL markers a run left on the step with id {@code stepId}: its expectations have
     * changed, so that run's verdict on it no longer says anything about it. Returns what it removed.
     */
    public static List<Map<String, Object>> clear(IFile file, String stepId) throws CoreException {
        List<Map<String, Object>> removed = new ArrayList<>();
        if (!file.exists()) {
            return removed;
        }
        for (IMarker m : file.findMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO)) {
            if (stepId.equals(m.getAttribute(RdmaDebug.OBJECT, null))) {
                removed.add(m.getAttributes());
                m.delete();
            }
        }
        return removed;
    }

    /** Puts back FAIL markers {@link #clear(IFile, String)} removed (with their attributes): an Undo of the change that removed them. */
    public static void restore(IFile file, List<Map<String, Object>> markers) throws CoreException {
        if (file.exists()) {
            for (Map<String, Object> attributes : markers) {
                file.createMarker(RdmaDebug.EXPECTATION_MARKER, attributes);
            }
        }
    }

    /** Removes the FAIL markers of earlier runs from {@code file}. */
    public static void clear(IFile file) throws CoreException {
        if (file.exists()) {
            file.deleteMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO);
        }
    }
}
