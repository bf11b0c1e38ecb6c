package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.model.editing.StepTransfer;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.testing.ExampleScenarios;

/** Scenarios edited by moving and pasting steps (StepTransfer) still load and run as they expect. */
class TransferredStepsRunTest {

    private static Step step(Program p, String name) {
        return p.getSteps().stream().filter(s -> name.equals(s.getName())).findFirst().orElseThrow();
    }

    private static Session run(Scenario s) throws Exception {
        Session session = ScenarioLoader.load(s);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return session;
    }

    private static long drops(Session s) {
        return s.trace().events().stream().filter(PacketDropped.class::isInstance).count();
    }

    @Test
    void aWriteAndItsPollPastedAfterThemselvesRunTwiceAndPass() throws Exception {
        Scenario s = ExampleScenarios.load("lost-packet-go-back-n");
        Program client = s.getPrograms().get(1);
        List<Step> copied = List.of(step(client, "write"), step(client, "poll-write"));
        StepTransfer t = StepTransfer.copy(client, copied, client, client.getSteps().indexOf(step(client, "done-11")));
        assertEquals(List.of(), t.unresolved());
        t.apply();
        assertEquals(List.of("write", "poll-write", "write-2", "poll-write-2", "done-11"), client.getSteps().subList(9, 14).stream().map(Step::getName).toList());
        Session session = run(s);
        assertEquals(List.of(), session.problems(), "both writes complete as expected and the server's memory holds the data");
        assertEquals(drops(run(ExampleScenarios.load("lost-packet-go-back-n"))), drops(session),
                "the fault drops one packet of the first write (and the responder what follows it), the second write loses nothing");
    }

    @Test
    void theFaultMovedToTheServerArmsOnTheServersPortWhereNoWriteLeaves() throws Exception {
        Scenario s = ExampleScenarios.load("lost-packet-go-back-n");
        Program server = s.getPrograms().get(0);
        Program client = s.getPrograms().get(1);
        StepTransfer t = StepTransfer.move(List.of(step(client, "lose-one")), server, server.getSteps().indexOf(step(server, "ready-7")));
        assertEquals(List.of(), t.unresolved());
        t.apply();
        Session session = run(s);
        assertEquals(List.of(), session.problems());
        assertEquals(0, drops(session), "a Fault arms on its own program's port: the server's sends only ACKs");
    }
}
