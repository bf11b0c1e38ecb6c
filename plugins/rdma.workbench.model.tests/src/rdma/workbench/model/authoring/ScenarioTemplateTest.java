package rdma.workbench.model.authoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static rdma.workbench.model.authoring.AuthoringFixtures.assertValidatesClean;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Topology;

class ScenarioTemplateTest {

    @Test
    void everyTemplateButUcValidatesCleanOnTheErdmaPair() throws Exception {
        for (ScenarioTemplate template : ScenarioTemplate.values()) {
            if (template == ScenarioTemplate.UC_WRITE) {
                continue;
            }
            for (int bytes : new int[] {1, 1024, 10000}) {
                if (template == ScenarioTemplate.UD_SEND_RECV && bytes > 1024) {
                    continue;
                }
                Topology t = AuthoringFixtures.topology("erdma-pair");
                Host client = t.getHosts().get(0);
                Host server = t.getHosts().get(1);
                assertNull(template.unavailableReason(client, server), template.name());
                Scenario s = template.create("t", t, new TemplateSettings(client, server, bytes, Mtu.MTU_1024));
                assertValidatesClean(s);
                assertEquals(List.of("host1", "host2"), s.getPrograms().stream().map(Program::getName).toList());
            }
        }
    }

    @Test
    void everyTemplateValidatesCleanOnTheRoceNicPair() throws Exception {
        for (ScenarioTemplate template : ScenarioTemplate.values()) {
            Topology t = AuthoringFixtures.topology("roce-pair");
            Host left = t.getHosts().get(0);
            Host right = t.getHosts().get(1);
            assertNull(template.unavailableReason(left, right), template.name());
            assertValidatesClean(template.create("t", t, new TemplateSettings(left, right, 1000, Mtu.MTU_1024)));
        }
    }

    @Test
    void theEmptyTemplateGivesEachHostAnEmptyProgram() throws Exception {
        Topology t = AuthoringFixtures.topology("leaf-spine");
        Scenario s = ScenarioTemplate.EMPTY.create("empty", t, new TemplateSettings(null, null, 0, null));
        assertEquals(t.getHosts().size(), s.getPrograms().size());
        for (int i = 0; i < t.getHosts().size(); i++) {
            assertEquals(t.getHosts().get(i), s.getPrograms().get(i).getHost());
            assertEquals(t.getHosts().get(i).getName(), s.getPrograms().get(i).getName());
            assertEquals(List.of(), s.getPrograms().get(i).getSteps());
        }
    }

    @Test
    void aFlowBetweenTwoOfManyHostsHasTheirTwoProgramsOnly() throws Exception {
        Topology t = AuthoringFixtures.topology("leaf-spine");
        Host client = t.getHosts().get(t.getHosts().size() - 1);
        Host server = t.getHosts().get(0);
        for (ScenarioTemplate template : List.of(ScenarioTemplate.RC_WRITE, ScenarioTemplate.UD_SEND_RECV)) {
            Scenario s = template.create("t", t, new TemplateSettings(client, server, 64, Mtu.MTU_1024));
            assertValidatesClean(s);
            assertEquals(List.of(server, client), s.getPrograms().stream().map(Program::getHost).toList(),
                    template + ": the server's and the client's programs, in the topology's order, and no empty one for the other hosts");
            for (Program p : s.getPrograms()) {
                assertEquals(p.getHost().getName(), p.getName());
                assertFalse(p.getSteps().isEmpty(), p.getName());
            }
        }
    }

    @Test
    void ucIsNotOfferedOnErdmaInRoceMode() throws Exception {
        Topology t = AuthoringFixtures.topology("erdma-pair");
        assertEquals("ERDMA device erdma_0 of host host1 is in RoCEv2 mode: ERDMA has no UC queue pairs there",
                ScenarioTemplate.UC_WRITE.unavailableReason(t.getHosts().get(0), t.getHosts().get(1)));
    }

    @Test
    void iwarpOffersRcOnly() throws Exception {
        Topology t = AuthoringFixtures.topology("erdma-pair");
        for (Host h : t.getHosts()) {
            ((ErdmaDevice) h.getRnics().get(0)).setProtocol(RdmaProtocol.IWARP);
        }
        Host a = t.getHosts().get(0);
        Host b = t.getHosts().get(1);
        assertNull(ScenarioTemplate.RC_WRITE.unavailableReason(a, b));
        assertEquals("ERDMA device erdma_0 of host host1 is in iWARP mode: iWARP only has RC queue pairs (RFC 5040)",
                ScenarioTemplate.UD_SEND_RECV.unavailableReason(a, b));
        assertEquals("ERDMA device erdma_0 of host host1 is in iWARP mode: iWARP only has RC queue pairs (RFC 5040)",
                ScenarioTemplate.UC_WRITE.unavailableReason(a, b));
    }

