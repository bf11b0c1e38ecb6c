package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.TraceEvent;

/** A switch's egress queues: tail drop, strict priority, a queue that builds under incast and not otherwise, RED marking at the switch. */
class SwitchQueueTest {

    /** 14 Ethernet + 20 IPv4 + 8 UDP + 12 BTH + 1000 payload + 4 ICRC. */
    private static final int L = 1058;
    /** ECT(0), DSCP 0: what a RoCEv2 NIC sends by default. */
    private static final int ECT0 = 0x02;
    private static final RedMarking NO_MARKING = new RedMarking(1L << 40, 1L << 40, 0);

    private static List<QueueDepth> depths(SwitchBench b) {
        return b.trace.events().stream().filter(QueueDepth.class::isInstance).map(QueueDepth.class::cast).toList();
    }

    @Test
    void aFrameThatDoesNotFitItsQueueIsTailDroppedAndTheDropSaysWhereAndHowDeep() {
        // a queue of two frames; five frames at 100 Gbit/s into a 1 Gbit/s port
        SwitchBench b = new SwitchBench(1, new SwitchConfig(1 << 20, 2 * L, NO_MARKING), 100, 1);
        for (int i = 0; i < 5; i++) {
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, i));
        }
        b.run();
        // the first goes straight to the wire, two wait, the fourth and fifth find the queue full
        assertEquals(List.of(1L, 2L, 3L), b.h3.received.stream().map(Frame::id).toList());
        List<PacketDropped> drops = b.trace.events().stream().filter(PacketDropped.class::isInstance).map(PacketDropped.class::cast).toList();
        assertEquals(2, drops.size());
        PacketDropped d = drops.get(0);
        assertEquals(4, d.frameId());
        assertEquals("sw1", d.node());
        assertEquals("sw1/swp3", d.where());
        assertEquals(DropReason.QUEUE_FULL, d.reason());
        assertEquals("tail drop at switch sw1 port sw1/swp3 queue 0: 2116 bytes queued + 1058 > the queue limit 2116", d.detail());
        assertEquals(5, drops.get(1).frameId());
        assertEquals(0, b.sw.bufferUsed(), "everything queued has left");
    }

    @Test
    void aFullSharedBufferDropsEvenWhenTheQueueHasRoom() {
        SwitchBench b = new SwitchBench(1, new SwitchConfig(L + 100, 10 * L, NO_MARKING), 100, 1);
        for (int i = 0; i < 3; i++) {
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, i));
        }
        b.run();
        PacketDropped d = b.trace.events().stream().filter(PacketDropped.class::isInstance).map(PacketDropped.class::cast).findFirst().orElseThrow();
        assertEquals(3, d.frameId());
        assertEquals("tail drop at switch sw1 port sw1/swp3 queue 0 (1058 bytes queued): the shared buffer holds 1058 of 1158 bytes, no room for 1058",
                d.detail());
    }

    @Test
    void aHigherPriorityLeavesFirstWhateverWaitedLonger() {
        SwitchBench b = new SwitchBench(1, new SwitchConfig(1 << 20, 1 << 20, NO_MARKING), 100, 1);
        // DSCP 0 (priority 0) three times, then DSCP 40 (class selector 5: priority 5) twice, all before the first is off the wire
        for (int i = 0; i < 3; i++) {
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, i));
        }
        for (int i = 0; i < 2; i++) {
            b.send(b.h1, SwitchBench.frame(40 << 2 | ECT0, 1000, 10 + i));
        }
        b.run();
        assertEquals(List.of(1L, 4L, 5L, 2L, 3L), b.h3.received.stream().map(Frame::id).toList(),
                "the first was already on the wire; then priority 5 before priority 0");
        assertTrue(depths(b).stream().anyMatch(q -> q.priority() == 5 && q.frames() == 2), "priority 5 had its own queue");
    }

    @Test
    void theQueueOfPriorityFollowsTheDscpClassSelector() {
        assertEquals(0, IpTrafficClass.priority(SwitchBench.frame(0x02, 8, 0)));
        assertEquals(3, IpTrafficClass.priority(SwitchBench.frame(26 << 2 | 2, 8, 0)), "AF31, DSCP 26: precedence 3");
        assertEquals(5, IpTrafficClass.priority(SwitchBench.frame(46 << 2 | 2, 8, 0)), "EF, DSCP 46: precedence 5");
        assertEquals(7, IpTrafficClass.priority(SwitchBench.frame(0xFF, 8, 0)));
    }

    /** The most bytes a frame found waiting in the receiver's queue when it arrived (the depth before it joined). */
    private static long deepestFoundOnArrival(SwitchBench b) {
        long deepest = 0;
        long before = 0;
        for (QueueDepth q : depths(b)) {
            if (q.bytes() > before) {
                deepest = Math.max(deepest, before);
            }
            before = q.bytes();
        }
        return deepest;
    }

    @Test
    void twoSendersIntoOnePortBuildAQueueWhereOneDoesNot() {
        SwitchBench one = new SwitchBench(1, SwitchConfig.defaults(), 10, 10);
        SwitchBench two = new SwitchBench(1, SwitchConfig.defaults(), 10, 10);
        for (int i = 0; i < 20; i++) {
            one.send(one.h1, SwitchBench.frame(ECT0, 1000, i));
            two.send(two.h1, SwitchBench.frame(ECT0, 1000, i));
            two.send(two.h2, SwitchBench.frame(ECT0, 1000, 100 + i));
        }
        one.run();
        two.run();
        assertEquals(0, deepestFoundOnArrival(one), "1-to-1 at line rate: every frame finds the queue empty");
        assertEquals(20, one.h3.received.size());
        // 2-to-1: 40 frames arrive in the time 20 leave; the last arrivals find about 20 frames ahead of them
        long deepest = deepestFoundOnArrival(two);
        assertTrue(deepest >= 18L * L && deepest <= 20L * L, "2-to-1 builds a queue of about 20 frames: " + deepest);
        assertEquals(40, two.h3.received.size(), "the default buffer holds them all");
        assertEquals(0, two.sw.bufferUsed());
    }

    @Test
    void nothingIsMarkedUpToKminAndEverythingAboveKmax() {
        // Kmin one frame, Kmax two frames, Pmax 0: frames that find <= 2L queued are never marked, above 2L always
        SwitchBench b = new SwitchBench(1, new SwitchConfig(1 << 20, 1 << 20, new RedMarking(L, 2L * L, 0)), 100, 1);
        for (int i = 0; i < 6; i++) {
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, i));
        }
        b.send(b.h1, SwitchBench.frame(0x00, 1000, 6)); // not ECN-capable: never marked
        b.run();
        List<FrameMarked> marked = b.trace.events().stream().filter(FrameMarked.class::isInstance).map(FrameMarked.class::cast).toList();
        // frame 1 leaves at once; 2 finds 0, 3 finds L, 4 finds 2L (= Kmax, probability Pmax = 0), 5 finds 3L and 6 finds 4L
        assertEquals(List.of(5L, 6L), marked.stream().map(FrameMarked::frameId).toList());
        assertEquals(3L * L, marked.get(0).depth());
        assertEquals(1.0, marked.get(0).probability());
        assertEquals("sw1/swp3", marked.get(0).port());
        List<Integer> ecn = b.h3.received.stream().map(f -> f.bytes()[15] & 0b11).toList();
        assertEquals(List.of(2, 2, 2, 2, 3, 3, 0), ecn, "CE (11) on frames 5 and 6 only; frame 7 (not ECT) stays 00");
        assertEquals(List.of(List.of((long) L, 2L * L)), depths(b).stream().map(q -> List.of(q.kmin(), q.kmax())).distinct().toList(),
                "every depth traced carries the queue's Kmin and Kmax, for the charts to draw");
    }

    @Test
    void eachPriorityIsMarkedByItsOwnRule() {
        // priority 3 (DSCP 26) marks every ECN-capable frame that finds anything queued; priority 0 never marks
        RedMarking never = new RedMarking(1L << 40, 1L << 40, 0);
        PriorityMarking marking = PriorityMarking.uniform(never).with(3, new RedMarking(0, 0, 0.1));
        SwitchBench b = new SwitchBench(1, new SwitchConfig(1 << 20, 1 << 20, marking, PriorityTrust.DSCP, false), 100, 1);
        int dscp26 = 26 << 2;
        for (int i = 0; i < 4; i++) {
            b.send(b.h1, SwitchBench.frame(dscp26 | ECT0, 1000, i));
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, 10 + i));
        }
        b.run();
        List<FrameMarked> marked = b.trace.events().stream().filter(FrameMarked.class::isInstance).map(FrameMarked.class::cast).toList();
        // the first priority-3 frame leaves at once and the second finds its queue empty: the third and fourth find one and two frames
        assertEquals(List.of(3, 3), marked.stream().map(FrameMarked::priority).toList(), "only priority-3 frames that found a queue");
        assertEquals(List.of(List.of(0L, 0L, 0.1)), depths(b).stream().filter(q -> q.priority() == 3).map(q -> List.<Object>of(q.kmin(), q.kmax(), q.pmax()))
                .distinct().toList(), "priority 3's depths carry its rule");
        assertEquals(List.of(List.of(1L << 40, 1L << 40, 0.0)), depths(b).stream().filter(q -> q.priority() == 0)
                .map(q -> List.<Object>of(q.kmin(), q.kmax(), q.pmax())).distinct().toList(), "and priority 0's its own");
    }

    @Test
    void theSameSeedMarksTheSameFramesAndGivesTheSameTrace() {
        List<String> first = incastWithMarking(7);
        assertEquals(first, incastWithMarking(7));
        assertTrue(first.stream().anyMatch(s -> s.startsWith("FrameMarked")), "the run marks some frames");
        assertTrue(!first.equals(incastWithMarking(8)), "another seed marks other frames");
    }

    private static List<String> incastWithMarking(long seed) {
        // Kmin 2 frames, Kmax 30 frames, Pmax 50 %: a 2-to-1 incast of 40 frames draws for most of them
        SwitchBench b = new SwitchBench(seed, new SwitchConfig(1 << 20, 1 << 20, new RedMarking(2L * L, 30L * L, 0.5)), 10, 10);
        for (int i = 0; i < 20; i++) {
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, i));
            b.send(b.h2, SwitchBench.frame(ECT0, 1000, 100 + i));
        }
        b.run();
        return b.trace.events().stream().map(e -> e.getClass().getSimpleName() + " " + e.time() + " " + e.summary()).toList();
    }

    @Test
    void aSwitchPortWithNothingQueuedTracesNoDepthWhenTheTraceIsOff() {
        SwitchBench b = new SwitchBench(1, SwitchConfig.defaults(), 10, 10);
        b.trace.setRetained(false);
        b.send(b.h1, SwitchBench.frame(ECT0, 1000, 0));
        b.run();
        assertEquals(List.<TraceEvent>of(), b.trace.events());
        assertEquals(1, b.h3.received.size());
    }
}
