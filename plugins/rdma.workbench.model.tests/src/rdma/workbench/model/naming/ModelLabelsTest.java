package rdma.workbench.model.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** The words messages use for model objects, one kind of object after the other. */
class ModelLabelsTest {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;

    private final Topology topology = ModelFixtures.twoHosts();
    private final Scenario scenario = ModelFixtures.rcSend(topology);
    private final Host host1 = topology.getHosts().get(0);

    @Test
    void topologyObjectsByKindAndName() {
        assertEquals("nothing", ModelLabels.of(null));
        assertEquals("topology pair", ModelLabels.of(topology));
        assertEquals("host host1", ModelLabels.of(host1));
        assertEquals("ERDMA device erdma_0", ModelLabels.of(host1.getRnics().get(0)));
        assertEquals("port p1 of erdma_0", ModelLabels.of(host1.getRnics().get(0).getPorts().get(0)));
        assertEquals("GID 0 of port p1 of erdma_0", ModelLabels.of(host1.getRnics().get(0).getPorts().get(0).getGids().get(0)));
        assertEquals("the capability set of ERDMA device erdma_0", ModelLabels.of(host1.getRnics().get(0).getCapabilities()));
        assertEquals("switch sw1", ModelLabels.of(topology.getSwitches().get(0)));
        assertEquals("port swp2 of switch sw1", ModelLabels.of(topology.getSwitches().get(0).getPorts().get(1)));
        assertEquals("link l1", ModelLabels.of(topology.getLinks().get(0)));
        RoceNic roce = T.createRoceNic();
        roce.setName("mlx5_0");
        assertEquals("RoCE NIC mlx5_0", ModelLabels.of(roce));
        assertEquals("RoCE NIC (unnamed)", ModelLabels.of(T.createRoceNic()));
    }

    @Test
    void namespacesCgroupsAndTheirLimits() {
        NetworkNamespace blue = T.createNetworkNamespace();
        blue.setName("blue");
        host1.getNamespaces().add(blue);
        RdmaCgroup group = T.createRdmaCgroup();
        group.setName("tenants");
        host1.getCgroups().add(group);
        CgroupLimit limit = T.createCgroupLimit();
        assertEquals("the rdma.max limit of no device", ModelLabels.of(limit));
        limit.setDevice(host1.getRnics().get(0));
        group.getLimits().add(limit);
        assertEquals("namespace blue", ModelLabels.of(blue));
        assertEquals("cgroup tenants", ModelLabels.of(group));
        assertEquals("the rdma.max limit of erdma_0 in cgroup tenants", ModelLabels.of(limit));
    }

    @Test
    void scenarioObjectsAndStepsByWhatTheyCreate() {
        Program client = ModelFixtures.program(scenario, "client");
        assertEquals("scenario RC send", ModelLabels.of(scenario));
        assertEquals("program client", ModelLabels.of(client));
        CreateQp qp = ModelFixtures.qp(client);
        assertEquals("QP qp", ModelLabels.of(qp));
        assertEquals("memory region mr", ModelLabels.of(ModelFixtures.mr(client)));
        assertEquals("ModifyQp init", ModelLabels.of(client.getSteps().get(4)), "a step that creates nothing: its class");
        PostSend send = ModelFixtures.step(client, "send1", PostSend.class);
        assertEquals("SGE 1 of PostSend send1", ModelLabels.of(send.getSges().get(0)));
        PollCq poll = ModelFixtures.step(client, "pollc", PollCq.class);
        assertEquals("expected completion 1 of PollCq pollc", ModelLabels.of(poll.getExpected().get(0)));
        assertEquals("SGE", ModelLabels.of(ScenarioFactory.eINSTANCE.createSge()), "an SGE of no step");
    }

    @Test
    void anUnnamedStepIsNamedByItsPlace() {
        Program client = ModelFixtures.program(scenario, "client");
        Sync sync = ScenarioFactory.eINSTANCE.createSync();
        client.getSteps().add(2, sync);
        assertEquals("(step 3 of program client)", ModelLabels.stepName(sync));
        assertEquals("Sync (step 3 of program client)", ModelLabels.of(sync));
        sync.setName("  ");
        assertEquals("(step 3 of program client)", ModelLabels.stepName(sync), "a blank name is no name");
        assertEquals("(unnamed)", ModelLabels.stepName(ScenarioFactory.eINSTANCE.createSync()));
        assertEquals("CQ", ModelLabels.stepKind(ModelFixtures.cq(client)));
    }

    @Test
    void capitalizeRaisesTheFirstLetterOnly() {
        assertEquals("Port p1 of erdma_0", ModelLabels.capitalize("port p1 of erdma_0"));
        assertEquals("QP qp", ModelLabels.capitalize("QP qp"));
        assertEquals("Memory region mr", ModelLabels.capitalize("memory region mr"));
        assertEquals("", ModelLabels.capitalize(""));
    }
}
