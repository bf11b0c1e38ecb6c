package rdma.workbench.debug.process;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceText;

/**
 * Prints a run's trace on its process's console as `rdmawb run` prints it; what went wrong goes
 * to the error stream. Each line is tied to the scenario step it follows from — the step that
 * called the verb, or for a packet, a timer or a completion, the step at the start of its chain
 * of causes (remembered per event, so finding it costs one lookup) — so the console can link it there.
 */
public final class TraceConsole implements Consumer<TraceEvent> {

    private final ScenarioProcess process;
    /** The step of every event heard so far, by sequence number: an event's step is its own, or its cause's. */
    private final List<String> stepBySeq = new ArrayList<>();

    public TraceConsole(ScenarioProcess process) {
        this.process = process;
    }

    @Override
    public void accept(TraceEvent e) {
        String step = remember(e);
        if (!TraceText.shownByDefault(e)) {
            return;
        }
        String line = TraceText.line(e);
        if (e.isError()) {
            process.printError(line, step);
        } else {
            process.println(line, step);
        }
    }

    private String remember(TraceEvent e) {
        String step = e.stepId();
        if (step == null && e.cause() >= 0 && e.cause() < stepBySeq.size() && e.cause() < e.seq()) {
            step = stepBySeq.get((int) e.cause());
        }
        int seq = (int) e.seq();
        while (stepBySeq.size() <= seq) {
            stepBySeq.add(null);
        }
        stepBySeq.set(seq, step);
        return step;
    }
}
