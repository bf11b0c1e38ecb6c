package rdma.workbench.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Conditions;
import rdma.workbench.engine.stepping.NextStep;
import rdma.workbench.engine.stepping.ProgramSnapshot;
import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.StepObject;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;

/** The stepping API on the RC SEND/RECV example: step over, run to a packet, look at QPs, CQs and memory. */
class SessionSteppingTest {

    private final Session session;
    private final String server;
    private final String client;

    SessionSteppingTest() throws Exception {
        Scenario s = ModelFiles.load(ModelFiles.newResourceSet(), Examples.uri("scenarios/rc-send-recv.rdmaflow"), Scenario.class);
        session = ScenarioLoader.load(s);
        server = session.programs().get(0).name();
        client = session.programs().get(1).name();
    }

    @Test
    void stepOverRunsOneScenarioStep() {
        assertTrue(session.stepOver(client, Session.DEFAULT_LIMIT_NANOS));
        assertEquals(1, session.pc(client));
        ProgramSnapshot c = session.program(client);
        assertEquals("pd", c.steps().get(0).name());
        StepObject.Pd pd = assertInstanceOf(StepObject.Pd.class, c.steps().get(0).object());
        assertEquals(new StepObject.Pd("PD 1", false), pd);
        assertTrue(session.stepOver(client, Session.DEFAULT_LIMIT_NANOS));
        assertEquals(2, session.pc(client));
    }

    @Test
    void runToThePacketThenLookAtQpsCompletionsAndMemory() {
        TraceEvent send = session.runUntil(Conditions.packetSent(Opcode.RC_SEND_ONLY), Session.DEFAULT_LIMIT_NANOS);
        assertNotNull(send);
        assertEquals("host1", send.node());
        assertEquals(900, send.time());
        List<QpSnapshot> qps = session.queuePairs();
        assertEquals(List.of("host1 erdma_0 0x11 RTS next 1 expected 0 msn 0 sq 1 rq 0", "host2 erdma_0 0x11 RTS next 0 expected 0 msn 0 sq 0 rq 1"),
                qps.stream().map(SessionSteppingTest::line).toList(), "in topology order");

        TraceEvent ack = session.runUntil(Conditions.packetSent(Opcode.RC_ACKNOWLEDGE), Session.DEFAULT_LIMIT_NANOS);
        assertEquals("host2", ack.node());
        byte[] inbox = session.memory(server, "inbox");
        assertEquals("Hello, RDMA!", new String(Arrays.copyOf(inbox, 12), StandardCharsets.UTF_8));
        var waiting = session.completions(server, "cq");
        assertEquals(1, waiting.size());
        assertEquals(WcOpcode.RECV, waiting.get(0).opcode());
        assertEquals(WcStatus.SUCCESS, waiting.get(0).status());
        assertEquals(1, session.queuePairs().get(1).msn(), "the server has completed one message");

        assertNull(session.runUntil(Conditions.nak(), Session.DEFAULT_LIMIT_NANOS), "no NAK in this scenario: the run ends");
        assertEquals(List.of(), session.problems());
    }

    private static String line(QpSnapshot q) {
        return q.host() + " " + q.device() + " 0x" + Integer.toHexString(q.qpn()) + " " + q.state() + " next " + q.nextSendPsn() + " expected "
                + q.expectedPsn() + " msn " + q.msn() + " sq " + q.sendQueued() + " rq " + q.recvQueued();
    }

    @Test
    void runToAStepStopsJustBeforeIt() {
        assertTrue(session.runToStep(client, "send", Session.DEFAULT_LIMIT_NANOS));
        ProgramSnapshot c = session.program(client);
        assertEquals("send", c.steps().get(c.pc()).name());
        assertEquals(new NextStep(client, c.stepId(), c.stepLabel()), session.nextStep(), "the client begins it with the next event");
        assertTrue(session.isNextFor(client));
        assertEquals(List.of(), session.trace().events().stream().filter(e -> e instanceof PacketSent).toList(),
                "nothing sent yet");
        assertTrue(session.stepOver(client, Session.DEFAULT_LIMIT_NANOS));
        assertEquals(1, session.queuePairs().get(0).sendQueued(), "ibv_post_send has returned: the request is queued");
        assertEquals(0, session.trace().events().stream().filter(e -> e instanceof PacketSent).count());
        assertTrue(session.stepEvent());
        assertEquals(1, session.trace().events().stream().filter(e -> e instanceof PacketSent).count(),
                "the requester is the next engine event: it puts the SEND on the wire");
        assertTrue(!session.runToStep(server, "no-such-step", Session.DEFAULT_LIMIT_NANOS));
    }

    @Test
    void pauseStopsARunAtTheNextEvent() {
        session.pause();
        assertNull(session.runUntil(e -> false, Session.DEFAULT_LIMIT_NANOS));
        assertTrue(session.position() <= 1);
        assertNotNull(session.runUntil(Conditions.packetSent(Opcode.RC_SEND_ONLY), Session.DEFAULT_LIMIT_NANOS), "and it goes on after");
    }
}
