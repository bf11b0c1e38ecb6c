package rdma.workbench.model.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WrOpcode;

/** Every reference a step makes, its own and its SGEs' and expectations', with the object that holds it. */
class StepReferencesTest {

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = ModelFixtures.program(scenario, "client");
    private final Program server = ModelFixtures.program(scenario, "server");

    private static List<String> visits(Step step) {
        List<String> out = new ArrayList<>();
        StepReferences.forEach(step, (holder, reference, target) -> out.add(ModelLabels.of(holder) + " ." + reference.getName() + " -> " + ModelLabels.of(target)));
        return out;
    }

    @Test
    void aWriteVisitsItsQpItsRemoteRegionAndItsSgesRegions() {
        PostSend send = ModelFixtures.step(client, "send1", PostSend.class);
        send.setOpcode(WrOpcode.RDMA_WRITE);
        send.setRemoteMr(ModelFixtures.mr(server));
        send.getSges().add(ModelFixtures.sge(ModelFixtures.mr(client), 8, 4));
        assertEquals(List.of("PostSend send1 .qp -> QP qp", "PostSend send1 .remoteMr -> memory region mr",
                "SGE 1 of PostSend send1 .mr -> memory region mr", "SGE 2 of PostSend send1 .mr -> memory region mr"), visits(send));
        assertTrue(StepReferences.refersTo(send, ModelFixtures.mr(server)));
        assertTrue(StepReferences.refersTo(send, ModelFixtures.mr(client)), "through an SGE");
        assertFalse(StepReferences.refersTo(send, ModelFixtures.cq(client)));
    }

    @Test
    void aPollVisitsItsCqAndWhatItsExpectationsName() {
        PollCq poll = ModelFixtures.step(server, "polls", PollCq.class);
        poll.getExpected().get(0).setSrcQp(ModelFixtures.qp(client));
        assertEquals(List.of("PollCq polls .cq -> CQ cq", "expected completion 1 of PollCq polls .srcQp -> QP qp"), visits(poll));
        assertTrue(StepReferences.refersTo(poll, ModelFixtures.qp(client)), "through an expectation");
        assertFalse(StepReferences.refersTo(poll, ModelFixtures.qp(server)));
    }

    @Test
    void aStepThatNamesNothingVisitsNothing() {
        assertEquals(List.of(), visits(ModelFixtures.step(client, "pd", AllocPd.class)));
    }
}