    @Test
    void hostsOnDifferentProtocolsCannotTalk() throws Exception {
        Topology t = AuthoringFixtures.topology("iwarp-vs-roce");
        assertEquals("ERDMA device erdma_0 of host alpha speaks iWARP and RoCE NIC mlx5_0 of host beta RoCEv2: iWARP and RoCEv2 peers cannot talk",
                ScenarioTemplate.RC_SEND_RECV.unavailableReason(t.getHosts().get(0), t.getHosts().get(1)));
    }

    @Test
    void aRoceNicWithoutUcSupportHasNoUcTemplate() throws Exception {
        Topology t = AuthoringFixtures.topology("roce-pair");
        t.getHosts().get(1).getRnics().get(0).getCapabilities().setUcSupported(false);
        assertEquals("RoCE NIC mlx5_0 of host right has no UC queue pairs (its capabilities do not include ucSupported)",
                ScenarioTemplate.UC_WRITE.unavailableReason(t.getHosts().get(0), t.getHosts().get(1)));
    }

    @Test
    void clientAndServerMustBeTwoHostsWithDevicesJoinedByACable() throws Exception {
        Topology t = AuthoringFixtures.topology("erdma-pair");
        Host a = t.getHosts().get(0);
        Host b = t.getHosts().get(1);
        assertEquals("Choose a client host and a server host", ScenarioTemplate.RC_WRITE.unavailableReason(a, null));
        assertEquals("The client and the server must be two different hosts: a template gives each host one program",
                ScenarioTemplate.RC_WRITE.unavailableReason(a, a));
        assertNull(ScenarioTemplate.EMPTY.unavailableReason(a, a));
        t.getLinks().clear();
        assertEquals("No cable or switch joins ERDMA device erdma_0 of host host1 and ERDMA device erdma_0 of host host2: their packets cannot reach each other",
                ScenarioTemplate.RC_WRITE.unavailableReason(a, b));
        b.getRnics().clear();
        assertEquals("Host host2 has no RDMA device", ScenarioTemplate.RC_WRITE.unavailableReason(a, b));
    }

    @Test
    void aPortWithoutRoceV2GidIsNamed() throws Exception {
        Topology t = AuthoringFixtures.topology("erdma-pair");
        t.getHosts().get(1).getRnics().get(0).getPorts().get(0).getGids().forEach(g -> g.setType(GidType.ROCE_V1));
        assertEquals("Port p1 of erdma_0 of host host2 has no RoCE v2 GID: a queue pair needs one to address its peer",
                ScenarioTemplate.RC_READ.unavailableReason(t.getHosts().get(0), t.getHosts().get(1)));
    }

    @Test
    void settingsProblemsAreExplainedAndRefused() throws Exception {
        Topology t = AuthoringFixtures.topology("erdma-pair");
        Host a = t.getHosts().get(0);
        Host b = t.getHosts().get(1);
        assertEquals(Mtu.MTU_1024, TemplateSettings.largestPathMtu(a, b));
        assertProblem("Path MTU 4096 is more than the ports of host1 and host2 carry (at most 1024): the path MTU must fit the ports at both ends",
                ScenarioTemplate.RC_WRITE, t, new TemplateSettings(a, b, 64, Mtu.MTU_4096));
        assertProblem("The message must be at least 1 byte (it is 0)", ScenarioTemplate.RC_SEND_RECV, t, new TemplateSettings(a, b, 0, Mtu.MTU_1024));
        assertProblem("The message may be at most 1048576 bytes (it is 1048577): the template writes all of it into the scenario, as the data sent and as the data checked",
                ScenarioTemplate.RC_READ, t, new TemplateSettings(a, b, 1048577, Mtu.MTU_1024));
        assertProblem("A UD message fits in one packet: at most the path MTU, 512 bytes (it is 513); UD does not segment",
                ScenarioTemplate.UD_SEND_RECV, t, new TemplateSettings(a, b, 513, Mtu.MTU_512));
        assertProblem("Choose a path MTU", ScenarioTemplate.RC_WRITE, t, new TemplateSettings(a, b, 64, null));
        assertProblem("ERDMA device erdma_0 of host host1 is in RoCEv2 mode: ERDMA has no UC queue pairs there", ScenarioTemplate.UC_WRITE, t,
                new TemplateSettings(a, b, 64, Mtu.MTU_1024));
        assertNull(ScenarioTemplate.RC_ATOMICS.settingsProblem(new TemplateSettings(a, b, 0, Mtu.MTU_1024)), "atomics ignore the message size");
    }

    @Test
    void labelsAndDescriptionsAreSet() {
        assertEquals("RC SEND / RECV (ibv_rc_pingpong)", ScenarioTemplate.RC_SEND_RECV.label());
        assertEquals("UD SEND / RECV (ibv_ud_pingpong)", ScenarioTemplate.UD_SEND_RECV.label());
        for (ScenarioTemplate template : ScenarioTemplate.values()) {
            assertEquals(true, template.description().endsWith("."), template.name());
        }
    }

    private static void assertProblem(String expected, ScenarioTemplate template, Topology t, TemplateSettings settings) {
        assertEquals(expected, template.settingsProblem(settings));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> template.create("t", t, settings));
        assertEquals(expected, e.getMessage());
    }
}
