package rdma.workbench.model.choices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.model.ModelFixtures.mr;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.ModelFixtures.qp;
import static rdma.workbench.model.ModelFixtures.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.model.topology.TopologyPackage;

class ReferenceChoicesTest {

    private static final ScenarioPackage S = ScenarioPackage.eINSTANCE;

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");

    private static Program program(Scenario s, String name) {
        return ModelFixtures.program(s, name);
    }

    /** What EMF.Edit offers: "none" and every object of the reference's type in the scenario and its topology. */
    private List<Object> everything(EReference r) {
        List<Object> all = new ArrayList<>();
        all.add(null);
        for (EObject root : List.of(scenario, scenario.getTopology())) {
            EcoreUtil.<EObject>getAllContents(List.of(root)).forEachRemaining(o -> {
                if (r.getEReferenceType().isInstance(o)) {
                    all.add(o);
                }
            });
        }
        return all;
    }

    private List<Choice> choices(EObject owner, EReference r) {
        return ReferenceChoices.of(owner, r, everything(r));
    }

    private static List<Object> values(List<Choice> choices) {
        return choices.stream().map(Choice::value).toList();
    }

    @Test
    void remoteMemoryRegionIsThePeersWithTheRightForTheOpcode() {
        PostSend send = step(client, "send1", PostSend.class);
        send.setOpcode(WrOpcode.RDMA_WRITE);
        List<Choice> c = choices(send, S.getPostSend_RemoteMr());
        assertEquals(List.of("none", "memory region of program server on host2, step 2, 4096 bytes, LOCAL_WRITE | REMOTE_WRITE | REMOTE_READ"),
                c.stream().map(Choice::description).toList());
        assertEquals(mr(server), c.get(1).value());

        mr(server).getAccess().remove(AccessFlag.REMOTE_WRITE);
        assertEquals(Arrays.asList((Object) null), values(choices(send, S.getPostSend_RemoteMr())));
        send.setOpcode(WrOpcode.RDMA_READ);
        assertEquals(Arrays.asList(null, mr(server)), values(choices(send, S.getPostSend_RemoteMr())));
        send.setOpcode(WrOpcode.ATOMIC_FETCH_AND_ADD);
        assertEquals(Arrays.asList((Object) null), values(choices(send, S.getPostSend_RemoteMr())));
    }

    @Test
    void destinationQpIsAPeersQpOfTheSameTransport() {
        ModifyQp rtr = step(client, "rtr", ModifyQp.class);
        List<Choice> c = choices(rtr, S.getModifyQp_DestQp());
        assertEquals(Arrays.asList(null, qp(server)), values(c));
        assertEquals("RC QP of program server on host2, step 4", c.get(1).description());
        qp(server).setQpType(QpType.UC);
        assertEquals(Arrays.asList((Object) null), values(choices(rtr, S.getModifyQp_DestQp())));
    }

    @Test
    void destinationGidIsOnThePortOfTheDestinationQp() {
        ModifyQp rtr = step(client, "rtr", ModifyQp.class);
        List<Choice> c = choices(rtr, S.getModifyQp_DestGid());
        var serverPort = server.getHost().getRnics().get(0).getPorts().get(0);
        assertEquals(serverPort.getGids(), values(c).subList(1, c.size()));
        assertEquals(serverPort.getGids().get(0).getAddress() + ", " + serverPort.getGids().get(0).getType().getLiteral() + ", port "
                + serverPort.getName() + " of " + server.getHost().getRnics().get(0).getName() + " on host2", c.get(1).description());
    }

    @Test
    void ownHandlesCreatedEarlierOnly() {
        CreateQp qp = qp(client);
        List<Choice> pds = choices(qp, S.getCreateQp_Pd());
        assertEquals(Arrays.asList(null, step(client, "pd", AllocPd.class)), values(pds));
        assertEquals("protection domain of this program (client), step 1", pds.get(1).description());
        // a handle exists only once the step that creates it has run; another program's handles are not this one's
        client.getSteps().move(0, mr(client));
        assertEquals(Arrays.asList((Object) null), values(choices(mr(client), S.getRegMr_Pd())));
        assertEquals(Arrays.asList(null, ModelFixtures.cq(server)),
                values(choices(step(server, "polls", PollCq.class), S.getPollCq_Cq())));
    }

    @Test
    void anAsyncEventsObjectIsOfTheKindTheEventConcerns() {
        var f = ScenarioFactory.eINSTANCE;
        var srq = f.createCreateSrq();
        srq.setName("srq");
        client.getSteps().add(srq);
        var wait = f.createWaitAsyncEvent();
        wait.setName("wait");
        wait.setEvent(AsyncEventType.SRQ_LIMIT_REACHED);
        client.getSteps().add(wait);
        assertEquals(Arrays.asList(null, srq), values(choices(wait, S.getWaitAsyncEvent_Object())));
        wait.setEvent(AsyncEventType.CQ_ERR);
        assertEquals(Arrays.asList(null, ModelFixtures.cq(client)), values(choices(wait, S.getWaitAsyncEvent_Object())));
        wait.setEvent(AsyncEventType.PORT_ERR);
        assertEquals(Arrays.asList((Object) null), values(choices(wait, S.getWaitAsyncEvent_Object())));
    }

    @Test
    void sgeMemoryRegionIsOfTheStepsProgram() {
        PostSend send = step(client, "send1", PostSend.class);
        assertEquals(Arrays.asList(null, mr(client)), values(choices(send.getSges().get(0), S.getSge_Mr())));
    }

    @Test
    void aCableEndIsAPortNoOtherCableUses() {
        Topology t = scenario.getTopology();
        Link l = TopologyFactory.eINSTANCE.createLink();
        l.setName("l3");
        t.getLinks().add(l);
        var freePort = TopologyFactory.eINSTANCE.createSwitchPort();
        freePort.setName("swp3");
        t.getSwitches().get(0).getPorts().add(freePort);
        l.setTarget(freePort);
        List<Object> legal = values(ReferenceChoices.of(l, TopologyPackage.eINSTANCE.getLink_Source(), everythingIn(t)));
        assertEquals(Arrays.asList((Object) null), legal);
        l.setTarget(null);
        assertEquals(Arrays.asList(null, freePort), values(ReferenceChoices.of(l, TopologyPackage.eINSTANCE.getLink_Source(), everythingIn(t))));
    }

    private static List<Object> everythingIn(Topology t) {
        List<Object> all = new ArrayList<>();
        all.add(null);
        EcoreUtil.<EObject>getAllContents(List.of(t)).forEachRemaining(o -> {
            if (o instanceof Endpoint) {
                all.add(o);
            }
        });
        return all;
    }
}
