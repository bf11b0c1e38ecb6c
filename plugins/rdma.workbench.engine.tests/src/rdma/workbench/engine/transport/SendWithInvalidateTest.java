package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.TransportNote;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.ProtectionDomain;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * SEND with invalidate invalidates the region it names only when the region is in the receiving
 * QP's PD (rdmavt rvt_invalidate_rkey); otherwise the message is received but its receive WQE
 * completes with REM_INV_REQ_ERR and the QP goes to ERR (rxe RESPST_ERR_INVALIDATE_RKEY, class J).
 */
class SendWithInvalidateTest {

    private final TwoHosts h = new TwoHosts();
    private final QueuePair qa = h.a.qp(QpType.RC);
    private final QueuePair qb = h.b.qp(QpType.RC);
    private MemoryRegion src;

    @BeforeEach
    void connectedWithAReceiveWqe() {
        h.connectBoth(qa, qb, 7, 7, EnumSet.noneOf(Access.class));
        src = h.a.mr(64, "done with it");
        TwoHosts.check(h.b.ctx.postRecv(qb, new RecvWr(70, sge(h.b.mr(64, null), 0, 64))));
    }

    private void sendInvalidating(int rkey) {
        TwoHosts.check(h.a.ctx.postSend(qa, new SendWr(1, WrOpcode.SEND_WITH_INV, sge(src, 0, 12), Set.of(SendFlag.SIGNALED), null, 0, 0, 0, 0,
                null, 0, 0, rkey)));
        h.run();
    }

    @Test
    void aRegionOfTheQpsPdIsInvalidated() {
        MemoryRegion lent = h.b.mr(64, null, Access.REMOTE_WRITE);
        sendInvalidating(lent.rkey());
        assertFalse(lent.isValid());
        assertEquals(List.of(new WorkCompletion(70, WcStatus.SUCCESS, WcOpcode.RECV, 12, null, qb.qpn(), 0, false)), h.b.ctx.pollCq(h.b.cq, 4));
        assertEquals(QpState.RTS, qb.state());
    }

    @Test
    void aRegionOfAnotherPdStaysValidAndTheReceiveFails() {
        ProtectionDomain other = h.b.ctx.allocPd().value();
        MemoryRegion foreign = h.b.ctx.regMr(other, 64, EnumSet.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE), null).value();
        sendInvalidating(foreign.rkey());
        assertTrue(foreign.isValid());
        assertEquals(List.of(new WorkCompletion(70, WcStatus.REM_INV_REQ_ERR, WcOpcode.RECV, 0, null, qb.qpn(), 0, false)),
                h.b.ctx.pollCq(h.b.cq, 4));
        assertEquals(QpState.ERR, qb.state());
        assertEquals(List.of(String.format("responder: SEND with invalidate refused: the memory region of rkey 0x%x belongs to another PD",
                foreign.rkey())), h.events(TransportNote.class).stream().filter(TransportNote::error).map(TransportNote::text).toList());
        assertEquals(List.of(new WorkCompletion(1, WcStatus.SUCCESS, WcOpcode.SEND, 12, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 4),
                "rxe acknowledges the message it received before the QP goes to ERR");
    }

    @Test
    void anRkeyOfNoRegionFailsTheReceive() {
        sendInvalidating(0x7777);
        assertEquals(List.of(new WorkCompletion(70, WcStatus.REM_INV_REQ_ERR, WcOpcode.RECV, 0, null, qb.qpn(), 0, false)),
                h.b.ctx.pollCq(h.b.cq, 4));
        assertEquals(QpState.ERR, qb.state());
    }
}
