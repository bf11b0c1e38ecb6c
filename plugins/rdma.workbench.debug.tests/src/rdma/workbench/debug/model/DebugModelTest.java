package rdma.workbench.debug.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IBreakpoint;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.breakpoints.StepBreakpoint;
import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;
import rdma.workbench.model.authoring.RcPairsScenario;

/**
 * The debug model without the UI, on the lost-packet example: the client WRITEs 4 packets, the
 * link loses PSN 1, the server NAKs PSN 2 with a PSN sequence error, the client goes back.
 */
class DebugModelTest {

    private static final String POLL_WRITE = "//@programs[name='client']/@steps[name='poll-write']";
    private static final String WRITE = "//@programs[name='client']/@steps[name='write']";

    @AfterEach
    void cleanUp() throws Exception {
        DebugSessions.cleanUp();
    }

    private static IFile lostPacket() throws Exception {
        return DebugSessions.scenario("lost-packet-go-back-n");
    }

    private static EventBreakpoint nakBreakpoint() throws Exception {
        return EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.NAK), 0);
    }

    @Test
    void anEventBreakpointSuspendsAtTheNakWithTheQpStateInVariables() throws Exception {
        EventBreakpoint nak = nakBreakpoint();
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(lostPacket(), ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);

        assertTrue(t.stopReason().matches("NAK, PSN sequence error for PSN 0x000001, from host2, frame #\\d+"), t.stopReason());
        ProgramThread server = t.thread("server");
        assertArrayEquals(new IBreakpoint[] {nak}, server.getBreakpoints());
        assertEquals("server on host2 \u2014 waiting in done-8 (Sync) for the others at the barrier 'done'", server.getName());
        assertEquals(t.stopReason(), server.suspendedWhy());
        assertEquals("0x000001 (1)", DebugSessions.variable(server, "qp/rq_psn (expected)"));
        assertEquals("0x000001 (1)", DebugSessions.variable(server, "qp/sequence NAK out for"));
        assertEquals("IN_WRITE (receiving a WRITE)", DebugSessions.variable(server, "qp/responder"), "PSN 0 began the WRITE; PSN 1 was lost");
        assertEquals("RTS", DebugSessions.variable(server, "qp/state"));
        assertTrue(t.getName().matches("lost-packet-go-back-n, seed \\d+ \u2014 suspended at \\d+\\.\\d{3} \u00b5s, event \\d+"), t.getName());
        assertEquals("client on host1 \u2014 waiting in poll-write (PollCq) for 1 more completion on cq", t.thread("client").getName());
    }

    @Test
    void aStepBreakpointSuspendsBeforeTheStepAndSelectsItsFrame() throws Exception {
        IFile file = lostPacket();
        StepBreakpoint b = StepBreakpoint.create(file, POLL_WRITE, "client: poll-write");
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(file, ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);

        ProgramThread client = t.thread("client");
        assertArrayEquals(new IBreakpoint[] {b}, client.getBreakpoints());
        StepFrame f = (StepFrame) client.getTopStackFrame();
        assertEquals(POLL_WRITE, f.stepId());
        assertEquals(11, f.getLineNumber(), "poll-write is the client's 11th step");
        assertEquals("step breakpoint: client is about to begin step poll-write (PollCq)", t.stopReason());
        assertEquals("client on host1 \u2014 at step poll-write (PollCq)", client.getName());
        assertEquals("0 completions waiting", DebugSessions.variable(client, "cq"));
    }

    @Test
    void stepOverIntoAndReturnMoveByAStepAnEventAndACompletion() throws Exception {
        IFile file = lostPacket();
        StepBreakpoint.create(file, WRITE, "client: write");
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(file, ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);
        ProgramThread client = t.thread("client");
        assertEquals(WRITE, ((StepFrame) client.getTopStackFrame()).stepId());

        client.stepOver();
        DebugSessions.awaitSuspended(t);
        assertEquals(POLL_WRITE, ((StepFrame) client.getTopStackFrame()).stepId());
        assertEquals("Step: client is at step poll-write (PollCq)", t.stopReason());

        long at = t.position();
        client.stepInto();
        DebugSessions.awaitSuspended(t);
        assertEquals(at + 1, t.position());
        assertTrue(t.stopReason().startsWith("Step Into: event " + at + ", "), t.stopReason());
        assertEquals("0 completions waiting", DebugSessions.variable(client, "cq"));

        client.stepReturn();
        DebugSessions.awaitSuspended(t);
        assertEquals("1 completion waiting", DebugSessions.variable(client, "cq"));
        assertEquals("SUCCESS", DebugSessions.variable(client, "cq/[0]/status"));
        assertEquals("RDMA_WRITE", DebugSessions.variable(client, "cq/[0]/opcode"));
        assertEquals("4096", DebugSessions.variable(client, "cq/[0]/byte_len"));
    }

    @Test
    void stepBackGivesBackExactlyTheStateRecordedOnTheWayForward() throws Exception {
        nakBreakpoint();
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(lostPacket(), ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);
        ProgramThread server = t.thread("server");
        ProgramThread client = t.thread("client");
        List<Long> hashes = new ArrayList<>();
        List<List<String>> vars = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                server.stepInto();
                DebugSessions.awaitSuspended(t);
            }
            hashes.add(t.stateHash());
            List<String> v = new ArrayList<>(DebugSessions.variables(server));
            v.addAll(DebugSessions.variables(client));
            vars.add(v);
        }
        assertNotEquals(hashes.get(0), hashes.get(3));
        for (int i = 2; i >= 0; i--) {
            server.stepBack();
            DebugSessions.awaitSuspended(t);
            assertEquals(hashes.get(i), t.stateHash(), "after going back to step " + i);
            List<String> v = new ArrayList<>(DebugSessions.variables(server));
            v.addAll(DebugSessions.variables(client));
            assertEquals(vars.get(i), v);
        }
    }

    @Test
    void reverseResumeGoesBackToThePreviousBreakpointHitThenToTheStart() throws Exception {
        nakBreakpoint();
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(lostPacket(), ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);
        long atNak = t.position();
        long hashAtNak = t.stateHash();
        String why = t.stopReason();

        t.resume();
        DebugSessions.awaitSuspended(t);
        assertEquals("the run is over: PASS", t.stopReason());
        assertFalse(t.canResume());

        t.reverseResume();
        DebugSessions.awaitSuspended(t);
        assertEquals(atNak, t.position());
        assertEquals(hashAtNak, t.stateHash());
        assertEquals("Reverse Resume: " + why, t.stopReason());

        t.reverseResume();
        DebugSessions.awaitSuspended(t);
        assertEquals(0, t.position());
        assertEquals("Reverse Resume: no breakpoint before this point; back at the start of the run", t.stopReason());
    }

    @Test
    void stepBackOverReturnsToWhereTheProgramBeganItsStep() throws Exception {
        IFile file = lostPacket();
        StepBreakpoint.create(file, POLL_WRITE, "client: poll-write");
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(file, ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);
        ProgramThread client = t.thread("client");
        long before = t.stateHash();
        long position = t.position();

        client.stepOver();
        DebugSessions.awaitSuspended(t);
        assertNotEquals(position, t.position());
        client.stepBackOver();
        DebugSessions.awaitSuspended(t);
        assertEquals(position, t.position());
        assertEquals(before, t.stateHash());
        assertEquals(POLL_WRITE, ((StepFrame) client.getTopStackFrame()).stepId());
        assertEquals("Step Back Over: client is about to begin step poll-write (PollCq)", t.stopReason());
    }

    @Test
    void aNakBreakpointOnOneSyndromeIgnoresOtherPackets() throws Exception {
        EventBreakpoint.create(new EventBreakpoint.Spec(EventKind.NAK, null, Syndrome.NAK_REMOTE_ACCESS_ERROR, null, null, null, -1), 0);
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(lostPacket(), ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);
        assertEquals("the run is over: PASS", t.stopReason());
    }

    @Test
    void terminateEndsTheSessionAndItsProcess() throws Exception {
        ILaunch launch = DebugSessions.launch(lostPacket(), ILaunchManager.DEBUG_MODE, true);
        SimulationTarget t = DebugSessions.target(launch);
        DebugSessions.awaitSuspended(t);
        assertEquals(0, t.position());
        assertEquals("At the start: no step has run yet", t.stopReason());
        t.terminate();
        assertTrue(t.isTerminated());
        assertTrue(launch.getProcesses()[0].isTerminated());
        assertEquals(0, t.getThreads().length);
        assertTrue(launch.isTerminated());
    }

    @Test
    void suspendStopsARunningSessionWhereItIs() throws Exception {
        IFile file = DebugSessions.generated("long-write", RcPairsScenario.longWrite(32 << 20));
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(file, ILaunchManager.DEBUG_MODE, false));
        t.suspend();
        DebugSessions.awaitSuspended(t);
        assertEquals("Suspended by the user", t.stopReason());
        assertTrue(t.canResume(), "the run can go on");
        t.resume();
        DebugSessions.awaitSuspended(t);
        assertEquals("the run is over: PASS", t.stopReason(), "the pause was for one run only");
    }

    @Test
    void savingTheScenarioWhileSuspendedMarksTheSessionStale() throws Exception {
        IFile file = DebugSessions.examples().getFile("scenarios/lost-packet-go-back-n-edited.rdmaflow");
        if (!file.exists()) {
            file.create(lostPacket().getContents(), true, null);
        }
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(file, ILaunchManager.DEBUG_MODE, true));
        DebugSessions.awaitSuspended(t);
        assertFalse(t.isStale());
        String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
        file.setContents(new ByteArrayInputStream(text.replace("skip=\"0\"", "skip=\"1\"").getBytes(StandardCharsets.UTF_8)),
                true, true, null);
        assertTrue(t.isStale());
        assertTrue(t.getName().endsWith(" [the scenario changed since the launch: restart to run it]"), t.getName());
        assertTrue(t.canResume(), "the old run can still be stepped");
    }

    @Test
    void aBreakpointOnAProgramsFirstStepIsHitBeforeItRuns() throws Exception {
        IFile file = lostPacket();
        StepBreakpoint.create(file, "//@programs[name='server']/@steps[name='pd']", "server: pd");
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(file, ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);
        assertEquals("step breakpoint: server is about to begin step pd (AllocPd)", t.stopReason());
        assertEquals(0, t.position());
    }

    @Test
    void aHitCountSuspendsAtTheNthHitOnlyAndGoingBackDoesNotCountAgain() throws Exception {
        EventBreakpoint b = EventBreakpoint.create(new EventBreakpoint.Spec(EventKind.PACKET, Opcode.RC_RDMA_WRITE_MIDDLE,
                -1, null, null, null, -1), 2);
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(lostPacket(), ILaunchManager.DEBUG_MODE, false));
        DebugSessions.awaitSuspended(t);
        assertTrue(t.stopReason().startsWith("RC_RDMA_WRITE_MIDDLE PSN 0x000002, from host1, frame #"), t.stopReason());
        long deadline = System.currentTimeMillis() + 10_000;
        while (b.isEnabled() && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
        assertFalse(b.isEnabled(), "a breakpoint is disabled once its hit count is reached, as a Java breakpoint is");
    }

    @Test
    void aDebugRunWritesItsCapturesWhenItIsOver() throws Exception {
        IFile file = lostPacket();
        ILaunchConfigurationWorkingCopy c = DebugPlugin.getDefault().getLaunchManager()
                .getLaunchConfigurationType(RdmaDebug.LAUNCH_TYPE).newInstance(null, "captures");
        LaunchSettings.setDefaults(c, file.getFullPath().toString());
        c.setAttribute(LaunchSettings.CAPTURE_FOLDER, "/" + DebugSessions.PROJECT + "/debug-captures");
        c.setAttribute(LaunchSettings.STOP_AT_FIRST_STEP, false);
        SimulationTarget t = DebugSessions.target(c.launch(ILaunchManager.DEBUG_MODE, null));
        DebugSessions.awaitSuspended(t);
        assertEquals("the run is over: PASS", t.stopReason());
        var folder = DebugSessions.examples().getFolder("debug-captures");
        assertTrue(folder.exists() && folder.members().length == 2, "one pcap per port of the two hosts");
    }

    @Test
    void restartRunsTheSameConfigurationAgainToTheSamePoint() throws Exception {
        nakBreakpoint();
        ILaunch first = DebugSessions.launch(lostPacket(), ILaunchManager.DEBUG_MODE, false);
        SimulationTarget t = DebugSessions.target(first);
        DebugSessions.awaitSuspended(t);
        long at = t.position();
        long hash = t.stateHash();
        t.restart();
        assertTrue(t.isTerminated());
        SimulationTarget again = null;
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            if (l != first && l.getDebugTarget() instanceof SimulationTarget s) {
                again = s;
            }
        }
        assertTrue(again != null, "a new session");
        DebugSessions.awaitSuspended(again);
        assertEquals(at, again.position());
        assertEquals(hash, again.stateHash(), "the same seed gives the same run");
    }

    @Test
    void atAnRnrNakTheRequestersRnrTimerIsArmedInVariables() throws Exception {
        EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.RNR_NAK), 0);
        SimulationTarget t = DebugSessions.target(DebugSessions.launch(DebugSessions.scenario("rnr-retry-recovers"), ILaunchManager.DEBUG_MODE,
                false));
        DebugSessions.awaitSuspended(t);
        assertTrue(t.stopReason().startsWith("RNR NAK, timer code "), t.stopReason());
        ProgramThread client = t.thread("client");
        assertEquals("not armed", DebugSessions.variable(client, "qp/RNR timer"), "the NAK is sent, not yet received");
        for (int i = 0; i < 20 && DebugSessions.variable(client, "qp/RNR timer").equals("not armed"); i++) {
            client.stepInto();
            DebugSessions.awaitSuspended(t);
        }
        assertTrue(DebugSessions.variable(client, "qp/RNR timer").startsWith("armed, fires at "), DebugSessions.variable(client, "qp/RNR timer"));
        assertTrue(DebugSessions.variable(client, "qp/requester").startsWith("WAIT_RNR_TIMER"), DebugSessions.variable(client, "qp/requester"));
    }
}
