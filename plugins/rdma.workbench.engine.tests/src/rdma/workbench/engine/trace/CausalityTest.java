package rdma.workbench.engine.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.testing.ExampleScenarios;

/** Every event names the one it follows from, and a frame's id ties its send, its hops and its receive together. */
class CausalityTest {

    private static List<TraceEvent> run(String example) throws Exception {
        Session s = ScenarioLoader.load(ExampleScenarios.load(example));
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return s.trace().events();
    }

    @Test
    void aFrameGoesFromItsStepOverEveryHopToItsReceiveAndWhatItCaused() throws Exception {
        List<TraceEvent> t = run("leaf-spine-write");
        for (int i = 0; i < t.size(); i++) {
            TraceEvent e = t.get(i);
            assertEquals(i, e.seq(), "the sequence number is the place in the trace");
            assertTrue(e.cause() < e.seq(), "a cause comes first: " + e);
            switch (e) {
                case PacketReceived r -> {
                    FrameOnLink hop = assertInstanceOf(FrameOnLink.class, t.get((int) r.cause()));
                    assertEquals(r.frameId(), hop.frameId(), "received over the last hop of the same frame");
                    assertEquals(r.time(), hop.arrive());
                }
                case FrameOnLink hop -> {
                    TraceEvent before = t.get((int) hop.cause());
                    if (before instanceof PacketSent sent) {
                        assertEquals(hop.frameId(), sent.frameId(), "the first hop of the frame its NIC sent");
                    } else {
                        // a switch queues the frame, then sends it: its departure follows from its arrival
                        QueueDepth left = assertInstanceOf(QueueDepth.class, before, "a switch forwards: the frame left its egress queue");
                        assertEquals(hop.frameId(), left.frameId());
                        QueueDepth joined = assertInstanceOf(QueueDepth.class, t.get((int) left.cause()), "it had joined the queue");
                        assertEquals(hop.frameId(), joined.frameId());
                        FrameOnLink previous = assertInstanceOf(FrameOnLink.class, t.get((int) joined.cause()), "the hop before");
                        assertEquals(hop.frameId(), previous.frameId());
                        assertEquals(hop.depart() >= previous.arrive(), true);
                    }
                }
                default -> {
                }
            }
        }
        long hopsOfFirstWrite = t.stream().filter(e -> e instanceof FrameOnLink h && h.frameId() == 1).count();
        assertTrue(hopsOfFirstWrite >= 3, "host, leaf, spine, leaf, host: the first frame crosses several links (" + hopsOfFirstWrite + ")");
    }

    @Test
    void aSendComesFromItsStepAndItsCompletionFromTheAcknowledgement() throws Exception {
        List<TraceEvent> t = run("rc-send-recv");
        PacketSent send = t.stream().filter(e -> e instanceof PacketSent p && p.packet().opcode() == Opcode.RC_SEND_ONLY).map(PacketSent.class::cast)
                .findFirst().orElseThrow();
        StepStarted step = assertInstanceOf(StepStarted.class, t.get((int) send.cause()));
        assertEquals("send (PostSend)", step.label(), "the requester ran because ibv_post_send posted");
        CompletionQueued done = t.stream().filter(e -> e instanceof CompletionQueued c && c.node().equals("host1")).map(CompletionQueued.class::cast)
                .findFirst().orElseThrow();
        PacketReceived ack = assertInstanceOf(PacketReceived.class, t.get((int) done.cause()));
        assertEquals(Opcode.RC_ACKNOWLEDGE, ack.packet().opcode(), "the client's completion follows the ACK that arrived");
    }

    @Test
    void everySegmentOfAMessageComesFromItsPostNotFromTheDropOfTheOneBefore() throws Exception {
        // the client's WRITE goes out as four segments in one run of the requester; its fault drops the second (PSN 1)
        List<TraceEvent> t = run("lost-packet-go-back-n");
        List<PacketSent> burst = t.stream().filter(e -> e instanceof PacketSent p && p.node().equals("host1") && !p.resent()).map(PacketSent.class::cast)
                .toList();
        assertEquals(List.of(0, 1, 2, 3), burst.stream().map(p -> p.packet().bth().psn()).toList());
        assertTrue(t.stream().anyMatch(e -> e instanceof PacketDropped d && d.frameId() == burst.get(1).frameId()), "the fault drops PSN 1");
        for (PacketSent p : burst) {
            StepStarted step = assertInstanceOf(StepStarted.class, t.get((int) p.cause()), "PSN " + p.packet().bth().psn());
            assertEquals("write (PostSend)", step.label(), "PSN " + p.packet().bth().psn() + " was sent because ibv_post_send posted the WRITE");
        }
    }
}
