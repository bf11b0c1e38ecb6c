package rdma.workbench.model.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.TopologyFactory;

/** The device a program opens, the program a step is in, and what a QP's ModifyQp steps say: its port and its peer. */
class ProgramsTest {

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = ModelFixtures.program(scenario, "client");
    private final Program server = ModelFixtures.program(scenario, "server");

    @Test
    void aProgramOpensTheDeviceItNamesElseItsHostsFirst() {
        Host host1 = client.getHost();
        Rnic erdma = host1.getRnics().get(0);
        assertSame(erdma, Programs.device(client));
        RoceNic second = TopologyFactory.eINSTANCE.createRoceNic();
        second.setName("mlx5_0");
        host1.getRnics().add(second);
        assertSame(erdma, Programs.device(client), "the first device, not the last");
        client.setDevice(second);
        assertSame(second, Programs.device(client));
        Program nowhere = ScenarioFactory.eINSTANCE.createProgram();
        assertNull(Programs.device(nowhere), "no host");
        nowhere.setHost(TopologyFactory.eINSTANCE.createHost());
        assertNull(Programs.device(nowhere), "a host without devices");
    }

    @Test
    void theProgramOfAStepAndOfWhatTheStepHolds() {
        CreateQp qp = ModelFixtures.qp(client);
        assertSame(client, Programs.programOf(qp));
        assertSame(client, Programs.programOf(client));
        assertSame(server, Programs.programOf(ModelFixtures.step(server, "recv1", PostRecv.class).getSges().get(0)));
        assertNull(Programs.programOf(scenario));
        assertNull(Programs.programOf(null));
    }

    @Test
    void aQpsModificationsInProgramOrderAndWhatTheySay() {
        CreateQp qp = ModelFixtures.qp(client);
        assertEquals(List.of("init", "rtr", "rts"), Programs.modifications(qp).stream().map(ModifyQp::getName).toList());
        assertSame(ModelFixtures.qp(server), Programs.remoteQp(qp));
        assertEquals(1, Programs.portNumber(qp));
        Port p1 = client.getHost().getRnics().get(0).getPorts().get(0);
        p1.setPortNumber(1);
        assertSame(p1, Programs.port(qp));

        ModelFixtures.step(client, "init", ModifyQp.class).setPort(2);
        assertEquals(2, Programs.portNumber(qp));
        assertNull(Programs.port(qp), "erdma_0 has no port 2");
    }

    @Test
    void theModificationsFollowEveryEditOfTheProgram() {
        CreateQp qp = ModelFixtures.qp(client);
        ModifyQp init = ModelFixtures.step(client, "init", ModifyQp.class);
        ModifyQp rtr = ModelFixtures.step(client, "rtr", ModifyQp.class);
        assertEquals(List.of("init", "rtr", "rts"), names(Programs.modifications(qp)));
        ModifyQp again = ScenarioFactory.eINSTANCE.createModifyQp();
        again.setName("again");
        again.setQp(qp);
        client.getSteps().add(again);
        assertEquals(List.of("init", "rtr", "rts", "again"), names(Programs.modifications(qp)), "a step added");
        rtr.setQp(null);
        assertEquals(List.of("init", "rts", "again"), names(Programs.modifications(qp)), "a step pointed elsewhere");
        client.getSteps().move(0, again);
        assertEquals(List.of("again", "init", "rts"), names(Programs.modifications(qp)), "a step moved");
        client.getSteps().remove(init);
        assertEquals(List.of("again", "rts"), names(Programs.modifications(qp)), "a step removed");
        init.setQp(null);
        rtr.setQp(qp);
        assertEquals(List.of("again", "rtr", "rts"), names(Programs.modifications(qp)), "a step pointed back counts again, a removed one no more");
        assertEquals(1, client.eAdapters().stream().filter(QpModifications.class::isInstance).count(), "one index, not one per question");
        assertEquals(0, init.eAdapters().size(), "the removed step is no longer watched");
    }

    private static List<String> names(List<ModifyQp> steps) {
        return steps.stream().map(ModifyQp::getName).toList();
    }

    @Test
    void aQpOfNoProgramHasNoModificationsAndPort1() {
        CreateQp loose = ScenarioFactory.eINSTANCE.createCreateQp();
        assertEquals(List.of(), Programs.modifications(loose));
        assertEquals(1, Programs.portNumber(loose), "IBV_QP_PORT unset: port 1");
        assertNull(Programs.port(loose));
        assertNull(Programs.remoteQp(loose));
    }
}
