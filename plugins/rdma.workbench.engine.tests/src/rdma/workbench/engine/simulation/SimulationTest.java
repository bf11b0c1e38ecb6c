package rdma.workbench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/** Events run in (time, order scheduled); a cancelled one leaves the queue at once; a checkpoint puts back exactly what was queued. */
class SimulationTest {

    @Test
    void eventsRunInTimeOrderAndTiesInTheOrderScheduledWhateverIsCancelled() {
        Simulation sim = new Simulation(1);
        SplittableRandom random = new SplittableRandom(7);
        List<Long> ran = new ArrayList<>();
        TreeMap<Long, Long> expected = new TreeMap<>(); // sequence-ordered key: time * 2^20 + n
        List<Event> events = new ArrayList<>();
        for (int n = 0; n < 5_000; n++) {
            long time = random.nextInt(300);
            long key = time << 20 | n;
            events.add(sim.schedule(time, "e", null, () -> ran.add(key)));
            expected.put(key, key);
        }
        for (int i = 0; i < 2_000; i++) {
            Event e = events.get(random.nextInt(events.size()));
            if (e.isPending()) {
                expected.remove(e.time() << 20 | events.indexOf(e));
                e.cancel();
                assertFalse(e.isPending());
            }
        }
        assertEquals(expected.size(), sim.queued(), "cancelled events are gone from the queue");
        sim.runUntil(Long.MAX_VALUE);
        assertEquals(new ArrayList<>(expected.keySet()), ran);
        assertEquals(0, sim.queued());
    }

    @Test
    void goingBackPutsBackAnEventCancelledSince() {
        Simulation sim = new Simulation(1);
        List<String> ran = new ArrayList<>();
        Event timer = sim.schedule(100, "timer", null, () -> ran.add("timer"));
        sim.schedule(10, "step", null, () -> ran.add("step"));
        Simulation.Saved saved = sim.save();
        timer.cancel();
        sim.runUntil(Long.MAX_VALUE);
        assertEquals(List.of("step"), ran);
        assertFalse(timer.isPending());
        sim.restore(saved);
        assertTrue(timer.isPending());
        assertEquals(2, sim.queued());
        ran.clear();
        sim.runUntil(Long.MAX_VALUE);
        assertEquals(List.of("step", "timer"), ran);
    }
}
