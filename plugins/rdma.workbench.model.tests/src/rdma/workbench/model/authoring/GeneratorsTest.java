package rdma.workbench.model.authoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static rdma.workbench.model.authoring.AuthoringFixtures.assertValidatesClean;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.topology.Topology;

class GeneratorsTest {

    @Test
    void connectOnTwoEmptyProgramsBuildsIbvRcPingpongsSetup() throws Exception {
        Scenario s = empty("erdma-pair");
        Program a = s.getPrograms().get(0);
        Program b = s.getPrograms().get(1);
        NewConnection c = ConnectionGenerator.connectRc(a, b);
        List<String> side = List.of("pd", "cq", "qp", "to-init", "connect", "to-rtr", "to-rts");
        assertEquals(side, names(a));
        assertEquals(side, names(b));
        assertEquals(14, c.created().size());
        assertEquals(new HashSet<>(c.created()), union(a, b));
        assertSame(c.connection().a(), a.getSteps().get(2));
        assertSame(c.connection().b(), b.getSteps().get(2));
        ModifyQp rtr = (ModifyQp) a.getSteps().get(5);
        assertEquals(QpState.RTR, rtr.getTargetState());
        assertSame(c.connection().b(), rtr.getDestQp());
        assertEquals("::ffff:192.168.10.2", rtr.getDestGid().getAddress());
        assertEquals(1, rtr.getSgidIndex(), "the IPv4-mapped RoCE v2 GID, index 1 of erdma-pair");
        assertEquals(Mtu.MTU_1024, rtr.getPathMtu(), "the largest both ports carry");
        assertEquals(List.of(c.connection()), QpConnection.in(s));
        assertValidatesClean(s);
    }

