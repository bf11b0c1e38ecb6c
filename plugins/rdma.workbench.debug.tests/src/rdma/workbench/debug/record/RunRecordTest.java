package rdma.workbench.debug.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.PfcFrame;

class RunRecordTest {

    private static ScenarioSource example(String name) throws Exception {
        ExampleProjects.get("record-examples");
        return ScenarioSource.read("/record-examples/scenarios/" + name + ".rdmaflow");
    }

    private static RunRecord recordOf(String name) throws Exception {
        ScenarioSource source = example(name);
        Session s = source.load(1L);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        RecordedRun run = source.newRecord(name, s);
        run.freeze(s.trace().snapshot(), -1, s.snapshot());
        return run.record();
    }

    @Test
    void theFramesOfLostPacketGoBackNAreTheEnginesWithWhereEachEnded() throws Exception {
        RunRecord r = recordOf("lost-packet-go-back-n");
        assertEquals(List.of("host1", "host2"), r.hosts());
        List<String> frames = new ArrayList<>();
        for (WireFrame f : r.frames()) {
            frames.add(f.frameId() + " " + f.fromNode() + "->" + f.toNode() + " " + f.kind() + " " + f.label() + (f.resent() ? " resent" : "")
                    + (f.drop() == null ? " arrives " + f.arriveTime() : " dropped " + f.drop().reason() + " at " + f.dropTime()));
        }
        assertEquals(List.of(
                "1 host1->host2 DATA RDMA_WRITE_FIRST PSN 0 arrives 1759",
                "2 host1->host2 DATA RDMA_WRITE_MIDDLE PSN 1 dropped FAULT at 900",
                "3 host1->host2 DATA RDMA_WRITE_MIDDLE PSN 2 dropped OUT_OF_SEQUENCE at 2113",
                "4 host1->host2 DATA RDMA_WRITE_LAST PSN 3 dropped OUT_OF_SEQUENCE at 2467",
                "5 host2->host1 NAK NAK PSN sequence error PSN 1 MSN 0 arrives 2641",
                "6 host1->host2 DATA RDMA_WRITE_MIDDLE PSN 1 resent arrives 3495",
                "7 host1->host2 DATA RDMA_WRITE_MIDDLE PSN 2 resent arrives 3849",
                "8 host1->host2 DATA RDMA_WRITE_LAST PSN 3 resent arrives 4203",
                "9 host2->host1 ACK ACK PSN 3 MSN 1 arrives 4731"), frames);
        WireFrame lost = r.frame(2);
        assertTrue(lost.hops().isEmpty(), "the fault drops it before it is on the cable");
        assertEquals(-1, lost.arriveTime());
        WireFrame late = r.frame(3);
        assertEquals(2113, late.arriveTime(), "it reached host2, whose QP dropped it");
        assertEquals(List.of(new Hop("cable", "host1", "host1/erdma_0/p1", "host2/erdma_0/p1", 1259, 2113)), late.hops());
        assertEquals(17, r.frame(5).fromQpn());
        assertEquals(17, r.frame(5).toQpn());
    }

    @Test
    void everyEventOfAFrameLeadsToItAndOthersToNone() throws Exception {
        RunRecord r = recordOf("lost-packet-go-back-n");
        int sent = 0;
        for (TraceEvent e : r.events()) {
            if (e instanceof PacketSent s) {
                sent++;
                assertSame(r.frame(s.frameId()), r.frameOf(e));
                assertSame(e, r.sendingEvent(r.frameOf(e)));
            }
        }
        assertEquals(sent, r.frames().size());
        assertNull(r.frameOf(r.events().get(0)), "a step's start is about no frame");
        assertEquals(DropReason.FAULT, r.frameOf(r.events().get(66)).drop().reason());
    }

    @Test
    void aMultiHopFrameEndsAtTheHostBehindTheSwitchesAndTheSwitchesAreLanes() throws Exception {
        RunRecord r = recordOf("leaf-spine-write");
        assertFalse(r.switches().isEmpty());
        WireFrame first = r.frames().get(0);
        assertTrue(first.hops().size() >= 3, first.hops().toString());
        assertTrue(r.hosts().contains(first.toNode()), first.toNode());
        assertEquals(first.hops().get(first.hops().size() - 1).arrive(), first.arriveTime());
    }

    @Test
    void aSwitchsPfcFrameIsAFrameFromItsLaneThatEndsWhereThePortPauses() {
        int[] quanta = new int[8];
        quanta[3] = 0xFFFF;
        byte[] bytes = new PfcFrame(Ethernet.mac("02:00:00:00:01:01"), 0x08, quanta).encode();
        PauseFrameSent sent = new PauseFrameSent(new Stamp(0, 1000, -1), "leaf1", 100, "leaf1/down1", 0x08, quanta, bytes, "queue 3 above XOFF");
        FrameOnLink hop = new FrameOnLink(new Stamp(1, 1000, 0), "leaf1", 100, "h1-leaf1", "leaf1/down1", "h1/erdma_0/p1", 1000, 1519);
        PauseStateChanged paused = new PauseStateChanged(new Stamp(2, 1519, 1), "h1", 100, "h1/erdma_0/p1", 3, true, 1519 + 1_342_157);
        RunRecord r = RunRecord.of("pfc", List.of("h1"), List.of("leaf1"), List.of(sent, hop, paused), -1, null, Map.of());
        assertEquals(1, r.frames().size());
        WireFrame f = r.frames().get(0);
        assertEquals(FrameKind.PFC, f.kind());
        assertEquals("PFC pause p3", f.label());
        assertEquals("leaf1 -1 -> h1 -1", f.fromNode() + " " + f.fromQpn() + " -> " + f.toNode() + " " + f.toQpn());
        assertEquals(1519, f.arriveTime());
        assertEquals(2, f.receivedSeq());
        assertEquals(1, f.hops().size());
        assertSame(f, r.frameOf(paused));
        assertSame(sent, r.sendingEvent(f));
        assertEquals(List.of("h1"), r.hosts(), "a switch sending is no host");
    }

    /** Step Back to Here on a frame goes where its arrow starts: for a frame that waited for the wire, after its send. */
    @Test
    void aFrameIsOnTheWireFromTheFirstEventAtItsDeparture() throws Exception {
        RunRecord r = recordOf("rc-write-10k");
        WireFrame first = r.frames().get(0);
        assertEquals(first.sentTime(), first.departTime(), "the first frame finds the wire free");
        assertEquals(first.sentSeq(), r.onTheWire(first), "and is on it from its send");
        WireFrame waited = r.frames().stream().filter(f -> f.departTime() > f.sentTime()).findFirst().orElseThrow();
        long seq = r.onTheWire(waited);
        assertTrue(seq > waited.sentSeq(), "a frame that waited behind another is on the wire after its send");
        assertTrue(r.events().get((int) seq).time() >= waited.departTime(), "from an event at or after its departure");
        assertTrue(r.events().get((int) seq - 1).time() < waited.departTime(), "the first such event");
    }
}
