package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.verbs.Status;
import rdma.workbench.engine.verbs.WrOpcode;

/** INLINE, FENCE and max_rd_atomic as the requester honours them. */
class SendFlagsTest {

    private final TwoHosts h = new TwoHosts();
    private final QueuePair qa = h.a.qp(QpType.RC);
    private final QueuePair qb = h.b.qp(QpType.RC);

    SendFlagsTest() {
        Set<Access> all = EnumSet.of(Access.REMOTE_WRITE, Access.REMOTE_READ, Access.REMOTE_ATOMIC);
        h.connectBoth(qa, qb, 7, 7, all);
    }

    @Test
    void inlineDataIsCopiedWhenPostedAndNeedsNoLkey() {
        MemoryRegion src = h.a.mr(64, "before");
        MemoryRegion dst = h.b.mr(64, null);
        h.b.ctx.postRecv(qb, new RecvWr(1, sge(dst, 0, 64)));
        List<Sge> noKey = List.of(new Sge(src.addr(), 6, 0));
        assertEquals(Status.OK, h.a.ctx.postSend(qa, new SendWr(2, WrOpcode.SEND, noKey, Set.of(SendFlag.INLINE, SendFlag.SIGNALED), null, 0, 0,
                0, 0, null, 0, 0, 0)));
        h.a.device.memory().write(src.addr(), "after!".getBytes(), 0, 6);
        h.run();
        assertEquals("before", h.b.read(dst, 0, 6));
        assertEquals(Errno.EFAULT, h.a.ctx.postSend(qa, new SendWr(3, WrOpcode.SEND, List.of(new Sge(0x1000, 4, 0)),
                Set.of(SendFlag.INLINE), null, 0, 0, 0, 0, null, 0, 0, 0)).errno());
    }

    @Test
    void aFencedRequestWaitsForTheReadBeforeIt() {
        MemoryRegion remote = h.b.mr(3000, "r".repeat(3000), Access.REMOTE_READ, Access.REMOTE_WRITE);
        MemoryRegion local = h.a.mr(3000, "w".repeat(3000));
        h.a.ctx.postSend(qa, new SendWr(4, WrOpcode.RDMA_READ, sge(local, 0, 3000), Set.of(SendFlag.SIGNALED), null, remote.addr(), remote.rkey(),
                0, 0, null, 0, 0, 0));
        h.a.ctx.postSend(qa, new SendWr(5, WrOpcode.RDMA_WRITE, sge(local, 0, 8), Set.of(SendFlag.SIGNALED, SendFlag.FENCE), null, remote.addr(),
                remote.rkey(), 0, 0, null, 0, 0, 0));
        h.run();
        List<String> events = h.trace.events().stream()
                .filter(e -> (e instanceof PacketSent || e instanceof CompletionQueued) && e.node().equals("hostA"))
                .map(e -> e.summary().split(" ")[0] + " " + e.summary().split(" ")[1]).toList();
        assertEquals(List.of("RC_RDMA_READ_REQUEST psn=0", "wr_id 4", "RC_RDMA_WRITE_ONLY psn=3", "wr_id 5"), events,
                "the fenced WRITE leaves only after the READ completed");
    }

    @Test
    void maxRdAtomicOneKeepsASecondReadWaiting() {
        MemoryRegion remote = h.b.mr(64, "abcdefgh", Access.REMOTE_READ);
        MemoryRegion local = h.a.mr(64, null);
        for (int i = 0; i < 2; i++) {
            h.a.ctx.postSend(qa, new SendWr(10 + i, WrOpcode.RDMA_READ, sge(local, i * 8, 8), Set.of(SendFlag.SIGNALED), null, remote.addr(),
                    remote.rkey(), 0, 0, null, 0, 0, 0));
        }
        h.run();
        List<Long> sendTimes = h.trace.events().stream()
                .filter(e -> e instanceof PacketSent p && p.packet().opcode() == Opcode.RC_RDMA_READ_REQUEST).map(e -> e.time()).toList();
        List<Long> responseTimes = h.trace.events().stream()
                .filter(e -> e instanceof PacketReceived p && p.packet().opcode() == Opcode.RC_RDMA_READ_RESPONSE_ONLY).map(e -> e.time()).toList();
        assertEquals(2, sendTimes.size());
        assertEquals(responseTimes.get(0), sendTimes.get(1), "the second READ leaves when the first one's response arrives (max_rd_atomic 1)");
        assertEquals("abcdefghabcdefgh", h.a.read(local, 0, 16));
    }
}
