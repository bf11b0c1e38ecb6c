package rdma.workbench.model.editing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.validation.ModelValidation;

/** Steps moved and copied between the programs of lost-packet-go-back-n, and between two copies of it. */
class StepTransferTest {

    private static final Path EXAMPLE = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"),
            "scenarios", "lost-packet-go-back-n.rdmaflow");

    private Scenario scenario;
    private Program server;
    private Program client;

    static Scenario load() throws ModelLoadException {
        return ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(EXAMPLE.toAbsolutePath().normalize().toString()), Scenario.class);
    }

    @BeforeEach
    void setUp() throws ModelLoadException {
        scenario = load();
        server = scenario.getPrograms().get(0);
        client = scenario.getPrograms().get(1);
    }

    private static Step step(Program p, String name) {
        return p.getSteps().stream().filter(s -> name.equals(s.getName())).findFirst().orElseThrow(() -> new AssertionError(p.getName() + " has no " + name));
    }

    private static List<String> names(Program p) {
        return p.getSteps().stream().map(Step::getName).toList();
    }

    private static List<String> problems(Scenario s) {
        return ModelValidation.validate(s).getChildren().stream().filter(d -> d.getSeverity() >= Diagnostic.WARNING).map(Diagnostic::getMessage).toList();
    }

    private static List<String> messages(StepTransfer t) {
        return t.unresolved().stream().map(UnresolvedReference::message).toList();
    }

    @Test
    void theExampleValidatesCleanBeforeAnyTransfer() {
        assertEquals(List.of(), problems(scenario));
    }

    @Test
    void aPollMovedToThePeerPollsThePeersCqOfTheSameName() {
        PollCq poll = (PollCq) step(client, "poll-write");
        StepTransfer t = StepTransfer.move(List.of(poll), server, 9);
        assertEquals(List.of(), t.unresolved());
        assertEquals(Map.of(), t.renamed());
        assertEquals(List.of(poll), t.apply());
        assertEquals(List.of("pd", "target", "cq", "qp", "to-init", "to-rtr", "to-rts", "ready-7", "done-8", "poll-write", "check"), names(server));
        assertEquals(List.of("pd", "source", "cq", "qp", "to-init", "to-rtr", "to-rts", "lose-one", "ready-8", "write", "done-11"), names(client));
        assertSame(step(server, "cq"), poll.getCq());
        assertEquals(List.of(), problems(scenario));
    }

    @Test
    void aReferenceWithoutCounterpartIsReportedBeforeAndLeftEmptyAfter() {
        CheckMemory check = (CheckMemory) step(server, "check");
        StepTransfer t = StepTransfer.move(List.of(check), client, client.getSteps().size());
        assertEquals(List.of("client/check.mr: no RegMr named 'target' in program 'client'; left empty"), messages(t));
        assertEquals("client/check.mr", t.unresolved().get(0).place());
        assertSame(step(server, "target"), check.getMr(), "nothing changes before apply");
        t.apply();
        assertNull(check.getMr());
        assertEquals("check", client.getSteps().get(client.getSteps().size() - 1).getName());
    }

    @Test
    void aQpMovedToAProgramWithOneOfThatNameIsRenamedAndItsOldUsersReported() {
        CreateQp qp = (CreateQp) step(server, "qp");
        ModifyQp peerRtr = (ModifyQp) step(client, "to-rtr");
        StepTransfer t = StepTransfer.move(List.of(qp), client, 4);
        assertEquals(Map.of("qp", "qp-2"), t.renamed());
        assertEquals(List.of("server/to-init.qp still refers to 'qp', which moves to program 'client'",
                "server/to-rtr.qp still refers to 'qp', which moves to program 'client'",
                "server/to-rts.qp still refers to 'qp', which moves to program 'client'"), messages(t));
        t.apply();
        assertEquals(List.of("pd", "source", "cq", "qp", "qp-2", "to-init", "to-rtr", "to-rts", "lose-one", "ready-8", "write", "poll-write", "done-11"),
                names(client));
        assertSame(step(client, "pd"), qp.getPd());
        assertSame(step(client, "cq"), qp.getSendCq());
        assertSame(step(client, "cq"), qp.getRecvCq());
        assertSame(qp, peerRtr.getDestQp(), "the peer's reference follows the moved QP");
        assertSame(qp, ((ModifyQp) step(server, "to-init")).getQp());
    }

    @Test
    void stepsMovedTogetherKeepTheirReferencesToEachOther() {
        PostSend write = (PostSend) step(client, "write");
        PollCq poll = (PollCq) step(client, "poll-write");
        StepTransfer t = StepTransfer.move(List.of(write, poll), server, 0);
        assertEquals(List.of("server/write.remoteMr: 'target' belongs to program 'server', where the step goes, and its new peer, "
                + "program 'client', has no RegMr named 'target'; left empty",
                "server/write.sges[0].mr: no RegMr named 'source' in program 'server'; left empty"), messages(t));
        t.apply();
        assertEquals(List.of("write", "poll-write", "pd"), names(server).subList(0, 3));
        assertSame(step(server, "qp"), write.getQp());
        assertNull(write.getRemoteMr(), "the server's own MR is no remote MR for the server's WRITE");
        assertNull(write.getSges().get(0).getMr());
        assertSame(step(server, "cq"), poll.getCq());
    }

    @Test
    void aPeerReferenceOfAStepMovedToThePeerTurnsToTheProgramItLeft() {
        Step serverCq = step(server, "cq");
        PostSend write = (PostSend) step(client, "write");
        // the server gets a buffer named like the client's source, so the moved WRITE finds a remote MR at the client
        RegMr clientTarget = EcoreUtil.copy((RegMr) step(server, "target"));
        client.getSteps().add(2, clientTarget);
        StepTransfer t = StepTransfer.move(List.of(write), server, server.getSteps().indexOf(serverCq) + 1);
        t.apply();
        assertSame(clientTarget, write.getRemoteMr(), "the WRITE now writes into the client, its new peer");
    }

    @Test
    void aMoveWithinItsProgramChangesOnlyTheOrder() {
        Step fault = step(client, "lose-one");
        StepTransfer t = StepTransfer.move(List.of(fault), client, 0);
        assertEquals(List.of(), t.unresolved());
        t.apply();
        assertEquals(List.of("lose-one", "pd", "source", "cq", "qp", "to-init", "to-rtr", "to-rts", "ready-8", "write", "poll-write", "done-11"), names(client));
        StepTransfer.move(List.of(fault), client, 9).apply();
        assertEquals(List.of("pd", "source", "cq", "qp", "to-init", "to-rtr", "to-rts", "ready-8", "lose-one", "write", "poll-write", "done-11"), names(client));
    }

    @Test
    void stepsOfTwoProgramsCannotMoveAsOne() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StepTransfer.move(List.of(step(client, "write"), step(server, "check")), client, 0));
        assertEquals("the steps to move must all belong to one program; 'check' does not", e.getMessage());
    }

    @Test
    void aCopyWithinItsProgramGetsAFreeNameAndTheSameReferences() {
        PollCq poll = (PollCq) step(client, "poll-write");
        StepTransfer t = StepTransfer.copy(client, List.of(poll), client, 11);
        assertEquals(List.of(), t.unresolved());
        assertEquals(Map.of("poll-write", "poll-write-2"), t.renamed());
        PollCq copy = (PollCq) t.apply().get(0);
        assertNotSame(poll, copy);
        assertEquals(List.of("write", "poll-write", "poll-write-2", "done-11"), names(client).subList(9, 13));
        assertSame(poll.getCq(), copy.getCq());
        assertEquals(1, copy.getExpected().size());
        assertEquals(9L, copy.getExpected().get(0).getWrId());
        assertEquals(List.of(), problems(scenario));
    }

    @Test
    void aCopyIntoAnotherScenarioRefersToThatScenariosProgramsAndTopology() throws ModelLoadException {
        Scenario other = load();
        Program otherClient = other.getPrograms().get(1);
        Program otherServer = other.getPrograms().get(0);
        otherClient.getSteps().removeIf(s -> List.of("to-rtr", "write").contains(s.getName()));
        ModifyQp rtr = (ModifyQp) step(client, "to-rtr");
        PostSend write = (PostSend) step(client, "write");
        StepTransfer t = StepTransfer.copy(client, List.of(rtr, write), otherClient, 5);
        assertEquals(List.of(), t.unresolved());
        List<Step> pasted = t.apply();
        ModifyQp rtrCopy = (ModifyQp) pasted.get(0);
        PostSend writeCopy = (PostSend) pasted.get(1);
        assertSame(step(otherClient, "qp"), rtrCopy.getQp());
        assertSame(step(otherServer, "qp"), rtrCopy.getDestQp());
        assertSame(other.getTopology().eResource(), rtrCopy.getDestGid().eResource());
        assertNotSame(rtr.getDestGid(), rtrCopy.getDestGid());
        assertSame(step(otherServer, "target"), writeCopy.getRemoteMr());
        assertSame(step(otherClient, "source"), writeCopy.getSges().get(0).getMr());
        assertEquals(List.of("pd", "source", "cq", "qp", "to-init", "to-rtr", "write", "to-rts"), names(otherClient).subList(0, 8));
        assertEquals(List.of(), problems(other));
    }

    @Test
    void aCopyIntoAScenarioWithoutTheNamedPeerReportsIt() throws ModelLoadException {
        Scenario other = load();
        other.getPrograms().get(0).setName("responder");
        Program otherClient = other.getPrograms().get(1);
        StepTransfer t = StepTransfer.copy(client, List.of(step(client, "write")), otherClient, 0);
        assertEquals(List.of("client/write-2.remoteMr: no program named 'server'; left empty"), messages(t));
        PostSend copy = (PostSend) t.apply().get(0);
        assertNull(copy.getRemoteMr());
        assertSame(step(otherClient, "qp"), copy.getQp());
    }
}
