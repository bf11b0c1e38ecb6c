package rdma.workbench.debug.ui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.CaptureImport;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.ExampleRuns;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.testing.ExampleScenarios;

/**
 * What the packet views share about a frame of lost-packet-go-back-n: the tooltip's facts and
 * explanation, and the point a frame or an event makes when one view tells the others of it.
 */
class FrameTipTest {

    private static RunRecord run;

    @BeforeAll
    static void run() throws Exception {
        run = ExampleRuns.toEnd("lost-packet-go-back-n");
    }

    @Test
    void aFramesFactsAreItsRouteItsTimesAndWhereItDied() {
        assertEquals("""
                RDMA_WRITE_MIDDLE PSN 1
                frame #2: host1 QP 0x000011 \u2192 host2 QP 0x000011, 1082 bytes
                sent 0.900 \u00b5s
                \u2716 dropped at cable, 0.900 \u00b5s: fault DROP armed by program client""", FrameTip.facts(run.frame(2)), "lost before the wire");
        assertEquals("""
                RDMA_WRITE_MIDDLE PSN 2
                frame #3: host1 QP 0x000011 \u2192 host2 QP 0x000011, 1082 bytes
                sent 0.900 \u00b5s, on the wire 1.259 \u00b5s, arrived 2.113 \u00b5s
                  cable: host1/erdma_0/p1 \u2192 host2/erdma_0/p1, 1.259 \u00b5s \u2013 2.113 \u00b5s
                \u2716 dropped at host2 QP 0x000011, 2.113 \u00b5s: PSN 2 is ahead of the expected 1: a packet was lost""", FrameTip.facts(run.frame(3)),
                "queued behind the first, then refused for its PSN");
        assertEquals("""
                RDMA_WRITE_MIDDLE PSN 1  (resent)
                frame #6: host1 QP 0x000011 \u2192 host2 QP 0x000011, 1082 bytes
                sent 2.641 \u00b5s, arrived 3.495 \u00b5s
                  cable: host1/erdma_0/p1 \u2192 host2/erdma_0/p1, 2.641 \u00b5s \u2013 3.495 \u00b5s""", FrameTip.facts(run.frame(6)), "go-back-N sends PSN 1 again");
    }

    /** A capture of one port saw each frame once: that moment is neither when the frame was sent nor when it arrived. */
    @Test
    void aFrameOfAOnePortCaptureClaimsNoSendingOrArrival() throws Exception {
        Session s = ScenarioLoader.load(ExampleScenarios.load("rc-send-recv"));
        s.setCapturing(true);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        Path dir = Files.createTempDirectory("one-port");
        Path host1 = s.writeCaptures(dir).stream().map(w -> w.file()).filter(p -> p.getFileName().toString().startsWith("host1")).findFirst()
                .orElseThrow();
        RunRecord capture = CaptureImport.read("host1", List.of(new CaptureImport.CaptureFile("host1", Files.readAllBytes(host1))));
        String facts = FrameTip.facts(capture.frame(1));
        assertTrue(facts.contains(" at one point: when it was sent and arrived is unknown"), facts);
        assertFalse(facts.contains("arrived 0"), facts);
    }

    @Test
    void theTipAddsWhyTheFrameWasSentWrappedForATooltip() {
        assertEquals("""
                NAK PSN sequence error PSN 1 MSN 0
                frame #5: host2 QP 0x000011 \u2192 host1 QP 0x000011, 62 bytes
                sent 2.113 \u00b5s, arrived 2.641 \u00b5s
                cable: host2/erdma_0/p1 \u2192 host1/erdma_0/p1, 2.113 \u00b5s \u2013 2.641 \u00b5s

                PSN sequence error: the responder received a PSN ahead of
                0x000001 (1), the one it expects next, so a packet was lost (or
                overtaken). It sends this one NAK with the expected PSN and
                drops what follows until that PSN arrives. The requester goes
                back to PSN 0x000001 (1) and sends every packet from there again
                (go-back-N), counting one of its retry_cnt retries.
                [IBTA 9.7.5.2.2 (sequence error NAK), 9.7.4.1.5; rxe check_psn]""", FrameTip.of(run, run.frame(5)));
        assertEquals("the scenario's Fault step", FrameTip.why(run, run.frame(2)).rule(), "a dropped frame: why it died");
        assertEquals("IBTA 9.7.5.1.4, 9.7.5.2.2; rxe check_psn", FrameTip.why(run, run.frame(4)).rule());
    }

    @Test
    void aPointOfAFrameIsItsSendAndAPointOfAnEventItsFrame() {
        WireFrame nak = run.frame(5);
        RunPoint p = RunPoint.ofFrame(run, nak);
        assertEquals(75, p.event().seq(), "the NAK's send");
        assertEquals(nak, p.frame());
        TraceEvent onLink = run.events().get(76);
        assertEquals(nak, RunPoint.ofEvent(run, onLink).frame(), "the NAK on the cable");
        TraceEvent received = run.events().get(79);
        assertEquals(nak, RunPoint.ofEvent(run, received).frame(), "and received");
        TraceEvent verb = run.events().get(59);
        assertEquals("ibv_post_send write: wr_id 9 RDMA_WRITE 4096 bytes -> OK", verb.summary());
        assertNull(RunPoint.ofEvent(run, verb).frame(), "a verb is no frame's");
        assertEquals(verb, RunPoint.ofEvent(run, verb).event());
        PacketSent resent = (PacketSent) run.events().get(81);
        assertEquals(run.frame(6), RunPoint.ofEvent(run, resent).frame());
    }
}
