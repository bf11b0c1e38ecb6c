package rdma.workbench.engine.stepping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.transport.CompleterState;
import rdma.workbench.engine.transport.RequesterState;
import rdma.workbench.engine.transport.ResponderState;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ExampleScenarios;

/** What an inspector sees of a paused session, and that editing the scenario meanwhile changes nothing in the run. */
class SnapshotTest {

    @Test
    void aSnapshotShowsEveryObjectAndWhereEachTransportStands() throws Exception {
        Session session = ScenarioLoader.load(ExampleScenarios.load("rc-send-recv"));
        TraceEvent send = session.runUntil(Conditions.packetSent(Opcode.RC_SEND_ONLY), Session.DEFAULT_LIMIT_NANOS);
        assertNotNull(send);
        SessionSnapshot s = session.snapshot();
        assertEquals(send.time(), s.time());

        QpSnapshot client = s.devices().get(0).qps().get(0);
        assertEquals("host1", client.host());
        assertEquals(QpType.RC, client.type());
        assertEquals(QpState.RTS, client.state());
        assertEquals(RequesterState.IDLE, client.requester(), "the SEND is on the wire");
        assertEquals(CompleterState.WAIT_ACK, client.completer());
        assertEquals(send.time() + (4096L << 14), client.ackTimerDeadline(), "timeout 14: 4.096 us * 2^14 from the send");
        assertEquals(List.of("wr_id 1 SEND WAITING_FOR_ACK psn 0..0"), client.outstandingWqes());
        assertEquals(1, client.nextSendPsn());
        assertEquals(0, client.oldestUnackedPsn());
        assertEquals(7, client.retriesLeft());
        assertEquals(-1, client.sequenceNakFor());

        QpSnapshot server = s.devices().get(1).qps().get(0);
        assertEquals(ResponderState.READY, server.responder());
        assertEquals(0, server.expectedPsn());
        assertEquals(1, server.recvQueued());
        assertEquals(Set.of(Access.LOCAL_WRITE), server.accessFlags());

        MrSnapshot outbox = s.devices().get(0).mrs().get(0);
        assertEquals("Hello, RDMA!", new String(Arrays.copyOf(outbox.bytes(), 12), StandardCharsets.UTF_8));
        assertEquals(List.of("PD 1 (2 users)"), s.devices().get(0).pds(), "the MR and the QP");
        assertEquals(List.of(), s.devices().get(1).cqs().get(0).entries());
        assertEquals(List.of(ProgramStatus.WAITING, ProgramStatus.READY), s.programs().stream().map(ProgramSnapshot::state).toList(),
                "the server waits in ibv_poll_cq; the client has posted and runs its next step 100 ns later");
        assertEquals("poll-send (PollCq)", s.programs().get(1).stepLabel());

        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        SessionSnapshot end = session.snapshot();
        assertEquals(CompleterState.IDLE, end.devices().get(0).qps().get(0).completer());
        assertEquals(-1, end.devices().get(0).qps().get(0).ackTimerDeadline(), "no timer once everything is acknowledged");
        assertEquals(1, end.devices().get(1).qps().get(0).msn());
        assertEquals(List.of(ProgramStatus.FINISHED, ProgramStatus.FINISHED), end.programs().stream().map(ProgramSnapshot::state).toList());
    }

    @Test
    void aQpsAccessFlagsAreListedInTheOrderOfTheirBits() throws Exception {
        // the model lists them in the order the user ticked them; inspectors show them as ibv_access_flags orders its bits
        Scenario model = ExampleScenarios.load("rc-send-recv");
        ModifyQp toInit = (ModifyQp) model.getPrograms().get(0).getSteps().stream().filter(st -> "to-init".equals(st.getName())).findFirst()
                .orElseThrow();
        toInit.getAccessFlags().clear();
        toInit.getAccessFlags().addAll(List.of(AccessFlag.REMOTE_READ, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE));
        Session session = ScenarioLoader.load(model);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        QpSnapshot server = session.snapshot().devices().get(1).qps().get(0);
        assertEquals(List.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE, Access.REMOTE_READ), List.copyOf(server.accessFlags()));
        assertEquals("[LOCAL_WRITE, REMOTE_WRITE, REMOTE_READ]", server.accessFlags().toString());
    }

    @Test
    void editingTheScenarioWhileARunIsPausedChangesNothingInTheRun() throws Exception {
        Scenario model = ExampleScenarios.load("rc-send-recv");
        Session session = ScenarioLoader.load(model);
        session.stepEvent();
        PostSend send = (PostSend) model.getPrograms().get(1).getSteps().stream().filter(st -> st instanceof PostSend).findFirst().orElseThrow();
        send.setWrId(99);
        send.getSges().get(0).setLength(1);
        model.getPrograms().get(0).getSteps().clear();
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems(), "the run goes on with the scenario as it was loaded");
        var completions = session.trace().events().stream().filter(e -> e instanceof CompletionQueued)
                .map(e -> ((CompletionQueued) e).wc()).toList();
        assertEquals(List.of(100L, 1L), completions.stream().map(wc -> wc.wrId()).toList());
        assertEquals(List.of(WcOpcode.RECV, WcOpcode.SEND), completions.stream().map(wc -> wc.opcode()).toList());
        assertEquals(12, completions.get(0).byteLen());
    }
}
