package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.engine.transport.TwoHosts.connect;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.fabric.FaultRule;
import rdma.workbench.engine.trace.AsyncEventRaised;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AsyncEventType;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpCaps;
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
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Opcode;

class RcTransportTest {

    private final TwoHosts h = new TwoHosts();
    private final QueuePair qa = h.a.qp(QpType.RC);
    private final QueuePair qb = h.b.qp(QpType.RC);
    private static final Set<Access> ALL = EnumSet.of(Access.REMOTE_WRITE, Access.REMOTE_READ, Access.REMOTE_ATOMIC);

    private void connectBoth(int rnrRetry, int retryCnt) {
        h.connectBoth(qa, qb, rnrRetry, retryCnt, ALL);
    }

    private static SendWr wr(long id, WrOpcode op, MemoryRegion local, int off, int len, MemoryRegion remote, long remoteOff) {
        return new SendWr(id, op, sge(local, off, len), Set.of(SendFlag.SIGNALED), op == WrOpcode.SEND_WITH_IMM
                || op == WrOpcode.RDMA_WRITE_WITH_IMM ? 0x1234 : null, remote == null ? 0 : remote.addr() + remoteOff,
                remote == null ? 0 : remote.rkey(), 0, 0, null, 0, 0, 0);
    }

    private static WorkCompletion wc(long id, WcStatus s, WcOpcode op, int len, Integer imm, int qpn) {
        return new WorkCompletion(id, s, op, len, imm, qpn, 0, false);
    }

    private List<Opcode> opcodesSentBy(String host) {
        return h.events(PacketSent.class).stream().filter(e -> e.node().equals(host))
                .map(e -> ((Decoded.Frame) FrameCodec.decode(e.frame())).frame().packet().opcode()).toList();
    }

