package rdma.workbench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
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

    /**
     * Events scheduled while running, as a fabric schedules them: arrivals mostly in order (the
     * queue's fast run), some now, timers far ahead that are often cancelled, some anywhere. Every
     * event that is not cancelled runs once, in strictly increasing (time, sequence), and a
     * checkpoint taken on the way replays the same events after it.
     */
    @Test
    void eventsScheduledWhileRunningRunOnceInOrderAndAgainAfterGoingBack() {
        Simulation sim = new Simulation(1);
        SplittableRandom random = new SplittableRandom(3);
        List<Event> ran = new ArrayList<>();
        List<Event> timers = new ArrayList<>();
        long[] busy = {0};
        Runnable[] spawn = new Runnable[1];
        int[] budget = {40_000};
        spawn[0] = () -> {
            for (int k = 1 + random.nextInt(2); k > 0 && budget[0] > 0; k--, budget[0]--) {
                int kind = random.nextInt(10);
                long delay;
                if (kind < 6) {
                    busy[0] = Math.max(busy[0], sim.now()) + 1 + random.nextInt(3);
                    delay = busy[0] - sim.now() + 50;
                } else if (kind < 7) {
                    delay = 0;
                } else if (kind < 9) {
                    delay = 5_000;
                } else {
                    delay = random.nextInt(400);
                }
                Event[] self = new Event[1];
                self[0] = sim.schedule(delay, "e", null, () -> {
                    ran.add(self[0]);
                    spawn[0].run();
                });
                if (delay == 5_000) {
                    timers.add(self[0]);
                }
            }
            if (!timers.isEmpty() && random.nextInt(3) == 0) {
                timers.remove(random.nextInt(timers.size())).cancel();
            }
        };
        for (int i = 0; i < 20; i++) {
            spawn[0].run();
        }
        Simulation.Saved saved = null;
        int savedAt = -1;
        while (sim.step()) {
            if (ran.size() == 15_000 && saved == null) {
                saved = sim.save();
                savedAt = ran.size();
            }
        }
        for (int i = 1; i < ran.size(); i++) {
            Event a = ran.get(i - 1);
            Event b = ran.get(i);
            assertTrue(a.time() < b.time() || a.time() == b.time() && a.sequence() < b.sequence(), "event " + i + " runs in order");
        }
        assertEquals(ran.size(), new HashSet<>(ran).size(), "no event runs twice");
        assertEquals(0, sim.queued());
        List<Event> after = new ArrayList<>(ran.subList(savedAt, ran.size()));
        sim.restore(saved);
        budget[0] = 0;
        timers.clear();
        int queued = sim.queued();
        ran.clear();
        sim.runUntil(Long.MAX_VALUE);
        assertEquals(queued, ran.size(), "what was queued at the checkpoint runs, once each");
        for (int i = 1; i < ran.size(); i++) {
            Event a = ran.get(i - 1);
            Event b = ran.get(i);
            assertTrue(a.time() < b.time() || a.time() == b.time() && a.sequence() < b.sequence(), "event " + i + " after going back runs in order");
        }
        long scheduledBefore = saved.sequence();
        List<Event> again = new ArrayList<>(after);
        again.removeIf(e -> e.sequence() >= scheduledBefore);
        assertTrue(ran.containsAll(again), "every event queued at the checkpoint that ran then runs again");
        assertTrue(savedAt > 0 && again.size() > 100);
    }
    /**
     * Lanes as links use them, mixed with events on their own: in-order arrivals in four lanes, some
     * scheduled earlier than their lane's last (as a delayed frame lets the next overtake it), some
     * cancelled at the head of their lane or behind it. The run is the one a queue without lanes
     * gives, event for event, and going back to a checkpoint taken with lanes full replays it.
     */
    @Test
    void lanesRunTheirEventsExactlyWhereAQueueWithoutLanesWould() {
        List<String> withLanes = laneRun(true);
        List<String> without = laneRun(false);
        assertEquals(without, withLanes);
        assertTrue(without.size() > 20_000);
    }

    /** The events of a seeded run as "time/name", and after a marker the same run again from a checkpoint. */
    private static List<String> laneRun(boolean lanes) {
        Simulation sim = new Simulation(1);
        SplittableRandom random = new SplittableRandom(11);
        Lane[] lane = new Lane[4];
        long[] busy = new long[4];
        for (int i = 0; i < lane.length; i++) {
            lane[i] = sim.lane();
        }
        List<String> ran = new ArrayList<>();
        List<Event> cancellable = new ArrayList<>();
        int[] budget = {30_000};
        int[] names = {0};
        Runnable[] spawn = new Runnable[1];
        spawn[0] = () -> {
            for (int k = 1 + random.nextInt(2); k > 0 && budget[0] > 0; k--, budget[0]--) {
                int l = random.nextInt(lane.length);
                int kind = random.nextInt(10);
                long delay;
                if (kind < 7) {
                    busy[l] = Math.max(busy[l], sim.now()) + 1 + random.nextInt(3);
                    delay = busy[l] - sim.now() + 40;
                } else if (kind < 8) {
                    delay = Math.max(0, busy[l] - sim.now() + 40 - random.nextInt(60)); // earlier than the lane's last, or as early
                } else {
                    delay = random.nextInt(500);
                }
                String name = "e" + names[0]++;
                Runnable action = () -> {
                    ran.add(sim.now() + "/" + name);
                    spawn[0].run();
                };
                Event e = lanes && kind < 8 ? sim.schedule(lane[l], delay, name, null, action) : sim.schedule(delay, name, null, action);
                cancellable.add(e);
            }
            if (random.nextInt(4) == 0 && !cancellable.isEmpty()) {
                cancellable.remove(random.nextInt(cancellable.size())).cancel();
            }
        };
        for (int i = 0; i < 30; i++) {
            spawn[0].run();
        }
        Simulation.Saved saved = null;
        int queuedThen = 0;
        while (sim.step()) {
            if (ran.size() == 10_000 && saved == null) {
                saved = sim.save();
                queuedThen = sim.queued();
            }
        }
        assertEquals(0, sim.queued());
        ran.add("back, " + queuedThen + " queued");
        sim.restore(saved);
        assertEquals(queuedThen, sim.queued());
        budget[0] = 0;
        cancellable.clear();
        sim.runUntil(Long.MAX_VALUE);
        return ran;
    }
}
