package rdma.workbench.model.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.model.ModelFixtures.mr;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.ModelFixtures.step;
import static rdma.workbench.model.repair.FixAssert.assertFixRemovesOnly;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.validation.Rule;

/** The fixes of foreseen access refusals: each removes its one warning and changes what it says. */
class AccessRemediesTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");
    private final PostSend send = step(client, "send1", PostSend.class);

    private void write() {
        send.setOpcode(WrOpcode.RDMA_WRITE);
        send.setRemoteMr(mr(server));
    }

    private RegMr register(Program p, String name, AllocPd pd, int length, AccessFlag... access) {
        RegMr mr = S.createRegMr();
        mr.setName(name);
        mr.setPd(pd);
        mr.setLength(length);
        mr.getAccess().addAll(List.of(access));
        p.getSteps().add(p.getSteps().indexOf(mr(p)) + 1, mr);
        return mr;
    }

    @Test
    void missingRemoteFlagIsAddedWithTheLocalWriteItNeeds() {
        write();
        mr(server).getAccess().clear();
        step(server, "recv1", PostRecv.class).getSges().clear(); // it would want LOCAL_WRITE too
        Fix fix = assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Add REMOTE_WRITE to memory region mr");
        assertEquals("Adds REMOTE_WRITE and LOCAL_WRITE, which ibv_reg_mr requires with it, to the access flags of memory region mr", fix.description());
        assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), mr(server).getAccess());
    }

    @Test
    void aRegionThatAllowsTheRequestCanBeTargetedInstead() {
        write();
        mr(server).getAccess().remove(AccessFlag.REMOTE_WRITE);
        RegMr open = register(server, "open", step(server, "pd", AllocPd.class), 64, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE);
        assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Target memory region open");
        assertSame(open, send.getRemoteMr());
    }

    @Test
    void responderQueuePairIsGrantedTheRight() {
        send.setOpcode(WrOpcode.RDMA_READ);
        send.setRemoteMr(mr(server));
        assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Grant REMOTE_READ on QP qp");
        assertEquals(List.of(AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ), step(server, "init", ModifyQp.class).getAccessFlags());
    }

    @Test
    void requestBeyondTheRegionIsShortened() {
        write();
        send.setRemoteOffset(4094);
        assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Shorten to 2 bytes");
        assertEquals(2, send.getSges().get(0).getLength());
    }

    @Test
    void requestBeyondTheRegionMovesToOffsetZero() {
        write();
        send.setRemoteOffset(4094);
        assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Start at offset 0");
        assertEquals(0, send.getRemoteOffset());
    }

    @Test
    void regionGrowsAroundTheRequest() {
        write();
        send.setRemoteOffset(4094);
        assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Register 4099 bytes in memory region mr");
        assertEquals(4099, mr(server).getLength());
    }

    @Test
    void misalignedAtomicIsAlignedDown() {
        send.setOpcode(WrOpcode.ATOMIC_CMP_AND_SWP);
        send.setRemoteMr(mr(server));
        send.setRemoteOffset(13);
        send.getSges().get(0).setLength(8);
        mr(server).getAccess().add(AccessFlag.REMOTE_ATOMIC);
        step(server, "init", ModifyQp.class).getAccessFlags().add(AccessFlag.REMOTE_ATOMIC);
        assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Align the offset to 8");
        assertEquals(8, send.getRemoteOffset());
    }

    @Test
    void remoteRegionJoinsTheResponderProtectionDomain() {
        write();
        AllocPd other = S.createAllocPd();
        other.setName("other");
        server.getSteps().add(0, other);
        mr(server).setPd(other);
        step(server, "recv1", PostRecv.class).getSges().clear(); // its SGE would leave the QP's domain too
        assertFixRemovesOnly(scenario, Rule.REMOTE_ACCESS, "Register memory region mr in PD pd");
        assertSame(step(server, "pd", AllocPd.class), mr(server).getPd());
    }

    @Test
    void localRegionGetsLocalWrite() {
        send.setOpcode(WrOpcode.RDMA_READ);
        send.setRemoteMr(mr(server));
        step(server, "init", ModifyQp.class).getAccessFlags().add(AccessFlag.REMOTE_READ);
        mr(client).getAccess().retainAll(List.of(AccessFlag.REMOTE_READ));
        assertFixRemovesOnly(scenario, Rule.LOCAL_ACCESS, "Add LOCAL_WRITE to memory region mr");
        assertTrue(mr(client).getAccess().contains(AccessFlag.LOCAL_WRITE));
    }

    @Test
    void localRegionJoinsTheQueuePairProtectionDomain() {
        AllocPd pd2 = S.createAllocPd();
        pd2.setName("pd2");
        client.getSteps().add(0, pd2);
        RegMr elsewhere = register(client, "elsewhere", pd2, 64, AccessFlag.LOCAL_WRITE);
        send.getSges().get(0).setMr(elsewhere);
        assertFixRemovesOnly(scenario, Rule.LOCAL_ACCESS, "Register memory region elsewhere in PD pd");
        assertSame(step(client, "pd", AllocPd.class), elsewhere.getPd());
    }

    @Test
    void sgeBeyondItsRegionGrowsTheRegion() {
        send.getSges().get(0).setOffset(4090);
        send.getSges().get(0).setLength(10);
        assertFixRemovesOnly(scenario, Rule.SGE_BOUNDS, "Register 4100 bytes in memory region mr");
        assertEquals(4100, mr(client).getLength());
    }
}
