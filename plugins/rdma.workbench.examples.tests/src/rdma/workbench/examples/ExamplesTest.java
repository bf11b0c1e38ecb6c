package rdma.workbench.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.network.Reachability;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.model.validation.Rule;

class ExamplesTest {

    private static EObject load(String path) throws Exception {
        return ModelFiles.load(ModelFiles.newResourceSet(), Examples.uri(path), EObject.class);
    }

    private static List<Diagnostic> problems(EObject root) {
        return ModelValidation.validate(root).getChildren().stream().filter(d -> d.getSeverity() >= Diagnostic.WARNING).toList();
    }

    @Test
    void everyExampleIsListedWithItsTitleAndTeachingText() throws Exception {
        List<Example> all = Examples.all();
        assertEquals(List.of(
                "topologies/erdma-pair.rdmatopo",
                "topologies/iwarp-vs-roce.rdmatopo",
                "topologies/leaf-spine-dcqcn.rdmatopo",
                "topologies/leaf-spine-hpcc.rdmatopo",
                "topologies/leaf-spine-no-cnp.rdmatopo",
                "topologies/leaf-spine.rdmatopo",
                "topologies/pfc-pause-spreading.rdmatopo",
                "topologies/roce-pair.rdmatopo",
                "topologies/ud-namespaces.rdmatopo",
                "scenarios/cq-overflow.rdmaflow",
                "scenarios/incast-dcqcn.rdmaflow",
                "scenarios/incast-hpcc.rdmaflow",
                "scenarios/incast-no-cnp.rdmaflow",
                "scenarios/leaf-spine-write.rdmaflow",
                "scenarios/lost-packet-go-back-n.rdmaflow",
                "scenarios/object-lifetime.rdmaflow",
                "scenarios/pfc-pause-spreading.rdmaflow",
                "scenarios/qp-error-flush.rdmaflow",
                "scenarios/rc-atomics.rdmaflow",
                "scenarios/rc-rdma-write.rdmaflow",
                "scenarios/rc-read.rdmaflow",
                "scenarios/rc-send-recv.rdmaflow",
                "scenarios/rc-send-with-imm.rdmaflow",
                "scenarios/rc-write-10k.rdmaflow",
                "scenarios/rc-write-with-imm.rdmaflow",
                "scenarios/remote-access-error.rdmaflow",
                "scenarios/remote-access-wrong-pd.rdmaflow",
                "scenarios/retry-exhausted.rdmaflow",
                "scenarios/rnr-retry-exhausted.rdmaflow",
                "scenarios/rnr-retry-recovers.rdmaflow",
                "scenarios/uc-write.rdmaflow",
                "scenarios/ud-namespaces.rdmaflow"), all.stream().map(Example::path).toList());
        for (Example e : all) {
            assertFalse(e.description() == null || e.description().isBlank(), e.path() + " explains itself");
        }
        assertEquals("Scenario: RC SEND and RECV between two ERDMA hosts", all.stream().filter(e -> e.path().endsWith("rc-send-recv.rdmaflow")).findFirst().orElseThrow().title());
    }

    @Test
    void everyExampleButTheMistakeValidatesClean() throws Exception {
        for (Example e : Examples.all()) {
            if (!e.path().contains("iwarp-vs-roce")) {
                assertEquals(List.of(), problems(load(e.path())).stream().map(Diagnostic::getMessage).toList(), e.path());
            }
        }
    }

    @Test
    void iwarpFacingRoceIsFlagged() throws Exception {
        Topology t = (Topology) load("topologies/iwarp-vs-roce.rdmatopo");
        List<Diagnostic> problems = problems(t);
        assertEquals(1, problems.size());
        Diagnostic d = problems.get(0);
        assertEquals(Rule.PROTOCOL_MISMATCH, Rule.ofCode(d.getCode()));
        assertEquals("ERDMA device erdma_0 on host alpha is in iWARP mode but is connected to RoCEv2 RoCE NIC mlx5_0 on host beta: "
                + "iWARP and RoCEv2 peers cannot talk", d.getMessage());
        assertSame(t.getHosts().get(0).getRnics().get(0), d.getData().get(0));
    }

    @Test
    void leafSpineJoinsFourRoceHostsThroughThreeSwitches() throws Exception {
        Topology t = (Topology) load("topologies/leaf-spine.rdmatopo");
        assertEquals(4, t.getHosts().size());
        assertEquals(3, t.getSwitches().size());
        Reachability reach = new Reachability(t);
        Rnic first = t.getHosts().get(0).getRnics().get(0);
        assertEquals(3, reach.peersOf(first).size(), "h1 reaches h2 through its leaf and h3, h4 through the spine");
        for (var h : t.getHosts()) {
            assertEquals(RdmaProtocol.ROCEV2, ((ErdmaDevice) h.getRnics().get(0)).getProtocol());
        }
    }

    @Test
    void erdmaPairScenariosRunOnTwoRoceHosts() throws Exception {
        for (String path : List.of("scenarios/rc-send-recv.rdmaflow", "scenarios/rc-rdma-write.rdmaflow")) {
            Scenario s = (Scenario) load(path);
            assertEquals("erdma-pair", s.getTopology().getName());
            assertEquals(2, s.getPrograms().size());
        }
    }

    @Test
    void udExampleSendsBetweenTwoNamespacesWithAnAddressHandle() throws Exception {
        Scenario s = (Scenario) load("scenarios/ud-namespaces.rdmaflow");
        Program receiver = s.getPrograms().get(0);
        Program sender = s.getPrograms().get(1);
        assertEquals("tenant-b", receiver.getNamespace().getName());
        assertEquals("tenant-a", sender.getNamespace().getName());
        CreateAh ah = sender.getSteps().stream().filter(CreateAh.class::isInstance).map(CreateAh.class::cast).findFirst().orElseThrow();
        assertSame(receiver.getNamespace(), ah.getDestGid().getNamespace());
        assertTrue(ah.getDestGid().getAddress().startsWith("::ffff:"));
    }
}
