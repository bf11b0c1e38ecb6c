package rdma.workbench.debug.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Syndrome;

class ExplanationTest {

    private static final List<String> EXAMPLES = List.of("cq-overflow", "leaf-spine-write", "lost-packet-go-back-n", "object-lifetime", "qp-error-flush",
            "rc-atomics", "rc-rdma-write", "rc-read", "rc-send-recv", "rc-send-with-imm", "rc-write-10k", "rc-write-with-imm", "remote-access-error",
            "remote-access-wrong-pd", "retry-exhausted", "rnr-retry-exhausted", "rnr-retry-recovers", "uc-write", "ud-namespaces");

    private static List<TraceEvent> run(String name) throws Exception {
        ExampleProjects.get("explain-examples");
        Session s = ScenarioSource.read("/explain-examples/scenarios/" + name + ".rdmaflow").load(1L);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return s.trace().events();
    }

    @Test
    void everyEventOfEveryExampleIsExplainedWithTheRuleItFollows() throws Exception {
        Set<Class<?>> kinds = new HashSet<>();
        for (String name : EXAMPLES) {
            for (TraceEvent e : run(name)) {
                Explanation x = Explanation.of(e);
                assertFalse(x.text().isBlank(), name + " #" + e.seq());
                assertFalse(x.rule().isBlank(), name + " #" + e.seq());
                kinds.add(e.getClass());
            }
        }
        assertTrue(kinds.size() >= 12, "the examples reach most kinds of events: " + kinds);
    }

    @Test
    void theNakOfLostPacketSaysWhichPsnIsResentAndWhy() throws Exception {
        TraceEvent nak = run("lost-packet-go-back-n").stream()
                .filter(e -> e instanceof PacketSent p && p.packet().aeth() != null && p.packet().aeth().syndrome() == Syndrome.NAK_PSN_SEQUENCE_ERROR)
                .findFirst().orElseThrow();
        Explanation x = Explanation.of(nak);
        assertTrue(x.text().startsWith("PSN sequence error: the responder received a PSN ahead of 0x000001 (1), the one it expects next"), x.text());
        assertTrue(x.text().contains("goes back to PSN 0x000001 (1)") && x.text().contains("go-back-N"), x.text());
        assertEquals("IBTA 9.7.5.2.2 (sequence error NAK), 9.7.4.1.5; rxe check_psn", x.rule());
    }

    @Test
    void anRnrNakSaysHowLongTheRequesterWaitsAndWhatRnrRetryDoes() throws Exception {
        TraceEvent rnr = run("rnr-retry-recovers").stream()
                .filter(e -> e instanceof PacketSent p && p.packet().aeth() != null && Syndrome.isRnrNak(p.packet().aeth().syndrome())).findFirst()
                .orElseThrow();
        int code = Syndrome.code(((PacketSent) rnr).packet().aeth().syndrome());
        Explanation x = Explanation.of(rnr);
        assertTrue(x.text().contains("code " + code + " = " + Syndrome.rnrTimerText(code)), x.text());
        assertTrue(x.text().contains("rnr_retry") && x.text().contains("IBV_WC_RNR_RETRY_EXC_ERR"), x.text());
    }

    @Test
    void theLocalAckTimeoutSaysTheRetriesLeft() throws Exception {
        TimerFired t = (TimerFired) run("retry-exhausted").stream().filter(e -> e instanceof TimerFired f && f.timer() == TimerKind.LOCAL_ACK_TIMEOUT)
                .findFirst().orElseThrow();
        Explanation x = Explanation.of(t);
        assertTrue(x.text().contains(t.detail()) && x.text().contains("retries left"), x.text());
        assertTrue(x.rule().startsWith("IBTA 9.7.6.1.3"), x.rule());
    }

    @Test
    void theEndOfARepeatingFlowSaysWhatBecomesOfItsCopies() {
        Explanation x = Explanation.of(new TimerFired(new Stamp(4, 1_000_000, -1), "host1", -1, TimerKind.REPEAT_END, "write reached repeatUntil 1000.0 us"));
        assertEquals("A repeating PostSend reached the end of its flow: write reached repeatUntil 1000.0 us. It was waiting for room in the send queue; "
                + "it posts no more copies, and the ones already posted complete as the transport finishes them.", x.text());
        assertEquals("the scenario's PostSend step (repeatUntil)", x.rule());
    }

    @Test
    void aQueueSaysWhereItsSwitchStartsAndStopsMarkingWhenTheRunRecordedIt() {
        Explanation x = Explanation.of(new QueueDepth(new Stamp(0, 0, -1), "leaf1", 9, "leaf1/down2", 0, 210_000, 52, 100_000, 400_000, 0.1));
        assertTrue(x.text().endsWith(" The switch marks ECN-capable frames that find more than Kmin = 100000 bytes queued, with a probability rising to "
                + "10 % at Kmax = 400000 bytes, and every one above Kmax."), x.text());
        Explanation before = Explanation.of(new QueueDepth(new Stamp(0, 0, -1), "leaf1", 9, "leaf1/down2", 0, 210_000, 52, -1, -1));
        assertTrue(before.text().endsWith("the highest priority leaves first."), "a run saved without them says nothing of them: " + before.text());
    }

    @Test
    void everyDropReasonHasItsOwnRuleAndKeepsTheDetail() {
        Set<String> rules = new HashSet<>();
        for (DropReason r : EnumSet.allOf(DropReason.class)) {
            Explanation x = Explanation.of(new PacketDropped(new Stamp(0, 0, -1), "h", 1, 1, "somewhere", r, "the detail", null));
            assertTrue(x.text().startsWith("Dropped at somewhere: the detail. "), r + ": " + x.text());
            rules.add(x.rule());
        }
        assertEquals(DropReason.values().length, rules.size(), "each reason cites its own rule");
    }
}