    @Test
    void everyExchangeOnAConnectionValidatesCleanAndGrantsOnlyWhatItNeeds() throws Exception {
        Scenario s = empty("erdma-pair");
        Program a = s.getPrograms().get(0);
        Program b = s.getPrograms().get(1);
        QpConnection c = ConnectionGenerator.connectRc(a, b).connection();
        ModifyQp bInit = (ModifyQp) b.getSteps().get(3);
        assertEquals(List.of(AccessFlag.LOCAL_WRITE), bInit.getAccessFlags());
        List<Step> write = ExchangeGenerator.addWrite(c, a, 100);
        assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), bInit.getAccessFlags());
        RegMr target = (RegMr) write.stream().filter(st -> st.getName().equals("write-target")).findFirst().orElseThrow();
        assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), target.getAccess());
        assertSame(b, target.eContainer());
        ExchangeGenerator.addRead(c, a, 100);
        ExchangeGenerator.addAtomic(c, a, AtomicOperation.FETCH_AND_ADD);
        ExchangeGenerator.addSendRecv(c, b, 100);
        ExchangeGenerator.addWrite(c, b, 5);
        assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ, AccessFlag.REMOTE_ATOMIC), bInit.getAccessFlags());
        assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), ((ModifyQp) a.getSteps().get(3)).getAccessFlags());
        assertUniqueNames(s);
        assertValidatesClean(s);
    }

    @Test
    void generatorsOnProgramsWithStepsTakeFreshNames() throws Exception {
        Scenario s = AuthoringFixtures.example("rc-send-recv");
        Program server = s.getPrograms().get(0);
        Program client = s.getPrograms().get(1);
        assertEquals(1, QpConnection.in(s).size(), "the example's own connection");
        NewConnection second = ConnectionGenerator.connectRc(client, server);
        assertEquals(List.of("pd-2", "cq-2", "qp-2", "to-init-2", "connect", "to-rtr-2", "to-rts-2"),
                second.created().stream().filter(st -> st.eContainer() == client).map(Step::getName).toList());
        NewConnection third = ConnectionGenerator.connectRc(client, server);
        assertEquals(List.of("pd-3", "cq-3", "qp-3", "to-init-3", "connect-2", "to-rtr-3", "to-rts-3"),
                third.created().stream().filter(st -> st.eContainer() == client).map(Step::getName).toList());
        assertEquals(List.of("connect-2", "connect-2"), third.created().stream().filter(Sync.class::isInstance).map(st -> ((Sync) st).getBarrier()).toList());
        List<Step> send = ExchangeGenerator.addSendRecv(QpConnection.in(s).get(0), client, 12);
        assertEquals(List.of("inbox-2", "recv-2", "recv-posted", "poll-recv-2", "check-recv"),
                send.stream().filter(st -> st.eContainer() == server).map(Step::getName).toList());
        assertEquals(List.of("outbox-2", "recv-posted", "send-2", "poll-send-2"),
                send.stream().filter(st -> st.eContainer() == client).map(Step::getName).toList());
        ExchangeGenerator.addWrite(second.connection(), client, 2000);
        ExchangeGenerator.addWrite(third.connection(), server, 2000);
        assertEquals(3, QpConnection.in(s).size());
        assertUniqueNames(s);
        assertValidatesClean(s);
    }

    @Test
    void udConnectionsSendDatagramsThroughAddressHandles() throws Exception {
        Scenario s = empty("erdma-pair");
        Program a = s.getPrograms().get(0);
        Program b = s.getPrograms().get(1);
        QpConnection c = ConnectionGenerator.connectUd(a, b).connection();
        assertEquals(List.of("pd", "cq", "qp", "to-init", "to-rtr", "to-rts", "ah-to-host2", "connect"), names(a));
        ExchangeGenerator.addSendRecv(c, a, 1024);
        ExchangeGenerator.addSendRecv(c, b, 1);
        assertEquals("A UD message fits in one packet: at most 1024 bytes here, the RoCE MTU of the ports (it is 1025); UD does not segment",
                ExchangeGenerator.problem(ExchangeKind.SEND_RECV, c, a, 1025));
        assertEquals("An RDMA WRITE needs a connection: UD queue pairs only carry SEND (ibv_post_send(3))",
                ExchangeGenerator.problem(ExchangeKind.RDMA_WRITE, c, a, 10));
        assertValidatesClean(s);
    }

    @Test
    void whatCannotBeGeneratedIsExplained() throws Exception {
        Scenario s = empty("roce-pair");
        Program a = s.getPrograms().get(0);
        Program b = s.getPrograms().get(1);
        IllegalArgumentException same = assertThrows(IllegalArgumentException.class, () -> ConnectionGenerator.connectRc(a, a));
        assertEquals("Choose two different programs: a queue pair connects to a queue pair of another program", same.getMessage());
        QpConnection uc = ConnectionGenerator.connectUc(a, b, Mtu.MTU_1024).connection();
        assertEquals("An RDMA READ needs an RC connection: UC queue pairs only carry SEND and RDMA WRITE (ibv_post_send(3))",
                ExchangeGenerator.problem(ExchangeKind.RDMA_READ, uc, a, 10));
        IllegalArgumentException atomic = assertThrows(IllegalArgumentException.class,
                () -> ExchangeGenerator.addAtomic(uc, a, AtomicOperation.COMPARE_AND_SWAP));
        assertEquals("An atomic needs an RC connection: UC queue pairs only carry SEND and RDMA WRITE (ibv_post_send(3))", atomic.getMessage());
        assertEquals("There is no connection yet: connect an RC QP pair first", ExchangeGenerator.problem(ExchangeKind.RDMA_WRITE, null, a, 10));
        assertEquals("The message must be at least 1 byte (it is 0)", ExchangeGenerator.problem(ExchangeKind.RDMA_WRITE, uc, a, 0));
        assertNull(ExchangeGenerator.problem(ExchangeKind.ATOMIC, ConnectionGenerator.connectRc(a, b).connection(), b, 0));
        IllegalArgumentException mtu = assertThrows(IllegalArgumentException.class, () -> ConnectionGenerator.connectRc(a, b, Mtu.MTU_4096));
        assertEquals("Path MTU 4096 is more than the ports of program left and program right carry (at most 1024): the path MTU must fit the ports at both ends",
                mtu.getMessage());
        assertEquals("UC: left/qp to right/qp", uc.label());
    }

    private static Scenario empty(String topology) throws Exception {
        Topology t = AuthoringFixtures.topology(topology);
        return ScenarioTemplate.EMPTY.create("generated", t, new TemplateSettings(null, null, 0, null));
    }

    private static List<String> names(Program p) {
        return p.getSteps().stream().map(Step::getName).toList();
    }

    private static Set<Step> union(Program a, Program b) {
        Set<Step> all = new HashSet<>(a.getSteps());
        all.addAll(b.getSteps());
        return all;
    }

    private static void assertUniqueNames(Scenario s) {
        for (Program p : s.getPrograms()) {
            assertEquals(p.getSteps().size(), new HashSet<>(names(p)).size(), () -> "names of " + p.getName() + ": " + names(p));
        }
    }
}
