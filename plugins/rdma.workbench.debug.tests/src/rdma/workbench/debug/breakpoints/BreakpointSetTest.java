package rdma.workbench.debug.breakpoints;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IBreakpointManager;
import org.eclipse.debug.core.model.IBreakpoint;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.engine.stepping.NextStep;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;

/**
 * The breakpoints decide their own hits (as PDA's do): a step breakpoint before the event that
 * begins its step in the scenario it is on, an event breakpoint after the event it matches, a
 * hit count suspending at the n-th hit only, a hit passed again after going back counted once.
 */
class BreakpointSetTest {

    private static final String WRITE = "//@programs[name='client']/@steps[name='write']";
    private static final String POLL = "//@programs[name='client']/@steps[name='poll-write']";

    private final IBreakpointManager manager = DebugPlugin.getDefault().getBreakpointManager();
    private final BreakpointHits hits = new BreakpointHits();
    private final List<IBreakpoint> reached = new ArrayList<>();

    BreakpointSetTest() {
        hits.onCountReached(reached::add);
    }

    @AfterEach
    void removeBreakpoints() throws Exception {
        manager.setEnabled(true);
        manager.removeBreakpoints(manager.getBreakpoints(RdmaDebug.MODEL), true);
    }

    private static IFile scenario(String name) throws Exception {
        return ExampleProjects.get("breakpoint-tests").getFile("scenarios/" + name + ".rdmaflow");
    }

    @Test
    void aStepBreakpointSuspendsBeforeItsStepBeginsAndAtNoOther() throws Exception {
        IFile file = scenario("lost-packet-go-back-n");
        StepBreakpoint b = StepBreakpoint.create(file, WRITE, "client: write");
        BreakpointSet set = BreakpointSet.of(manager, file);
        assertTrue(set.watchesSteps());
        assertNull(set.suspendsBefore(null, hits, 0), "the next event begins no step");
        assertNull(set.suspendsBefore(new NextStep("client", POLL, "poll-write (PollCq)"), hits, 0));
        BreakpointSet.AtStep at = set.suspendsBefore(new NextStep("client", WRITE, "write (PostSend)"), hits, 12);
        assertSame(b, at.breakpoint());
        assertEquals("client: write", at.label());
        assertEquals(0, at.hitCount());
        assertEquals(List.of(), reached, "no hit count to reach");
    }

    @Test
    void onlyEnabledStepBreakpointsOfTheScenarioRunAreArmed() throws Exception {
        IFile file = scenario("lost-packet-go-back-n");
        StepBreakpoint other = StepBreakpoint.create(scenario("rc-send-recv"), WRITE, "client: write");
        assertFalse(BreakpointSet.of(manager, file).watchesSteps(), "a breakpoint on another scenario's step: " + other.label());
        StepBreakpoint b = StepBreakpoint.create(file, WRITE, "client: write");
        b.setEnabled(false);
        BreakpointSet set = BreakpointSet.of(manager, file);
        assertFalse(set.watchesSteps());
        assertNull(set.suspendsBefore(new NextStep("client", WRITE, "write (PostSend)"), hits, 0));
        b.setEnabled(true);
        manager.setEnabled(false);
        assertSame(BreakpointSet.NONE, BreakpointSet.of(manager, file), "the manager skips all breakpoints");
    }

    @Test
    void aHitCountSuspendsAtTheNthHitAndAHitPassedAgainCountsOnce() throws Exception {
        IFile file = scenario("lost-packet-go-back-n");
        StepBreakpoint b = StepBreakpoint.create(file, WRITE, "client: write");
        b.setHitCount(2);
        BreakpointSet set = BreakpointSet.of(manager, file);
        NextStep write = new NextStep("client", WRITE, "write (PostSend)");
        assertNull(set.suspendsBefore(write, hits, 10), "the first hit");
        assertNull(set.suspendsBefore(write, hits, 10), "the first hit again, after going back");
        assertEquals(b, set.suspendsBefore(write, hits, 20).breakpoint(), "the second");
        assertEquals(List.of(b), reached);
        assertEquals(b, set.suspendsBefore(write, hits, 20).breakpoint(), "the second again, after going back: it is still the second");
        assertNull(set.suspendsBefore(write, hits, 30), "the third");
        assertEquals(List.of(b, b), reached);
    }

    @Test
    void clearedHitsCountFromTheStartAgain() throws Exception {
        IFile file = scenario("lost-packet-go-back-n");
        StepBreakpoint b = StepBreakpoint.create(file, WRITE, "client: write");
        b.setHitCount(2);
        BreakpointSet set = BreakpointSet.of(manager, file);
        NextStep write = new NextStep("client", WRITE, "write (PostSend)");
        assertNull(set.suspendsBefore(write, hits, 10));
        hits.clear();
        assertNull(set.suspendsBefore(write, hits, 20), "a first hit again");
        assertEquals(b, set.suspendsBefore(write, hits, 30).breakpoint());
    }

    @Test
    void anEventBreakpointSuspendsAfterTheEventItMatches() throws Exception {
        EventBreakpoint b = EventBreakpoint.create(new EventBreakpoint.Spec(EventKind.TIMER, null, -1, null, TimerKind.RNR_TIMER, "host1", -1), 0);
        BreakpointSet set = BreakpointSet.of(manager, scenario("lost-packet-go-back-n"));
        assertFalse(set.watchesSteps(), "an event breakpoint is no step breakpoint");
        TimerFired rnr = new TimerFired(new Stamp(7, 900, -1), "host1", 0x11, TimerKind.RNR_TIMER, "send again");
        BreakpointSet.Armed a = set.suspendsAfter(rnr, hits);
        assertSame(b, a.breakpoint());
        assertNull(set.suspendsAfter(new TimerFired(new Stamp(8, 900, -1), "host2", 0x11, TimerKind.RNR_TIMER, "send again"), hits), "another host");
        assertNull(set.suspendsAfter(new TimerFired(new Stamp(9, 900, -1), "host1", 0x11, TimerKind.LOCAL_ACK_TIMEOUT, "resend"), hits), "another timer");
    }

    @Test
    void anEventBreakpointsHitCountCountsItsMatchesBySequenceNumber() throws Exception {
        EventBreakpoint b = EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.TIMER), 3);
        BreakpointSet set = BreakpointSet.of(manager, scenario("lost-packet-go-back-n"));
        List<Boolean> suspended = new ArrayList<>();
        for (long seq : new long[] {4, 9, 9, 15, 4, 21}) {
            suspended.add(set.suspendsAfter(new TimerFired(new Stamp(seq, 100 * seq, -1), "host1", 0x11, TimerKind.RNR_TIMER, "send again"), hits) != null);
        }
        assertEquals(List.of(false, false, false, true, false, false), suspended, "the third distinct hit (15), not a hit seen again (9, 4)");
        assertEquals(List.of(b), reached);
    }
}
