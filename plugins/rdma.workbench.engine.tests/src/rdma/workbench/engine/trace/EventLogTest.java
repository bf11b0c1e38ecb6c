package rdma.workbench.engine.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.testing.ExampleScenarios;

/**
 * A trace keeps its events in sealed chunks, the most frequent kinds packed into bytes: every
 * event reads back equal to the one recorded, a snapshot shares what did not change, and a step
 * back never changes a snapshot taken before it.
 */
class EventLogTest {

    @Test
    void everyEventOfACongestedRunReadsBackEqualToTheOneRecorded() throws Exception {
        Session s = ScenarioLoader.load(ExampleScenarios.load("incast-dcqcn"));
        List<TraceEvent> heard = new ArrayList<>();
        s.trace().addListener(heard::add);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        List<TraceEvent> kept = s.trace().events();
        assertTrue(kept.size() > 4 * EventLog.CHUNK, "a run of several chunks: " + kept.size());
        assertEquals(heard.size(), kept.size());
        int packed = 0;
        for (int i = 0; i < heard.size(); i++) {
            assertEquals(heard.get(i), kept.get(i), "event " + i);
            if (heard.get(i) != kept.get(i)) {
                packed++;
            }
        }
        long depths = heard.stream().filter(e -> e instanceof QueueDepth || e instanceof FrameOnLink).count();
        assertTrue(packed > depths / 2, packed + " of " + depths + " queue depths and hops were packed");
        assertEquals(heard, s.trace().snapshot());
    }

    @Test
    void aSnapshotSharesTheSealedChunksAndAStepBackChangesNoSnapshot() {
        EventLog log = new EventLog();
        for (int i = 0; i < EventLog.CHUNK * 2 + 10; i++) {
            log.add(hop(i, "l" + i % 7));
        }
        EventLog.Snapshot a = (EventLog.Snapshot) log.snapshot();
        EventLog.Snapshot b = (EventLog.Snapshot) log.snapshot();
        assertTrue(b.sharesChunk(a, 0) && b.sharesChunk(a, 1));
        assertFalse(b.sharesChunk(a, 2), "the open chunk is copied");
        // a step back to event 5000 and a second pass that differs
        log.truncate(5000);
        for (int i = 5000; i < EventLog.CHUNK * 2 + 10; i++) {
            log.add(hop(i, "again"));
        }
        EventLog.Snapshot c = (EventLog.Snapshot) log.snapshot();
        assertTrue(c.sharesChunk(b, 0));
        assertFalse(c.sharesChunk(b, 1), "the chunk the step back cut into was copied, not changed");
        assertEquals(hop(6000, "l" + 6000 % 7), b.get(6000), "the earlier snapshot is unchanged");
        assertEquals(hop(6000, "again"), c.get(6000));
        assertEquals(hop(4999, "l" + 4999 % 7), c.get(4999), "and what the step back kept reads as before");
        assertEquals(EventLog.CHUNK * 2 + 10, c.size());
    }

    @Test
    void theLatestEventsAreTheObjectsRecordedUntilTheirChunkIsFull() {
        EventLog log = new EventLog();
        FrameOnLink first = hop(0, "l");
        log.add(first);
        assertSame(first, log.get(0));
        for (int i = 1; i < EventLog.CHUNK; i++) {
            log.add(hop(i, "l"));
        }
        assertNotSame(first, log.get(0), "sealed: read back from its bytes");
        assertEquals(first, log.get(0));
    }

    @Test
    void packedNumbersKeepTheirSignAndSize() {
        EventLog log = new EventLog();
        QueueDepth extreme = new QueueDepth(new Stamp(0, Long.MAX_VALUE - 1, -1), "leaf", -1, "leaf/p1", 7, Long.MAX_VALUE, Integer.MIN_VALUE,
                -1, Long.MIN_VALUE, Double.NaN);
        QueueDepth plain = new QueueDepth(new Stamp(1, 5, 0), "leaf", 1L << 40, "leaf/p1", 0, 0, 0, 5_000, 200_000, 0.01);
        log.add(extreme);
        log.add(plain);
        for (int i = 2; i < EventLog.CHUNK; i++) {
            log.add(hop(i, "l"));
        }
        assertEquals(extreme, log.get(0));
        assertEquals(plain, log.get(1));
    }

    private static FrameOnLink hop(int seq, String link) {
        return new FrameOnLink(new Stamp(seq, 1000L * seq, seq - 1), "leaf1", seq / 3, link, "leaf1/p" + seq % 3, "h" + seq % 5 + "/erdma_0/p1",
                1000L * seq + 7, 1000L * seq + 519);
    }
}
