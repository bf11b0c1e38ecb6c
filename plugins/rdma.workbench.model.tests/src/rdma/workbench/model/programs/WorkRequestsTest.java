package rdma.workbench.model.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.model.ModelFixtures.cq;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.ModelFixtures.qp;
import static rdma.workbench.model.ModelFixtures.step;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;

/** Which work requests a PollCq reports: where a run's FAIL on the poll finds the step that caused it. */
class WorkRequestsTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");
    private final PostSend send = step(client, "send1", PostSend.class);
    private final PollCq pollc = step(client, "pollc", PollCq.class);

    private PostSend secondSend(long wrId) {
        PostSend s = S.createPostSend();
        s.setName("send2");
        s.setQp(qp(client));
        s.setWrId(wrId);
        client.getSteps().add(client.getSteps().indexOf(pollc), s);
        return s;
    }

    @Test
    void anExpectationWithoutWrIdReportsEveryRequestOnItsCq() {
        PostSend second = secondSend(2);
        assertEquals(List.of(send, second), WorkRequests.polledBy(pollc));
        assertEquals(List.of(step(server, "recv1", PostRecv.class)), WorkRequests.polledBy(step(server, "polls", PollCq.class)));
    }

    @Test
    void expectedWrIdsNarrowItToTheirRequests() {
        PostSend second = secondSend(2);
        pollc.getExpected().get(0).setWrId(2);
        assertEquals(List.of(second), WorkRequests.polledBy(pollc));
        pollc.getExpected().get(0).setWrId(1);
        assertEquals(List.of(send), WorkRequests.polledBy(pollc));
    }

    @Test
    void aRequestOnAQpOfAnotherCqIsNotReported() {
        CreateCq other = S.createCreateCq();
        other.setName("cq2");
        other.setCqe(4);
        client.getSteps().add(client.getSteps().indexOf(pollc), other);
        qp(client).setSendCq(other);
        assertEquals(List.of(), WorkRequests.polledBy(pollc));
        assertEquals(other, WorkRequests.cq(send));
    }

    @Test
    void aSharedReceiveIsReportedByTheCqOfAQpThatUsesTheSrq() {
        CreateSrq srq = S.createCreateSrq();
        srq.setName("srq");
        srq.setPd(qp(server).getPd());
        server.getSteps().add(server.getSteps().indexOf(qp(server)), srq);
        CreateQp q = qp(server);
        q.setSrq(srq);
        PostRecv recv = step(server, "recv1", PostRecv.class);
        recv.setQp(null);
        recv.setSrq(srq);
        PollCq polls = step(server, "polls", PollCq.class);
        assertEquals(List.of(recv), WorkRequests.polledBy(polls));
        assertEquals(null, WorkRequests.cq(recv));
        q.setRecvCq(S.createCreateCq());
        assertEquals(List.of(), WorkRequests.polledBy(polls));
        assertEquals(cq(server), polls.getCq());
    }

    @Test
    void aPollWithoutCqReportsNothing() {
        pollc.setCq(null);
        assertEquals(List.of(), WorkRequests.polledBy(pollc));
    }
}
