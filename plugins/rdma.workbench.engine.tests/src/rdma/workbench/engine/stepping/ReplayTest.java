package rdma.workbench.engine.stepping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.testing.ExampleScenarios;

/**
 * Going back: restoring a checkpoint and replaying forward is the same run. For every example,
 * and for one run of more than a million events, the session goes back to random earlier events
 * and forward again, and finds at each place the state hash and the trace it had the first time.
 */
class ReplayTest {

    /** One event of the trace as text: everything but object identities. */
    private static String line(TraceEvent e) {
        return e.seq() + " " + e.time() + " " + e.cause() + " " + e.getClass().getSimpleName() + " " + e.node() + " " + e.qpn() + " " + e.summary();
    }

    private static List<String> lines(Session s) {
        List<String> out = new ArrayList<>();
        for (TraceEvent e : s.trace().events()) {
            out.add(line(e));
        }
        return out;
    }

    /** Runs {@code s} event by event, keeping the state hash and the trace length after each one. */
    private record Reference(long[] hashes, long[] traceSizes, List<String> trace) {
    }

    private static Reference reference(Session s, int max) {
        List<Long> hashes = new ArrayList<>();
        List<Long> sizes = new ArrayList<>();
        s.start();
        hashes.add(s.stateHash());
        sizes.add(s.trace().size());
        while (hashes.size() <= max && s.stepEvent()) {
            hashes.add(s.stateHash());
            sizes.add(s.trace().size());
        }
        return new Reference(hashes.stream().mapToLong(Long::longValue).toArray(), sizes.stream().mapToLong(Long::longValue).toArray(), lines(s));
    }

    private static void checkAt(Session s, Reference ref, long position, String what) {
        assertTrue(s.goTo(position), what + ": reached " + position);
        assertEquals(position, s.position());
        assertEquals(ref.hashes[(int) position], s.stateHash(), what + ": the state at event " + position);
        assertEquals(ref.traceSizes[(int) position], s.trace().size(), what + ": the trace's length at event " + position);
        List<String> now = lines(s);
        assertEquals(ref.trace.subList(0, now.size()), now, what + ": the trace up to event " + position);
    }

    @Test
    void everyExampleGoesBackAndForthToTheSameStatesAndTrace() throws Exception {
        SplittableRandom random = new SplittableRandom(20261130);
        // among them an HPCC run: frames carrying telemetry in flight and each QP's window come back with the checkpoint
        assertTrue(ExampleScenarios.names().contains("incast-hpcc"));
        for (String name : ExampleScenarios.names()) {
            Session s = ScenarioLoader.load(ExampleScenarios.load(name));
            s.setCheckpointInterval(13);
            Reference ref = reference(s, Integer.MAX_VALUE);
            int end = ref.hashes.length - 1;
            assertTrue(end > 10, name + " runs " + end + " events");
            for (int i = 0; i < 25; i++) {
                checkAt(s, ref, random.nextInt(end + 1), name);
            }
            checkAt(s, ref, end, name + " (forward to the end again)");
            assertEquals(ref.trace, lines(s), name + ": the whole trace");
            assertEquals(List.of(), s.problems(), name);
            for (int p = end; p > end - 5; p--) {
                assertTrue(s.stepBack());
                assertEquals(ref.hashes[p - 1], s.stateHash(), name + ": one step back from " + p);
            }
        }
    }

    /**
     * PFC state lives in the switches (ingress counts, pauses sent, their renewal timers), the
     * paused ports (pause ends, expiry timers) and the NICs' transmit queues: going back into a
     * pause and forward again must give the same trace to the end, which it cannot if any of them
     * came back wrong.
     */
    @Test
    void goingBackIntoAPfcPauseAndForwardGivesTheSameRun() throws Exception {
        Session s = ScenarioLoader.load(ExampleScenarios.load("pfc-pause-spreading"));
        s.setCheckpointInterval(97);
        Reference ref = reference(s, Integer.MAX_VALUE);
        int end = ref.hashes.length - 1;
        List<Long> places = new ArrayList<>();
        for (TraceEvent e : s.trace().events()) {
            if (e instanceof PauseFrameSent || e instanceof PauseStateChanged) {
                places.add(e.seq());
            }
        }
        assertTrue(places.size() > 50, "the example pauses and resumes: " + places.size() + " PFC events");
        // the engine event that recorded each PFC event, and the one after it (inside the pause or just out of it)
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < places.size(); i += places.size() / 12) {
            int at = 0;
            while (ref.traceSizes[at] <= places.get(i)) {
                at++;
            }
            positions.add(at);
            positions.add(Math.min(end, at + 1));
        }
        for (int i = positions.size() - 1; i >= 0; i--) {
            checkAt(s, ref, positions.get(i), "pfc-pause-spreading");
        }
        checkAt(s, ref, end, "pfc-pause-spreading (forward to the end again)");
        assertEquals(ref.trace, lines(s));
    }

    /** A 1 GiB WRITE (1,048,576 packets): more than a million events, gone back to at random. */
    @Test
    void aMillionEventRunGoesBackAndForthToTheSameStates() throws Exception {
        Scenario scenario = ExampleScenarios.load("rc-rdma-write");
        for (var p : scenario.getPrograms()) {
            p.getHost().setMemorySize(2L << 30);
            for (Step st : p.getSteps()) {
                if (st instanceof RegMr mr) {
                    mr.setLength(1 << 30);
                }
                if (st instanceof PostSend send) {
                    send.getSges().get(0).setLength(1 << 30);
                    send.setRemoteOffset(0);
                }
                if (st instanceof PollCq poll) {
                    poll.setTimeout(10_000_000_000L);
                    poll.getExpected().forEach(e -> e.unsetByteLen());
                }
                if (st instanceof CheckMemory check) {
                    check.setOffset(0);
                }
            }
        }
        Session s = ScenarioLoader.load(scenario);
        s.trace().setRetained(false);
        long[] positions = new long[12];
        long[] hashes = new long[12];
        SplittableRandom random = new SplittableRandom(7);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        long end = s.position();
        assertEquals(List.of(), s.problems());
        assertTrue(end > 1_000_000, "events: " + end);
        long endHash = s.stateHash();
        long endTrace = s.trace().size();
        for (int i = 0; i < positions.length; i++) {
            positions[i] = random.nextLong(end);
        }
        Arrays.sort(positions);
        // a second session, run forward once, gives the reference hashes at those positions
        Session reference = ScenarioLoader.load(scenario);
        reference.trace().setRetained(false);
        for (int i = 0; i < positions.length; i++) {
            assertTrue(reference.goTo(positions[i]));
            hashes[i] = reference.stateHash();
        }
        for (int i = positions.length - 1; i >= 0; i--) {
            assertTrue(s.goTo(positions[i]));
            assertEquals(hashes[i], s.stateHash(), "back at event " + positions[i]);
        }
        assertTrue(s.goTo(end));
        assertEquals(endHash, s.stateHash(), "forward to the end again");
        assertEquals(endTrace, s.trace().size());
        assertTrue(s.checkpointCount() < 40, "checkpoints kept: " + s.checkpointCount());
    }
}
