package rdma.workbench.debug.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceText;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.Errno;

/**
 * The console prints the trace as `rdmawb run` does — errors on the error stream, steps' begin
 * and end left out — and ties each line to its step: its own, or that of the event it follows from.
 */
class TraceConsoleTest {

    private final ScenarioProcess process = new ScenarioProcess(new Launch(null, ILaunchManager.RUN_MODE, null), "run", null, null,
            new RecordedRun("run", List.of("host1"), List.of(), Map.of()));
    private final TraceConsole console = new TraceConsole(process);

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
        for (TraceEvent e : List.of(SEND, RESEND, POLL, CHECK, NOTE)) {
            console.accept(e);
        }
        String nl = System.lineSeparator();
        assertEquals(TraceText.line(SEND) + nl + TraceText.line(RESEND) + nl + TraceText.line(NOTE) + nl,
                process.getStreamsProxy().getOutputStreamMonitor().getContents(), "a step's beginning is not printed");
        assertEquals(TraceText.line(POLL) + nl, process.getStreamsProxy().getErrorStreamMonitor().getContents());
        assertEquals("s-send", process.stepOf(TraceText.line(SEND)));
        assertEquals("s-send", process.stepOf(TraceText.line(RESEND)), "the timer follows from the send");
        assertEquals("s-poll", process.stepOf(TraceText.line(POLL)));
        assertEquals("s-check", process.stepOf(TraceText.line(NOTE)), "the note follows from the step's beginning, which was not printed");
    }

    @Test
    void anEventWhoseCauseWasNeverHeardBelongsToNoStep() {
        TimerFired orphan = new TimerFired(new Stamp(5, 500, 4), "host1", 0x11, TimerKind.RNR_TIMER, "send again");
        console.accept(orphan);
        assertNull(process.stepOf(TraceText.line(orphan)));
    }
}
