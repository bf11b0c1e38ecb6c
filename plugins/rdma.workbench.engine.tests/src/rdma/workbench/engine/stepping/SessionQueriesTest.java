package rdma.workbench.engine.stepping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.testing.ExampleScenarios;

/**
 * What the debugger and the CLI ask a session, answered as values: the seed and the clock, the
 * step about to begin, each program's place and objects by its name, the fabric's addresses, the
 * captures — on the RC SEND/RECV example.
 */
class SessionQueriesTest {

    private final Session session;

    SessionQueriesTest() throws Exception {
        session = ScenarioLoader.load(ExampleScenarios.load("rc-send-recv"), 7);
    }

    @Test
    void theSeedAndTheClock() {
        assertEquals(7, session.seed());
        assertEquals(0, session.now());
        assertEquals(OptionalLong.empty(), session.nextEventTime(), "nothing is queued before the programs start");
        session.start();
        assertEquals(OptionalLong.of(0), session.nextEventTime());
        TraceEvent send = session.runUntil(Conditions.packetSent(Opcode.RC_SEND_ONLY), Session.DEFAULT_LIMIT_NANOS);
        assertEquals(send.time(), session.now());
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(OptionalLong.empty(), session.nextEventTime(), "the run is over");
    }

    @Test
    void theStepAboutToBeginWithTheNextEvent() {
        assertNull(session.nextStep(), "before the start no program is queued");
        session.start();
        ProgramSnapshot server = session.program("server");
        assertEquals(new NextStep("server", server.stepId(), "pd (AllocPd)"), session.nextStep());
        assertTrue(session.isNextFor("server"));
        assertFalse(session.isNextFor("client"));
        assertTrue(session.stepEvent());
        assertEquals(new NextStep("client", session.program("client").stepId(), "pd (AllocPd)"), session.nextStep());
        assertTrue(session.stepEvent());
        assertEquals(new NextStep("server", session.program("server").stepId(), "inbox (RegMr)"), session.nextStep(),
                "both ran their first step; the second begins a step's time later");
        assertEquals(OptionalLong.of(100), session.nextEventTime());
    }

    @Test
    void aProgramsPlaceByItsName() {
        session.runUntil(Conditions.packetSent(Opcode.RC_SEND_ONLY), Session.DEFAULT_LIMIT_NANOS);
        assertEquals(ProgramStatus.WAITING, session.status("server"));
        assertEquals(9, session.pc("server"), "in poll-recv");
        assertEquals(ProgramStatus.READY, session.status("client"));
        assertEquals(9, session.pc("client"), "at poll-send, 100 ns after the send");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> session.status("nobody"));
        assertEquals("the session has no program named nobody", e.getMessage());
        assertNull(session.program("nobody"));
    }

    @Test
    void aProgramAsAValueWithTheObjectsItsStepsCreated() {
        session.runUntil(Conditions.packetSent(Opcode.RC_SEND_ONLY), Session.DEFAULT_LIMIT_NANOS);
        ProgramSnapshot server = session.program("server");
        assertEquals("server", server.name());
        assertEquals("host2", server.host());
        assertEquals("erdma_0", server.device());
        assertEquals(ProgramStatus.WAITING, server.state());
        assertEquals("poll-recv (PollCq)", server.stepLabel());
        assertEquals("1 more completion on cq", server.waitingFor());
        assertEquals(List.of("pd", "inbox", "cq", "qp", "to-init", "to-rtr", "to-rts", "recv", "ready", "poll-recv", "check"),
                server.steps().stream().map(StepSnapshot::name).toList());
        assertEquals(server.stepId(), server.steps().get(9).id());
        MrSnapshot inbox = session.snapshot().devices().get(1).mrs().get(0);
        CqSnapshot cq = session.snapshot().devices().get(1).cqs().get(0);
        assertEquals(Arrays.asList(new StepObject.Pd("PD 1", false), new StepObject.Mr(String.format("MR lkey 0x%x", inbox.lkey()), false, inbox.lkey()),
                new StepObject.Cq("CQ " + cq.handle(), false, cq.handle()), new StepObject.Qp("QP 0x000011", false, 0x11), null, null, null, null, null,
                null, null), server.steps().stream().map(StepSnapshot::object).toList());
        assertEquals(List.of(server, session.program("client")), session.programs());
        assertEquals(session.programs(), session.snapshot().programs(), "the snapshot holds the same values");
    }

    @Test
    void theAddressesOfTheFabricsPortsWithTheirHosts() {
        assertEquals(List.of(new PortAddress("host1", "erdma_0", "fe80::aff:fe00:1"), new PortAddress("host1", "erdma_0", "192.168.10.1"),
                new PortAddress("host2", "erdma_0", "fe80::aff:fe00:2"), new PortAddress("host2", "erdma_0", "192.168.10.2")), session.addresses());
    }

    @Test
    void capturesAreWrittenOneFilePerPort(@TempDir Path dir) throws Exception {
        assertFalse(session.capturing());
        session.setCapturing(true);
        assertTrue(session.capturing());
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        List<WrittenCapture> written = session.writeCaptures(dir.resolve("pcaps"));
        assertEquals(List.of(new WrittenCapture(dir.resolve("pcaps/host1_erdma_0_p1.pcap"), 2), new WrittenCapture(dir.resolve("pcaps/host2_erdma_0_p1.pcap"), 2)),
                written, "the SEND and its ACK, seen where each left and where it arrived");
        for (WrittenCapture w : written) {
            assertEquals(w.frames(), Pcap.read(Files.readAllBytes(w.file())).size());
        }
        assertEquals(List.of(), session.problems());
    }
}
