package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.fabric.FaultRule;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;

/** The requester's RNR wait meets acknowledgements that arrive late, twice, or while it waits. */
class RnrWaitTest {

    /**
     * The SEND leaves before the receive is posted (at 98 us); the responder's RNR NAKs are
     * duplicated and delayed by 200 us, so a stale RNR NAK starts a wait just before the real ACK
     * arrives. The ACK completes the request in the middle of that wait. (The engine used to move
     * its place in the send queue to -1 here and throw IndexOutOfBoundsException when the RNR
     * timer expired.)
     */
    @Test
    void anAcknowledgementArrivingDuringAnRnrWaitCompletesTheRequestOnce() {
        TwoHosts h = new TwoHosts();
        QueuePair qa = h.a.qp(QpType.RC);
        QueuePair qb = h.b.qp(QpType.RC);
        h.connectBoth(qa, qb, 7, 7, Set.of());
        MemoryRegion src = h.a.mr(4096, "late but not lost!!");
        MemoryRegion dst = h.b.mr(4096, null);
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DUPLICATE, Opcode.RC_ACKNOWLEDGE, 2, 3, 0, "test"));
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DELAY, Opcode.RC_ACKNOWLEDGE, 4, 2, 200_000, "test"));
        h.a.ctx.postSend(qa, new SendWr(0, WrOpcode.SEND, sge(src, 0, 19), Set.of(SendFlag.SIGNALED), null, 0, 0, 0, 0, null, 0, 0, 0));
        h.sim.schedule(98_000, "late post_recv", null, () -> h.b.ctx.postRecv(qb, new RecvWr(200, sge(dst, 0, 4096))));
        h.run();

        assertEquals(List.of(new WorkCompletion(0, WcStatus.SUCCESS, WcOpcode.SEND, 19, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 5));
        assertEquals(List.of(new WorkCompletion(200, WcStatus.SUCCESS, WcOpcode.RECV, 19, null, qb.qpn(), 0, false)), h.b.ctx.pollCq(h.b.cq, 5));
        assertEquals("late but not lost!!", h.b.read(dst, 0, 19));
        List<PacketReceived> atA = h.events(PacketReceived.class).stream().filter(e -> e.node().equals("hostA")).toList();
        PacketReceived last = atA.get(atA.size() - 1);
        PacketReceived beforeLast = atA.get(atA.size() - 2);
        assertTrue(Syndrome.isRnrNak(beforeLast.packet().aeth().syndrome()) && Syndrome.isAck(last.packet().aeth().syndrome()),
                "a stale RNR NAK, then the ACK: " + atA);
        assertTrue(h.events(TimerFired.class).get(h.events(TimerFired.class).size() - 1).time() > last.time(),
                "the RNR timer of that wait expires after the request completed, and finds nothing to send");
        assertEquals(RequesterState.IDLE, h.a.rnic.transport(qa.qpn()).requesterState());
    }
}
