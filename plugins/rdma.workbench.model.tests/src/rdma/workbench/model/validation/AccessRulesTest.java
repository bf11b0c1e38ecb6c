package rdma.workbench.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.model.ModelFixtures.mr;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.ModelFixtures.qp;
import static rdma.workbench.model.ModelFixtures.step;
import static rdma.workbench.model.validation.DiagnosticAssert.assertClean;
import static rdma.workbench.model.validation.DiagnosticAssert.assertOnly;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.WcStatus;
import rdma.workbench.model.scenario.WrOpcode;

/** The refusals of memory access that validation foresees, and the expectations that say a scenario teaches them. */
class AccessRulesTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");
    private final PostSend send = step(client, "send1", PostSend.class);

    private void write() {
        send.setOpcode(WrOpcode.RDMA_WRITE);
        send.setRemoteMr(mr(server));
    }

    private void expect(long wrId, WcStatus status) {
        ExpectedCompletion e = S.createExpectedCompletion();
        e.setWrId(wrId);
        e.setStatus(status);
        step(client, "pollc", PollCq.class).getExpected().add(e);
    }

    private RegMr otherPdMr(Program p, String pdName) {
        AllocPd pd = S.createAllocPd();
        pd.setName(pdName);
        RegMr mr = S.createRegMr();
        mr.setName("elsewhere");
        mr.setPd(pd);
        mr.setLength(64);
        mr.getAccess().addAll(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE));
        p.getSteps().addAll(1, List.of(pd, mr));
        return mr;
    }

    @Test
    void writeIntoARegionWithoutRemoteWriteWillFailWithRemoteAccessError() {
        write();
        mr(server).getAccess().remove(AccessFlag.REMOTE_WRITE);
        assertOnly(scenario, Rule.REMOTE_ACCESS, send, "PostSend send1 is an RDMA_WRITE of bytes 0..5 of memory region mr in program server,"
                + " but that region was registered without REMOTE_WRITE: the responder will NAK it (remote access error), the work request will"
                + " complete with REM_ACCESS_ERR and both QPs go to ERR. If the scenario teaches this failure, expect REM_ACCESS_ERR for wr_id 1"
                + " in a PollCq of program client");
        assertEquals(Diagnostic.WARNING, DiagnosticAssert.problems(scenario).get(0).getSeverity());
    }

    @Test
    void aScenarioThatExpectsTheFailureTeachesIt() {
        write();
        mr(server).getAccess().remove(AccessFlag.REMOTE_WRITE);
        expect(1, WcStatus.REM_ACCESS_ERR);
        assertClean(scenario);
    }

    @Test
    void anExpectationWithoutWrIdTeachesEveryWorkRequestOfItsCq() {
        write();
        mr(server).getAccess().remove(AccessFlag.REMOTE_WRITE);
        ExpectedCompletion e = S.createExpectedCompletion();
        e.setStatus(WcStatus.REM_ACCESS_ERR);
        step(client, "pollc", PollCq.class).getExpected().add(e);
        assertClean(scenario);
    }

    @Test
    void anExpectedFailureOfAnotherWorkRequestOrStatusTeachesNothing() {
        write();
        mr(server).getAccess().remove(AccessFlag.REMOTE_WRITE);
        expect(2, WcStatus.REM_ACCESS_ERR);
        expect(1, WcStatus.REM_INV_REQ_ERR);
        assertEquals(List.of(Rule.REMOTE_ACCESS), DiagnosticAssert.problems(scenario).stream().map(d -> Rule.ofCode(d.getCode())).toList());
    }

    @Test
    void readThatTheResponderQueuePairDoesNotAllowIsAnInvalidRequest() {
        send.setOpcode(WrOpcode.RDMA_READ);
        send.setRemoteMr(mr(server));
        assertOnly(scenario, Rule.REMOTE_ACCESS, send, "PostSend send1 is an RDMA_READ of bytes 0..5 of memory region mr in program server,"
                + " but no ModifyQp of QP qp there grants REMOTE_READ in its access flags: the responder will NAK it (invalid request), the work"
                + " request will complete with REM_INV_REQ_ERR and both QPs go to ERR. If the scenario teaches this failure, expect REM_INV_REQ_ERR"
                + " for wr_id 1 in a PollCq of program client");
    }

    @Test
    void writeBeyondTheRemoteRegion() {
        write();
        send.setRemoteOffset(4094);
        assertOnly(scenario, Rule.REMOTE_ACCESS, send, "PostSend send1 is an RDMA_WRITE of bytes 4094..4099 of memory region mr in program server,"
                + " but that region is 4096 bytes long: the responder will NAK it (remote access error), the work request will complete with"
                + " REM_ACCESS_ERR and both QPs go to ERR. If the scenario teaches this failure, expect REM_ACCESS_ERR for wr_id 1 in a PollCq of program client");
    }

    @Test
    void misalignedAtomic() {
        send.setOpcode(WrOpcode.ATOMIC_FETCH_AND_ADD);
        send.setRemoteMr(mr(server));
        send.setRemoteOffset(4);
        send.getSges().get(0).setLength(8);
        mr(server).getAccess().add(AccessFlag.REMOTE_ATOMIC);
        step(server, "init", ModifyQp.class).getAccessFlags().add(AccessFlag.REMOTE_ATOMIC);
        assertOnly(scenario, Rule.REMOTE_ACCESS, send, "PostSend send1 is an ATOMIC_FETCH_AND_ADD of bytes 4..12 of memory region mr in program server,"
                + " but offset 4 is not 8-byte aligned, as an atomic's remote address must be: the responder will NAK it (invalid request), the work"
                + " request will complete with REM_INV_REQ_ERR and both QPs go to ERR. If the scenario teaches this failure, expect REM_INV_REQ_ERR"
                + " for wr_id 1 in a PollCq of program client");
    }

    @Test
    void remoteRegionOfAnotherProtectionDomain() {
        write();
        send.setRemoteMr(otherPdMr(server, "other-pd"));
        assertOnly(scenario, Rule.REMOTE_ACCESS, send, "PostSend send1 is an RDMA_WRITE of bytes 0..5 of memory region elsewhere in program server,"
                + " but that region is in PD other-pd and QP qp in PD pd: the responder will NAK it (remote access error), the work request will"
                + " complete with REM_ACCESS_ERR and both QPs go to ERR. If the scenario teaches this failure, expect REM_ACCESS_ERR for wr_id 1"
                + " in a PollCq of program client");
    }

    @Test
    void readIntoALocalRegionWithoutLocalWrite() {
        send.setOpcode(WrOpcode.RDMA_READ);
        send.setRemoteMr(mr(server));
        step(server, "init", ModifyQp.class).getAccessFlags().add(AccessFlag.REMOTE_READ);
        mr(client).getAccess().retainAll(List.of(AccessFlag.REMOTE_READ));
        assertOnly(scenario, Rule.LOCAL_ACCESS, send, "An SGE of PostSend send1 uses memory region mr, which was registered without LOCAL_WRITE,"
                + " and the NIC writes into it (the RDMA_READ's response lands there): the lkey check fails and the work request will complete"
                + " with LOC_PROT_ERR. If the scenario teaches this failure, expect LOC_PROT_ERR for wr_id 1 in a PollCq");
    }

    @Test
    void localRegionOfAnotherProtectionDomain() {
        RegMr elsewhere = otherPdMr(client, "pd2");
        send.getSges().get(0).setMr(elsewhere);
        assertOnly(scenario, Rule.LOCAL_ACCESS, send, "An SGE of PostSend send1 uses memory region elsewhere, which is in PD pd2, but QP qp is in PD pd:"
                + " the lkey check fails and the work request will complete with LOC_PROT_ERR. If the scenario teaches this failure, expect"
                + " LOC_PROT_ERR for wr_id 1 in a PollCq");
    }

    @Test
    void receiveIntoARegionWithoutLocalWrite() {
        mr(server).getAccess().retainAll(List.of(AccessFlag.REMOTE_READ));
        PostRecv recv = step(server, "recv1", PostRecv.class);
        assertOnly(scenario, Rule.LOCAL_ACCESS, recv, "An SGE of PostRecv recv1 uses memory region mr, which was registered without LOCAL_WRITE,"
                + " and the NIC writes into it: ibv_post_recv accepts it, but the message that arrives completes this receive with LOC_QP_OP_ERR"
                + " and the sender's request with REM_OP_ERR, and both QPs go to ERR (rxe: malformed WQE). If the scenario teaches this failure,"
                + " expect LOC_QP_OP_ERR for wr_id 7 in a PollCq");
    }

    @Test
    void inlineDataIsNotCheckedAgainstItsRegion() {
        RegMr elsewhere = otherPdMr(client, "pd2");
        send.getSges().get(0).setMr(elsewhere);
        send.getSendFlags().add(SendFlag.INLINE);
        qp(client).setMaxInlineData(64);
        assertClean(scenario);
    }

    @Test
    void anSgeBeyondItsRegionIsTaughtByItsExpectedLocalProtectionError() {
        send.getSges().get(0).setOffset(4090);
        send.getSges().get(0).setLength(10);
        expect(1, WcStatus.LOC_PROT_ERR);
        assertClean(scenario);
    }
}
