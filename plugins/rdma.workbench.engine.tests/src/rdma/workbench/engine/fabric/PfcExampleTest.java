package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.testing.ExampleScenarios;

/**
 * PFC over whole scenarios: no example but the PFC one congests a switch enough to pause, even
 * with PFC on every switch; the PFC example loses nothing where PFC off tail-drops; paused ports,
 * a switch's and a NIC's, start no frame while paused; and the victim flow pays for the pause.
 */
class PfcExampleTest {

    private static final String EXAMPLE = "pfc-pause-spreading";

    private static Session run(String name, boolean pfc) throws Exception {
        Scenario scenario = ExampleScenarios.load(name);
        for (Switch s : scenario.getTopology().getSwitches()) {
            s.setPfcEnabled(pfc);
        }
        Session session = ScenarioLoader.load(scenario);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return session;
    }

    private static <T extends TraceEvent> List<T> events(Session s, Class<T> type) {
        return s.trace().events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void withPfcOnEverySwitchNoOtherExampleSendsAPfcFrame() throws Exception {
        for (String name : ExampleScenarios.names()) {
            if (name.equals(EXAMPLE) || name.startsWith("incast-")) {
                continue; // congested on purpose: the incast examples fill a queue to show marking, CNPs or HPCC
            }
            Session s = run(name, true);
            assertEquals(List.of(), events(s, PauseFrameSent.class), name + ": nothing is congested");
            assertEquals(List.of(), events(s, PauseStateChanged.class), name);
            assertEquals(List.of(), s.problems(), name + " still runs as it expects");
        }
    }

    @Test
    void theIncastThatTailDropsWithoutPfcLosesNothingWithIt() throws Exception {
        Session without = run(EXAMPLE, false);
        List<PacketDropped> tailDrops = events(without, PacketDropped.class).stream().filter(d -> d.reason() == DropReason.QUEUE_FULL).toList();
        assertTrue(tailDrops.size() > 10, "without PFC leaf2 tail-drops: " + tailDrops.size());
        assertTrue(tailDrops.stream().allMatch(d -> d.where().equals("leaf2/busy")), "at busy's port");
        assertEquals(List.of(), events(without, PauseFrameSent.class));
        Session with = run(EXAMPLE, true);
        assertEquals(List.of(), events(with, PacketDropped.class), "with PFC nothing is dropped anywhere");
        assertEquals(List.of(), with.problems());
        List<String> pausedPorts = events(with, PauseStateChanged.class).stream().filter(PauseStateChanged::paused).map(PauseStateChanged::port)
                .distinct().sorted().toList();
        assertEquals(List.of("a1/mlx5_0/p1", "a2/mlx5_0/p1", "leaf1/up", "victim/mlx5_0/p1"), pausedPorts,
                "leaf2 pauses leaf1's port up and a2; leaf1 then pauses a1 and the victim");
    }

    @Test
    void aPausedPortStartsNoFrameUntilItResumes() throws Exception {
        Session s = run(EXAMPLE, true);
        for (String port : List.of("leaf1/up", "victim/mlx5_0/p1")) {
            List<long[]> paused = new ArrayList<>();
            long since = -1;
            for (PauseStateChanged p : events(s, PauseStateChanged.class)) {
                if (p.port().equals(port) && p.paused() && since < 0) {
                    since = p.time();
                } else if (p.port().equals(port) && !p.paused()) {
                    paused.add(new long[] {since, p.time()});
                    since = -1;
                }
            }
            assertTrue(paused.size() > 3, port + " is paused again and again");
            for (FrameOnLink f : events(s, FrameOnLink.class)) {
                if (f.from().equals(port)) {
                    for (long[] p : paused) {
                        assertTrue(f.depart() <= p[0] || f.depart() >= p[1],
                                port + " started frame #" + f.frameId() + " at " + f.depart() + " while paused from " + p[0] + " to " + p[1]);
                    }
                }
            }
        }
    }

    @Test
    void theVictimFinishesLaterWithPfcThoughItsReceiverIsIdle() throws Exception {
        long with = victimDone(run(EXAMPLE, true));
        long without = victimDone(run(EXAMPLE, false));
        assertTrue(with > 3 * without / 2, "head-of-line blocking: the victim's WRITE completes at " + with + " ns with PFC, " + without
                + " ns without");
    }

    private static long victimDone(Session s) {
        return events(s, CompletionQueued.class).stream().filter(c -> c.node().equals("victim")).findFirst().orElseThrow().time();
    }
}
