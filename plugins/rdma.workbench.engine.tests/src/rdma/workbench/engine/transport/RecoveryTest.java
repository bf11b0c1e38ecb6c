package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.fabric.FaultRule;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TransportNote;
import rdma.workbench.engine.verbs.Access;
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
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Opcode;

/** How RC recovers from corruption, duplicates and lost responses. */
class RecoveryTest {

    private final TwoHosts h = new TwoHosts();
    private final QueuePair qa = h.a.qp(QpType.RC);
    private final QueuePair qb = h.b.qp(QpType.RC);

    RecoveryTest() {
        Set<Access> all = EnumSet.of(Access.REMOTE_WRITE, Access.REMOTE_READ, Access.REMOTE_ATOMIC);
        h.connectBoth(qa, qb, 7, 7, all);
    }

    private static SendWr wr(long id, WrOpcode op, MemoryRegion local, int len, MemoryRegion remote, long compareAdd) {
        return new SendWr(id, op, sge(local, 0, len), Set.of(SendFlag.SIGNALED), null, remote == null ? 0 : remote.addr(),
                remote == null ? 0 : remote.rkey(), compareAdd, 0, null, 0, 0, 0);
    }

    private long count(Class<? extends TraceEvent> type, String text) {
        return h.count(type, text);
    }

    @Test
    void aCorruptedFrameIsDroppedByTheIcrcCheckAndSentAgainAfterTheTimeout() {
        MemoryRegion src = h.a.mr(64, "fragile");
        MemoryRegion dst = h.b.mr(64, null);
        h.b.ctx.postRecv(qb, new RecvWr(1, sge(dst, 0, 64)));
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.CORRUPT, Opcode.RC_SEND_ONLY, 0, 1, 0, "test"));
        h.a.ctx.postSend(qa, wr(2, WrOpcode.SEND, src, 7, null, 0));
        h.run();
        assertEquals(1, count(PacketDropped.class, "RC_SEND_ONLY psn=0 qpn=0x000011 len=7 AckReq: ICRC mismatch"));
        assertEquals(1, count(TimerFired.class, "local ack timeout: retransmitting from PSN 0"));
        assertEquals(List.of(new WorkCompletion(2, WcStatus.SUCCESS, WcOpcode.SEND, 7, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 5));
        assertEquals("fragile", h.b.read(dst, 0, 7));
        byte[] firstSent = h.a.rnic.port(1).end().capture().get(0).data();
        assertTrue(((Decoded.Frame) FrameCodec.decode(firstSent)).icrcValid(),
                "the sender's capture holds the frame as it was sent, not as the link damaged it");
    }

    @Test
    void aDuplicatedSendIsAcknowledgedAgainButReceivedOnce() {
        MemoryRegion src = h.a.mr(64, "once");
        MemoryRegion dst = h.b.mr(64, null);
        h.b.ctx.postRecv(qb, new RecvWr(1, sge(dst, 0, 64)));
        h.b.ctx.postRecv(qb, new RecvWr(2, sge(dst, 0, 64)));
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.DUPLICATE, Opcode.RC_SEND_ONLY, 0, 1, 0, "test"));
        h.a.ctx.postSend(qa, wr(3, WrOpcode.SEND, src, 4, null, 0));
        h.run();
        assertEquals(1, count(PacketDropped.class, "duplicate RC_SEND_ONLY PSN 0: acknowledged again, not executed"));
        assertEquals(List.of(new WorkCompletion(1, WcStatus.SUCCESS, WcOpcode.RECV, 4, null, qb.qpn(), 0, false)), h.b.ctx.pollCq(h.b.cq, 5));
        assertEquals(1, qb.recvQueue().size(), "the second receive is still posted");
    }

    @Test
    void aDuplicatedAtomicIsAnsweredFromTheReplayCacheNotExecutedTwice() {
        MemoryRegion counter = h.b.mr(8, null, Access.REMOTE_ATOMIC);
        MemoryRegion result = h.a.mr(8, null);
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.DUPLICATE, Opcode.RC_FETCH_ADD, 0, 1, 0, "test"));
        h.a.ctx.postSend(qa, wr(4, WrOpcode.ATOMIC_FETCH_AND_ADD, result, 8, counter, 1));
        h.run();
        assertEquals(1, h.b.device.memory().readLong(counter.addr()), "added once");
        assertEquals(1, count(TransportNote.class, "answered from the replay cache"));
        assertEquals(WcStatus.SUCCESS, h.a.ctx.pollCq(h.a.cq, 5).get(0).status());
    }

    @Test
    void aLostReadResponseIsAskedForAgainFromWhereItBroke() {
        String text = "0123456789".repeat(300);
        MemoryRegion remote = h.b.mr(3000, text, Access.REMOTE_READ);
        MemoryRegion local = h.a.mr(3000, null);
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_RDMA_READ_RESPONSE_MIDDLE, 0, 1, 0, "test"));
        h.a.ctx.postSend(qa, wr(5, WrOpcode.RDMA_READ, local, 3000, remote, 0));
        h.run();
        assertEquals(List.of(new WorkCompletion(5, WcStatus.SUCCESS, WcOpcode.RDMA_READ, 3000, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 5));
        assertEquals(text, h.a.read(local, 0, 3000));
        assertEquals(1, count(PacketDropped.class, "READ response PSN 2 but 1 was due"));
        assertEquals(1, count(PacketSent.class, "RC_RDMA_READ_REQUEST psn=1"), "the second request asks for the rest, from PSN 1");
        assertEquals(1, count(PacketSent.class, "dmalen=1976"), "3000 - 1024 bytes");
    }

    @Test
    void aDuplicatedReadIsAnsweredAgainAndTheExtraResponsesIgnored() {
        MemoryRegion remote = h.b.mr(100, "x".repeat(100), Access.REMOTE_READ);
        MemoryRegion local = h.a.mr(100, null);
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.DUPLICATE, Opcode.RC_RDMA_READ_REQUEST, 0, 1, 0, "test"));
        h.a.ctx.postSend(qa, wr(6, WrOpcode.RDMA_READ, local, 100, remote, 0));
        h.run();
        assertEquals(1, count(TransportNote.class, "duplicate READ PSN 0: answered again from the READ it repeats"));
        assertEquals(1, h.a.ctx.pollCq(h.a.cq, 5).size());
    }
}