    @Test
    void sendRecvCompletesOnBothSides() {
        connectBoth(7, 7);
        MemoryRegion src = h.a.mr(64, "Hello, RDMA!");
        MemoryRegion dst = h.b.mr(64, null);
        h.b.ctx.postRecv(qb, new RecvWr(100, sge(dst, 0, 64)));
        h.a.ctx.postSend(qa, wr(1, WrOpcode.SEND, src, 0, 12, null, 0));
        h.run();
        assertEquals(List.of(wc(1, WcStatus.SUCCESS, WcOpcode.SEND, 12, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(List.of(wc(100, WcStatus.SUCCESS, WcOpcode.RECV, 12, null, qb.qpn())), h.b.ctx.pollCq(h.b.cq, 10));
        assertEquals("Hello, RDMA!", h.b.read(dst, 0, 12));
        assertEquals(List.of(Opcode.RC_SEND_ONLY), opcodesSentBy("hostA"));
        assertEquals(List.of(Opcode.RC_ACKNOWLEDGE), opcodesSentBy("hostB"));
    }

    @Test
    void writeOfTenKibIsSegmentedIntoTenPackets() {
        connectBoth(7, 7);
        MemoryRegion src = h.a.mr(10240, "x".repeat(10240));
        MemoryRegion dst = h.b.mr(10240, null, Access.REMOTE_WRITE);
        h.a.ctx.postSend(qa, wr(2, WrOpcode.RDMA_WRITE_WITH_IMM, src, 0, 10240, dst, 0));
        h.b.ctx.postRecv(qb, new RecvWr(7, List.of()));
        h.run();
        List<Opcode> sent = opcodesSentBy("hostA");
        assertEquals(10, sent.size(), "10240 / 1024");
        assertEquals(Opcode.RC_RDMA_WRITE_FIRST, sent.get(0));
        assertEquals(Opcode.RC_RDMA_WRITE_MIDDLE, sent.get(5));
        assertEquals(Opcode.RC_RDMA_WRITE_LAST_WITH_IMMEDIATE, sent.get(9));
        assertEquals(List.of(wc(2, WcStatus.SUCCESS, WcOpcode.RDMA_WRITE, 10240, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(List.of(wc(7, WcStatus.SUCCESS, WcOpcode.RECV_RDMA_WITH_IMM, 10240, 0x1234, qb.qpn())), h.b.ctx.pollCq(h.b.cq, 10));
        assertEquals("x".repeat(10240), h.b.read(dst, 0, 10240));
    }

    @Test
    void readOfThreeMtusGetsFirstMiddleLast() {
        connectBoth(7, 7);
        String text = "abcdefghij".repeat(300);
        MemoryRegion remote = h.b.mr(3000, text, Access.REMOTE_READ);
        MemoryRegion local = h.a.mr(3000, null);
        h.a.ctx.postSend(qa, wr(3, WrOpcode.RDMA_READ, local, 0, 3000, remote, 0));
        h.run();
        assertEquals(List.of(Opcode.RC_RDMA_READ_REQUEST), opcodesSentBy("hostA"));
        assertEquals(List.of(Opcode.RC_RDMA_READ_RESPONSE_FIRST, Opcode.RC_RDMA_READ_RESPONSE_MIDDLE, Opcode.RC_RDMA_READ_RESPONSE_LAST),
                opcodesSentBy("hostB"));
        assertEquals(List.of(wc(3, WcStatus.SUCCESS, WcOpcode.RDMA_READ, 3000, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(text, h.a.read(local, 0, 3000));
        assertEquals(3, h.a.rnic.transport(qa.qpn()).nextPsn(), "a READ of three MTUs consumes three PSNs");
    }

    @Test
    void compareAndSwapThenFetchAndAdd() {
        connectBoth(7, 7);
        MemoryRegion counter = h.b.mr(8, null, Access.REMOTE_ATOMIC);
        h.b.device.memory().writeLong(counter.addr(), 5);
        MemoryRegion result = h.a.mr(16, null);
        h.a.ctx.postSend(qa, new SendWr(4, WrOpcode.ATOMIC_CMP_AND_SWP, sge(result, 0, 8), Set.of(SendFlag.SIGNALED), null, counter.addr(),
                counter.rkey(), 5, 42, null, 0, 0, 0));
        h.a.ctx.postSend(qa, new SendWr(5, WrOpcode.ATOMIC_FETCH_AND_ADD, sge(result, 8, 8), Set.of(SendFlag.SIGNALED), null, counter.addr(),
                counter.rkey(), 8, 0, null, 0, 0, 0));
        h.run();
        assertEquals(List.of(wc(4, WcStatus.SUCCESS, WcOpcode.COMP_SWAP, 8, null, qa.qpn()), wc(5, WcStatus.SUCCESS, WcOpcode.FETCH_ADD, 8, null,
                qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(50, h.b.device.memory().readLong(counter.addr()));
        assertEquals(5, h.a.device.memory().readLong(result.addr()));
        assertEquals(42, h.a.device.memory().readLong(result.addr() + 8));
    }

    @Test
    void sendBeforeRecvWithRnrRetryZeroFails() {
        connectBoth(0, 7);
        MemoryRegion src = h.a.mr(64, "early");
        h.a.ctx.postSend(qa, wr(6, WrOpcode.SEND, src, 0, 5, null, 0));
        h.run();
        assertEquals(List.of(wc(6, WcStatus.RNR_RETRY_EXC_ERR, WcOpcode.SEND, 0, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(QpState.ERR, qa.state());
        assertTrue(h.lines(PacketSent.class).stream().anyMatch(l -> l.contains("RNR NAK (timer 1")), h.lines(PacketSent.class).toString());
    }

    @Test
    void rnrRetrySevenWaitsUntilTheReceiveIsPosted() {
        connectBoth(7, 7);
        MemoryRegion src = h.a.mr(64, "patient");
        MemoryRegion dst = h.b.mr(64, null);
        h.a.ctx.postSend(qa, wr(7, WrOpcode.SEND, src, 0, 7, null, 0));
        h.sim.schedule(100_000, "late post_recv", null, () -> h.b.ctx.postRecv(qb, new RecvWr(70, sge(dst, 0, 64))));
        h.run();
        assertEquals(List.of(wc(7, WcStatus.SUCCESS, WcOpcode.SEND, 7, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(List.of(wc(70, WcStatus.SUCCESS, WcOpcode.RECV, 7, null, qb.qpn())), h.b.ctx.pollCq(h.b.cq, 10));
        long rnrNaks = h.lines(PacketSent.class).stream().filter(l -> l.contains("RNR NAK")).count();
        assertTrue(rnrNaks >= 5, "an RNR NAK every 10 us until the receive is there: " + rnrNaks);
    }

    @Test
    void aLostPacketIsRecoveredByGoBackN() {
        connectBoth(7, 7);
        MemoryRegion src = h.a.mr(4096, "y".repeat(4096));
        MemoryRegion dst = h.b.mr(4096, null, Access.REMOTE_WRITE);
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_RDMA_WRITE_MIDDLE, 0, 1, 0, "test"));
        h.a.ctx.postSend(qa, wr(8, WrOpcode.RDMA_WRITE, src, 0, 4096, dst, 0));
        h.run();
        assertEquals(List.of(wc(8, WcStatus.SUCCESS, WcOpcode.RDMA_WRITE, 4096, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals("y".repeat(4096), h.b.read(dst, 0, 4096));
        assertTrue(h.lines(PacketSent.class).stream().anyMatch(l -> l.contains("NAK PSN sequence error")));
        assertEquals(List.of(Opcode.RC_RDMA_WRITE_FIRST, Opcode.RC_RDMA_WRITE_MIDDLE, Opcode.RC_RDMA_WRITE_MIDDLE, Opcode.RC_RDMA_WRITE_LAST,
                Opcode.RC_RDMA_WRITE_MIDDLE, Opcode.RC_RDMA_WRITE_MIDDLE, Opcode.RC_RDMA_WRITE_LAST), opcodesSentBy("hostA"),
                "PSN 1 was lost; the sequence NAK sends everything from PSN 1 again");
    }

    @Test
    void retriesExhaustedWhenEveryPacketIsLost() {
        connectBoth(7, 2);
        MemoryRegion src = h.a.mr(64, "void");
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, null, 0, 100, 0, "test"));
        h.b.ctx.postRecv(qb, new RecvWr(1, sge(h.b.mr(64, null), 0, 64)));
        h.a.ctx.postSend(qa, wr(9, WrOpcode.SEND, src, 0, 4, null, 0));
        h.run();
        assertEquals(List.of(wc(9, WcStatus.RETRY_EXC_ERR, WcOpcode.SEND, 0, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(3, opcodesSentBy("hostA").size(), "the first try and retry_cnt = 2 retries");
    }

    @Test
    void badRkeyIsARemoteAccessErrorAndBothQpsGoToErr() {
        connectBoth(7, 7);
        MemoryRegion src = h.a.mr(64, "intruder");
        MemoryRegion dst = h.b.mr(64, null, Access.REMOTE_WRITE);
        h.a.ctx.postSend(qa, new SendWr(10, WrOpcode.RDMA_WRITE, sge(src, 0, 8), Set.of(SendFlag.SIGNALED), null, dst.addr(), dst.rkey() + 1,
                0, 0, null, 0, 0, 0));
        h.a.ctx.postSend(qa, wr(11, WrOpcode.SEND, src, 0, 8, null, 0));
        h.run();
        assertEquals(List.of(wc(10, WcStatus.REM_ACCESS_ERR, WcOpcode.RDMA_WRITE, 0, null, qa.qpn()), WorkCompletion.flushed(11, qa.qpn())),
                h.a.ctx.pollCq(h.a.cq, 10));
        assertEquals(QpState.ERR, qa.state());
        assertEquals(QpState.ERR, qb.state());
    }

    @Test
    void writeIntoAnMrWithoutRemoteWriteIsRefused() {
        connectBoth(7, 7);
        MemoryRegion src = h.a.mr(64, "no");
        MemoryRegion readOnly = h.b.mr(64, null, Access.REMOTE_READ);
        h.a.ctx.postSend(qa, wr(12, WrOpcode.RDMA_WRITE, src, 0, 2, readOnly, 0));
        h.run();
        assertEquals(List.of(wc(12, WcStatus.REM_ACCESS_ERR, WcOpcode.RDMA_WRITE, 0, null, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 10));
    }

    @Test
    void everyFrameOnTheWireDecodesWithAValidIcrc() {
        connectBoth(7, 7);
        MemoryRegion src = h.a.mr(3000, "z".repeat(3000));
        MemoryRegion dst = h.b.mr(3000, null, Access.REMOTE_WRITE, Access.REMOTE_READ);
        h.a.ctx.postSend(qa, wr(13, WrOpcode.RDMA_WRITE, src, 0, 3000, dst, 0));
        h.a.ctx.postSend(qa, wr(14, WrOpcode.RDMA_READ, src, 0, 3000, dst, 0));
        h.run();
        int frames = 0;
        for (var port : h.fabric.ports()) {
            for (var r : port.capture()) {
                assertTrue(((Decoded.Frame) FrameCodec.decode(r.data())).icrcValid());
                frames++;
            }
        }
        assertEquals(2 * (3 + 1 + 1 + 3), frames, "WRITE x3, its ACK, READ request, three responses: each as sent and as received");
    }

    @Test
    void aFullCompletionQueueLosesTheCompletionRaisesCqErrAndBreaksTheQpWithoutAcknowledging() {
        var smallCq = h.b.ctx.createCq(1).value();
        QueuePair qc = h.b.ctx.createQp(h.b.pd, smallCq, smallCq, null, QpType.RC, new QpCaps(4, 4, 1, 1, 0), false)
                .value();
        h.b.rnic.attach(qc);
        connect(h.a, qa, h.b, qc, 7, 1, ALL);
        connect(h.b, qc, h.a, qa, 7, 1, ALL);
        MemoryRegion src = h.a.mr(64, "abc");
        MemoryRegion dst = h.b.mr(64, null);
        h.b.ctx.postRecv(qc, new RecvWr(1, sge(dst, 0, 8)));
        h.b.ctx.postRecv(qc, new RecvWr(2, sge(dst, 8, 8)));
        h.b.ctx.postRecv(qc, new RecvWr(3, sge(dst, 16, 8)));
        h.a.ctx.postSend(qa, wr(20, WrOpcode.SEND, src, 0, 3, null, 0));
        h.a.ctx.postSend(qa, wr(21, WrOpcode.SEND, src, 0, 3, null, 0));
        h.run();
        assertTrue(smallCq.hasOverflowed());
        assertEquals(List.of(wc(1, WcStatus.SUCCESS, WcOpcode.RECV, 3, null, qc.qpn())), h.b.ctx.pollCq(smallCq, 5));
        assertEquals(List.of("CQ overflow: completion lost: wr_id 2 RECV SUCCESS byte_len=3", "CQ overflow: completion lost: wr_id 3 WR_FLUSH_ERR"),
                h.events(CompletionQueued.class).stream().filter(CompletionQueued::lost).map(CompletionQueued::summary).toList(),
                "the second message's completion and the flushed third receive found the CQ full");
        assertEquals(List.of(AsyncEventType.CQ_ERR), h.events(AsyncEventRaised.class).stream().map(AsyncEventRaised::event).toList(),
                "IBV_EVENT_CQ_ERR, once");
        assertEquals(QpState.ERR, qc.state(), "the QP whose completion was lost is in ERR (rxe class G)");
        assertEquals(List.of(Opcode.RC_ACKNOWLEDGE), opcodesSentBy("hostB"), "the first SEND is acknowledged, the second never is");
        assertEquals(List.of(wc(20, WcStatus.SUCCESS, WcOpcode.SEND, 3, null, qa.qpn()), wc(21, WcStatus.RETRY_EXC_ERR, WcOpcode.SEND, 0, null, qa.qpn())),
                h.a.ctx.pollCq(h.a.cq, 5), "the requester times out on the unacknowledged SEND");
    }

    @Test
    void sendsToAQpOnAnSrqTakeItsReceivesInOrder() {
        var srq = h.b.ctx.createSrq(h.b.pd, 8, 1, 0).value();
        QueuePair qs = h.b.ctx.createQp(h.b.pd, h.b.cq, h.b.cq, srq, QpType.RC, new QpCaps(4, 4, 1, 1, 0), false)
                .value();
        h.b.rnic.attach(qs);
        connect(h.a, qa, h.b, qs, 7, 7, ALL);
        connect(h.b, qs, h.a, qa, 7, 7, ALL);
        MemoryRegion src = h.a.mr(64, "shared");
        MemoryRegion dst = h.b.mr(64, null);
        assertEquals(Errno.EINVAL, h.b.ctx.postRecv(qs, new RecvWr(9, sge(dst, 0, 8))).errno(),
                "a QP on an SRQ takes no receives of its own");
        h.b.ctx.postSrqRecv(srq, new RecvWr(30, sge(dst, 0, 32)));
        h.b.ctx.postSrqRecv(srq, new RecvWr(31, sge(dst, 32, 32)));
        h.a.ctx.postSend(qa, wr(22, WrOpcode.SEND, src, 0, 6, null, 0));
        h.run();
        assertEquals(List.of(wc(30, WcStatus.SUCCESS, WcOpcode.RECV, 6, null, qs.qpn())), h.b.ctx.pollCq(h.b.cq, 5));
        assertEquals(1, srq.queue().size());
        assertEquals("shared", h.b.read(dst, 0, 6));
    }
}
