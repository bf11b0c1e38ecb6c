package rdma.workbench.debug.launch;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.resources.IFile;

import rdma.workbench.engine.stepping.ProgramSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.StepObject;
import rdma.workbench.engine.stepping.StepSnapshot;
import rdma.workbench.engine.trace.StepEnded;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Step;

/**
 * What each PollCq step of one run polled, in order: the raw material of "Expect what happened".
 * A completion's local QP and (for UD) its sender are named by the steps that created them, so
 * an expectation can reference the sender as the scenario model does. The last finished run of
 * each file is kept (Run or Debug, whichever ended last).
 */
public final class PolledCompletions {

    /** One polled completion; {@code udSender} is the id of the CreateQp step that sent a UD datagram, or null. */
    public record Polled(WorkCompletion wc, String udSender) {
    }

    private static final Map<IFile, PolledCompletions> LAST = new ConcurrentHashMap<>();

    private final Map<String, List<Polled>> byStep;
    private final Set<String> ended;
    private final LocalTime finished;
    private final long fileStamp;

    private PolledCompletions(Map<String, List<Polled>> byStep, Set<String> ended, LocalTime finished, long fileStamp) {
        this.byStep = byStep;
        this.ended = ended;
        this.finished = finished;
        this.fileStamp = fileStamp;
    }

    public static PolledCompletions of(ScenarioSource source, Session session) {
        Map<Integer, List<String>> qpSteps = new HashMap<>();
        Map<String, Boolean> ud = new HashMap<>();
        for (ProgramSnapshot runner : session.programs()) {
            Program p = program(source, runner.name());
            if (p == null) {
                continue;
            }
            Map<String, StepObject> objects = new HashMap<>();
            for (StepSnapshot st : runner.steps()) {
                objects.put(st.id(), st.object());
            }
            for (Step s : p.getSteps()) {
                String id = source.idOf(s);
                if (s instanceof CreateQp create && objects.get(id) instanceof StepObject.Qp qp) {
                    qpSteps.computeIfAbsent(qp.qpn(), k -> new ArrayList<>()).add(id);
                    ud.put(id, create.getQpType() == QpType.UD);
                }
            }
        }
        Map<String, List<Polled>> byStep = new LinkedHashMap<>();
        Set<String> ended = new HashSet<>();
        for (TraceEvent e : session.trace().events()) {
            if (e instanceof StepEnded s && s.stepId() != null) {
                ended.add(s.stepId());
            }
            if (e instanceof VerbCalled v && v.polled() != null && v.stepId() != null) {
                WorkCompletion wc = v.polled();
                String local = only(qpSteps.get(wc.qpNum()));
                String sender = local != null && Boolean.TRUE.equals(ud.get(local)) ? only(qpSteps.get(wc.srcQp())) : null;
                byStep.computeIfAbsent(v.stepId(), k -> new ArrayList<>()).add(new Polled(wc, sender));
            }
        }
        byStep.replaceAll((k, v) -> List.copyOf(v));
        return new PolledCompletions(byStep, Set.copyOf(ended), LocalTime.now().withNano(0), source.stamp());
    }

    /** The QP step a QP number names, when exactly one QP of the run has it (numbers are per device). */
    private static String only(List<String> ids) {
        return ids != null && ids.size() == 1 ? ids.get(0) : null;
    }

    private static Program program(ScenarioSource source, String name) {
        return source.scenario().getPrograms().stream().filter(p -> name.equals(p.getName())).findFirst().orElse(null);
    }

    /** What the step with id {@code stepId} polled, in order; empty when it polled nothing or was not reached. */
    public List<Polled> of(String stepId) {
        return byStep.getOrDefault(stepId, List.of());
    }

    /** Whether the step with id {@code stepId} finished in that run (what it polled is then all it will poll). */
    public boolean finished(String stepId) {
        return ended.contains(stepId);
    }

    /** The wall-clock time the run ended, for "the run of 12:03:05". */
    public LocalTime endedAt() {
        return finished;
    }

    /** Whether the run ran {@code file} as it now is (not a version saved before a later change). */
    public boolean ranCurrentVersionOf(IFile file) {
        return file.getModificationStamp() == fileStamp;
    }

    /** Keeps {@code run} as the last run of {@code file}. */
    static void remember(IFile file, PolledCompletions run) {
        if (file != null) {
            LAST.put(file, run);
        }
    }

    /** The last finished run of {@code file}, or null when it has not been run in this session of the workbench. */
    public static PolledCompletions lastRunOf(IFile file) {
        return file == null ? null : LAST.get(file);
    }
}
