package rdma.workbench.debug.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceText;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.testing.ExampleScenarios;

/**
 * The console prints the trace as `rdmawb run` does — errors on the error stream, steps' begin
 * and end left out — and ties each line to its step: its own, or that of the event it follows
 * from. It writes when asked (a suspend, the end, another line), and no more than the console keeps.
 */
class TraceConsoleTest {

    private final ScenarioProcess process = new ScenarioProcess(new Launch(null, ILaunchManager.RUN_MODE, null), "run", null, null,
            new RecordedRun("run", List.of("host1"), List.of(), Map.of()));
    /** The trace: event i at index i, as a session's trace keeps them. */
    private final List<TraceEvent> trace = new ArrayList<>();
    private final TraceConsole console = new TraceConsole(process, trace, TraceConsole.UNLIMITED);

    private static final VerbCalled SEND = new VerbCalled(new Stamp(0, 100, -1), "host1", "client", "s-send", "ibv_post_send", Errno.OK,
            "ibv_post_send send: OK", null);
    /** Follows from the send: its line belongs to the send's step. */
    private static final TimerFired RESEND = new TimerFired(new Stamp(1, 200, 0), "host1", 0x11, TimerKind.LOCAL_ACK_TIMEOUT, "resend PSN 0");
    private static final VerbCalled POLL = new VerbCalled(new Stamp(2, 300, -1), "host1", "client", "s-poll", "ibv_poll_cq", Errno.EINVAL,
            "ibv_poll_cq cq: EINVAL (CQ 2 was destroyed)", null);
    private static final StepStarted CHECK = new StepStarted(new Stamp(3, 400, -1), "host1", "client", "s-check", "check (CheckMemory)");
    private static final ProgramNote NOTE = new ProgramNote(new Stamp(4, 400, 3), "host1", "client", "memory as expected");

    @Test
    void eachLineGoesToItsStreamWithTheStepItFollowsFrom() {
        record(SEND, RESEND, POLL, CHECK, NOTE);
        assertEquals("", out(), "nothing is written before someone can read it");
        console.write();
        String nl = System.lineSeparator();
        assertEquals(TraceText.line(SEND) + nl + TraceText.line(RESEND) + nl + TraceText.line(NOTE) + nl, out(),
                "a step's beginning is not printed");
        assertEquals(TraceText.line(POLL) + nl, process.getStreamsProxy().getErrorStreamMonitor().getContents());
        assertEquals("s-send", process.stepOf(TraceText.line(SEND)));
        assertEquals("s-send", process.stepOf(TraceText.line(RESEND)), "the timer follows from the send");
        assertEquals("s-poll", process.stepOf(TraceText.line(POLL)));
        assertEquals("s-check", process.stepOf(TraceText.line(NOTE)), "the note follows from the step's beginning, which was not printed");
    }

    @Test
    void anEventThatFollowsFromNothingBelongsToNoStep() {
        TimerFired orphan = new TimerFired(new Stamp(0, 500, -1), "host1", 0x11, TimerKind.RNR_TIMER, "send again");
        record(orphan);
        console.write();
        assertNull(process.stepOf(TraceText.line(orphan)));
    }

    @Test
    void anotherLineOfTheProcessComesAfterTheTraceSoFar() throws Exception {
        ScenarioProcess p = new ScenarioProcess(new Launch(null, ILaunchManager.RUN_MODE, null), "run", null, null,
                new RecordedRun("run", List.of("host1"), List.of(), Map.of()));
        Trace t = ScenarioLoader.load(ExampleScenarios.load("rc-send-recv")).trace();
        p.showTrace(t);
        t.add(new VerbCalled(t.stamp(), "host1", "client", "s-send", "ibv_post_send", Errno.OK, "ibv_post_send send: OK", null));
        p.println("\u2014 the end", null);
        String nl = System.lineSeparator();
        assertEquals(TraceText.line(t.events().get(0)) + nl + "\u2014 the end" + nl, p.getStreamsProxy().getOutputStreamMonitor().getContents());
    }

    @Test
    void aLongTraceWritesOnlyTheLinesTheConsoleKeepsAndSaysHowManyItLeftOut() {
        TraceConsole limited = new TraceConsole(process, trace, 1000);
        for (int i = 0; i < 3000; i++) {
            trace.add(new TimerFired(new Stamp(i, i * 10L, -1), "host1", 0x11, TimerKind.LOCAL_ACK_TIMEOUT, "resend PSN " + i));
            limited.accept(trace.get(i));
        }
        limited.write();
        String[] lines = out().split(System.lineSeparator());
        int kept = lines.length - 1;
        assertEquals("\u2026 " + String.format("%,d", 3000 - kept) + " earlier line(s) not written: the console keeps its latest 1,000 characters"
                + " (Preferences > Run/Debug > Console); the Event Log view lists every event", lines[0]);
        int chars = 0;
        for (int i = 1; i <= kept; i++) {
            assertEquals(TraceText.line(trace.get(3000 - kept + i - 1)), lines[i], "the latest lines, in order");
            chars += lines[i].length() + 1;
        }
        assertTrue(chars >= 1000 && chars - lines[1].length() - 1 < 1000, "as many as fill the console's 1,000 characters: " + chars);
    }

    @Test
    void afterTheRunWentBackItsLinesAreWrittenAgainFromThere() {
        record(SEND, RESEND, POLL);
        console.write();
        trace.subList(1, 3).clear();
        record(RESEND);
        console.write();
        String nl = System.lineSeparator();
        assertEquals(TraceText.line(SEND) + nl + TraceText.line(RESEND) + nl + TraceText.line(RESEND) + nl, out());
    }

    private void record(TraceEvent... events) {
        for (TraceEvent e : events) {
            trace.add(e);
            console.accept(e);
        }
    }

    private String out() {
        return process.getStreamsProxy().getOutputStreamMonitor().getContents();
    }
}
