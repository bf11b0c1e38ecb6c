package rdma.workbench.debug.process;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.eclipse.debug.core.model.IProcess;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.record.RecordedRun;

/**
 * A scenario run as a process: it joins its launch with the scenario process type, prints the
 * trace and the errors on two streams, remembers each line's step (the latest 100,000 lines),
 * ends once with the exit value `rdmawb run` gives, and a terminate stops the run.
 */
class ScenarioProcessTest {

    private final Launch launch = new Launch(null, ILaunchManager.RUN_MODE, null);
    private final ScenarioProcess process = new ScenarioProcess(launch, "rc-send-recv [seed 1]", null, null,
            new RecordedRun("rc-send-recv", List.of("host1", "host2"), List.of(), Map.of()));

    @Test
    void itJoinsItsLaunchAsAScenarioProcess() {
        assertArrayEquals(new IProcess[] {process}, launch.getProcesses());
        assertEquals("rc-send-recv [seed 1]", process.getLabel());
        assertEquals(RdmaDebug.PROCESS_TYPE, process.getAttribute(IProcess.ATTR_PROCESS_TYPE));
        assertEquals("rc-send-recv [seed 1]", process.getAttribute(IProcess.ATTR_PROCESS_LABEL));
        assertEquals(ScenarioProcess.NOT_RUN, process.getExitValue(), "not run until it says how it went");
        assertTrue(process.canTerminate());
    }

    @Test
    void theTraceAndTheErrorsGoToTwoStreamsEachLineWithItsStep() {
        process.println("0.100 us  host1    verb ibv_post_send send: OK", "s-send");
        process.printError("0.200 us  host1    verb ibv_poll_cq: EINVAL", "s-poll");
        process.println("0.300 us  host2    recv RC_SEND_ONLY", null);
        String nl = System.lineSeparator();
        assertEquals("0.100 us  host1    verb ibv_post_send send: OK" + nl + "0.300 us  host2    recv RC_SEND_ONLY" + nl,
                process.getStreamsProxy().getOutputStreamMonitor().getContents());
        assertEquals("0.200 us  host1    verb ibv_poll_cq: EINVAL" + nl, process.getStreamsProxy().getErrorStreamMonitor().getContents());
        assertEquals("s-send", process.stepOf("0.100 us  host1    verb ibv_post_send send: OK"));
        assertEquals("s-poll", process.stepOf("0.200 us  host1    verb ibv_poll_cq: EINVAL"));
        assertNull(process.stepOf("0.300 us  host2    recv RC_SEND_ONLY"));
    }

    @Test
    void theOldestLinesForgetTheirStepAfterAHundredThousand() {
        for (int i = 0; i <= 100_000; i++) {
            process.println("line " + i, "s" + i);
        }
        assertNull(process.stepOf("line 0"), "scrolled out of the console");
        assertEquals("s1", process.stepOf("line 1"));
        assertEquals("s100000", process.stepOf("line 100000"));
    }

    @Test
    void itEndsOnceWithTheRunsExitValue() {
        process.finished(ScenarioProcess.PASSED);
        assertTrue(process.isTerminated());
        assertFalse(process.canTerminate());
        assertEquals(0, process.getExitValue());
        process.finished(ScenarioProcess.FAILED);
        assertEquals(0, process.getExitValue(), "the first end counts");
    }

    @Test
    void terminatingStopsTheRunAndEndsTheProcessNotRun() {
        int[] stopped = {0};
        process.onTerminate(() -> stopped[0]++);
        process.terminate();
        assertEquals(1, stopped[0]);
        assertTrue(process.isTerminated());
        assertEquals(ScenarioProcess.NOT_RUN, process.getExitValue());
        process.terminate();
        assertEquals(1, stopped[0], "an ended process stops nothing again");
    }
}
