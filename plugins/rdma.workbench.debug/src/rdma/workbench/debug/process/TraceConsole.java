package rdma.workbench.debug.process;

import java.util.List;
import java.util.function.Consumer;

import rdma.workbench.engine.trace.Mismatch;
import rdma.workbench.engine.trace.StepEnded;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceText;
import rdma.workbench.engine.trace.VerbCalled;

/**
 * Prints a run's trace on its process's console as `rdmawb run` prints it; what went wrong goes
 * to the error stream. Each line is tied to the scenario step it follows from — the step that
 * called the verb, or for a packet, a timer or a completion, the step at the start of its chain
 * of causes — so the console can link it there.
 */
public final class TraceConsole implements Consumer<TraceEvent> {

    /** How far back along the causes a line looks for its step: a go-back-N chain is long, but not this long. */
    private static final int MAX_CAUSES = 256;

    private final ScenarioProcess process;
    private final Trace trace;

    public TraceConsole(ScenarioProcess process, Trace trace) {
        this.process = process;
        this.trace = trace;
    }

    @Override
    public void accept(TraceEvent e) {
        if (!TraceText.shownByDefault(e)) {
            return;
        }
        String line = TraceText.line(e);
        String step = stepOf(e, trace.events());
        if (e.isError()) {
            process.printError(line, step);
        } else {
            process.println(line, step);
        }
    }

    /** The step {@code e} follows from, or null when its causes lead to none (a frame no step sent). */
    public static String stepOf(TraceEvent e, List<TraceEvent> events) {
        TraceEvent at = e;
        for (int i = 0; i < MAX_CAUSES && at != null; i++) {
            String id = ownStep(at);
            if (id != null) {
                return id;
            }
            long cause = at.cause();
            at = cause >= 0 && cause < events.size() && cause < at.seq() ? events.get((int) cause) : null;
        }
        return null;
    }

    private static String ownStep(TraceEvent e) {
        return switch (e) {
            case VerbCalled v -> v.stepId();
            case StepStarted s -> s.stepId();
            case StepEnded s -> s.stepId();
            case Mismatch m -> m.stepId();
            default -> null;
        };
    }
}
