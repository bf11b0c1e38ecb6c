package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.fabric.FaultRule;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
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
import rdma.workbench.engine.wire.Opcode;

/** UC losing a message, and the link faults that rates and fault steps cause. */
class UnreliableTest {

    private static SendWr send(long id, MemoryRegion mr, int len) {
        return new SendWr(id, WrOpcode.SEND, sge(mr, 0, len), Set.of(SendFlag.SIGNALED), null, 0, 0, 0, 0, null, 0, 0, 0);
    }

    @Test
    void ucDropsABrokenMessageSilentlyAndTakesTheNextOne() {
        TwoHosts h = new TwoHosts();
        QueuePair qa = h.a.qp(QpType.UC);
        QueuePair qb = h.b.qp(QpType.UC);
        h.connectBoth(qa, qb, 0, 0, Set.of());
        MemoryRegion src = h.a.mr(4096, "m".repeat(2048) + "n".repeat(2048));
        MemoryRegion dst = h.b.mr(4096, null);
        h.b.ctx.postRecv(qb, new RecvWr(1, sge(dst, 0, 4096)));
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.UC_SEND_FIRST, 0, 1, 0, "test"));
        h.a.ctx.postSend(qa, send(2, src, 2048));
        h.a.ctx.postSend(qa, send(3, src, 100));
        h.run();
        assertEquals(List.of(new WorkCompletion(2, WcStatus.SUCCESS, WcOpcode.SEND, 2048, null, qa.qpn(), 0, false),
                new WorkCompletion(3, WcStatus.SUCCESS, WcOpcode.SEND, 100, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 5),
                "UC completes what it sent, arrived or not");
        assertEquals(List.of(new WorkCompletion(1, WcStatus.SUCCESS, WcOpcode.RECV, 100, null, qb.qpn(), 0, false)), h.b.ctx.pollCq(h.b.cq, 5),
                "the broken first message is gone; the receive WQE took the second");
        assertTrue(h.lines(PacketDropped.class).stream().anyMatch(l -> l.contains("UC drops the broken message")), h.lines(PacketDropped.class).toString());
        assertEquals(List.of(), h.lines(PacketSent.class).stream().filter(l -> l.startsWith("RC_ACK")).toList(), "no acknowledgements on UC");
    }

    /** An RC WRITE of 64 KiB over a cable that loses 20% of the frames, with the given seed; the trace as text. */
    private static List<String> lossyWrite(long seed) {
        TwoHosts h = new TwoHosts(seed, 0.2);
        QueuePair qa = h.a.qp(QpType.RC);
        QueuePair qb = h.b.qp(QpType.RC);
        h.connectBoth(qa, qb, 7, 7, EnumSet.of(Access.REMOTE_WRITE));
        MemoryRegion src = h.a.mr(65536, "q".repeat(65536));
        MemoryRegion dst = h.b.mr(65536, null, Access.REMOTE_WRITE);
        h.a.ctx.postSend(qa, new SendWr(9, WrOpcode.RDMA_WRITE, sge(src, 0, 65536), Set.of(SendFlag.SIGNALED), null, dst.addr(), dst.rkey(), 0, 0,
                null, 0, 0, 0));
        h.run();
        assertEquals(List.of(new WorkCompletion(9, WcStatus.SUCCESS, WcOpcode.RDMA_WRITE, 65536, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 5));
        assertEquals("q".repeat(65536), h.b.read(dst, 0, 65536));
        return h.trace.events().stream().map(e -> e.time() + " " + e.node() + " " + e.getClass().getSimpleName() + " " + e.summary()).toList();
    }

    @Test
    void aLossyLinkIsSurvivedAndTheSeedDecidesWhichFramesAreLost() {
        List<String> first = lossyWrite(1);
        assertTrue(first.stream().filter(l -> l.contains("loss rate 0.2")).count() >= 5, "frames were lost");
        assertEquals(first, lossyWrite(1), "same seed, same run");
        assertNotEquals(first, lossyWrite(2), "another seed loses other frames");
    }

    @Test
    void delayAndReorderFaults() {
        TwoHosts h = new TwoHosts();
        QueuePair qa = h.a.qp(QpType.RC);
        QueuePair qb = h.b.qp(QpType.RC);
        h.connectBoth(qa, qb, 7, 7, EnumSet.of(Access.REMOTE_WRITE));
        MemoryRegion src = h.a.mr(3072, "p".repeat(3072));
        MemoryRegion dst = h.b.mr(3072, null, Access.REMOTE_WRITE);
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.REORDER, Opcode.RC_RDMA_WRITE_FIRST, 0, 1, 0, "test"));
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DELAY, Opcode.RC_ACKNOWLEDGE, 0, 1, 50_000, "test"));
        h.a.ctx.postSend(qa, new SendWr(1, WrOpcode.RDMA_WRITE, sge(src, 0, 3072), Set.of(SendFlag.SIGNALED), null, dst.addr(), dst.rkey(), 0, 0,
                null, 0, 0, 0));
        h.run();
        List<String> received = h.events(PacketReceived.class).stream().filter(e -> e.node().equals("hostB"))
                .map(e -> e.packet().opcode().name()).toList();
        assertEquals("RC_RDMA_WRITE_MIDDLE", received.get(0), "the FIRST was held back behind the MIDDLE");
        assertEquals(WcStatus.SUCCESS, h.a.ctx.pollCq(h.a.cq, 5).get(0).status(), "go-back-N repairs the reordering");
        long lastArrival = h.events(PacketReceived.class).stream().filter(e -> e.node().equals("hostA")
                && e.packet().opcode() == Opcode.RC_ACKNOWLEDGE).mapToLong(TraceEvent::time).max().orElseThrow();
        assertTrue(lastArrival > 50_000, "the delayed acknowledgement arrives after 50 us: " + lastArrival);
    }
}
