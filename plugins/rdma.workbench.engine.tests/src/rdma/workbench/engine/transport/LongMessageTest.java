package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * Messages longer than the local ACK timeout: the requester asks for an ACK within the message
 * (rxe: more than RXE_MAX_PKT_PER_ACK packets without one), each ACK restarts the retransmit timer,
 * and no more than 128 PSNs go unacknowledged — so a message of any length completes without
 * being sent whole again and again.
 */
class LongMessageTest {

    private static SendWr write(long id, MemoryRegion src, MemoryRegion dst, int length) {
        return new SendWr(id, WrOpcode.RDMA_WRITE, sge(src, 0, length), Set.of(SendFlag.SIGNALED), null, dst.addr(), dst.rkey(), 0, 0, null, 0, 0,
                0);
    }

    @Test
    void aLongWriteAsksForAnAckEverySixtySixPacketsAndOnItsLast() {
        TwoHosts h = new TwoHosts();
        QueuePair qa = h.a.qp(QpType.RC);
        QueuePair qb = h.b.qp(QpType.RC);
        h.connectBoth(qa, qb, 7, 7, EnumSet.of(Access.REMOTE_WRITE));
        MemoryRegion src = h.a.mr(200 * 1024, "y".repeat(200 * 1024));
        MemoryRegion dst = h.b.mr(200 * 1024, null, Access.REMOTE_WRITE);
        h.a.ctx.postSend(qa, write(1, src, dst, 200 * 1024));
        h.run();
        List<Integer> askers = h.events(PacketSent.class).stream().filter(e -> e.node().equals("hostA") && e.packet().bth().ackReq())
                .map(e -> e.packet().bth().psn()).toList();
        assertEquals(List.of(65, 131, 197, 199), askers);
        assertEquals(List.of(new WorkCompletion(1, WcStatus.SUCCESS, WcOpcode.RDMA_WRITE, 200 * 1024, null, qa.qpn(), 0, false)),
                h.a.ctx.pollCq(h.a.cq, 5));
        assertEquals("y".repeat(200 * 1024), h.b.read(dst, 0, 200 * 1024));
    }

    /**
     * 64 MiB at 1 Gbit/s takes about 0.56 s on the wire, far beyond the 4.2 ms local ACK timeout
     * (code 10): the WRITE completes the first time. (With only its last packet asking for an ACK,
     * the engine used to resend it whole after every timeout and fail with RETRY_EXC_ERR.)
     */
    @Test
    void aWriteLongerThanTheAckTimeoutCompletesWithoutRetransmission() {
        TwoHosts h = new TwoHosts(1.0, 1L << 28);
        QueuePair qa = h.a.qp(QpType.RC);
        QueuePair qb = h.b.qp(QpType.RC);
        h.connectBoth(qa, qb, 7, 7, EnumSet.of(Access.REMOTE_WRITE));
        int size = 64 << 20;
        MemoryRegion src = h.a.mr(size, null);
        MemoryRegion dst = h.b.mr(size, null, Access.REMOTE_WRITE);
        byte[] marks = "first page .. last page".getBytes();
        h.a.device.memory().write(src.addr(), marks, 0, marks.length);
        h.a.device.memory().write(src.addr() + size - marks.length, marks, 0, marks.length);
        h.a.ctx.postSend(qa, write(2, src, dst, size));
        h.run();
        assertEquals(List.of(new WorkCompletion(2, WcStatus.SUCCESS, WcOpcode.RDMA_WRITE, size, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 5));
        assertEquals("first page .. last page", h.b.read(dst, 0, marks.length));
        assertEquals("first page .. last page", h.b.read(dst, size - marks.length, marks.length));
        assertEquals(65536, h.fabric.links().get(0).framesSent() - 65536 / 66 - 1, "every data packet once, plus one ACK per 66 and the last");
        assertEquals(7, h.a.rnic.transport(qa.qpn()).retriesLeft(), "no retransmission was needed");
    }

    /** A 1 GiB WRITE completes, its memory use bounded by the 128-PSN window rather than by the message. */
    @Test
    void aOneGibibyteWriteCompletes() {
        TwoHosts h = new TwoHosts(100.0, 1L << 31);
        QueuePair qa = h.a.qp(QpType.RC);
        QueuePair qb = h.b.qp(QpType.RC);
        h.connectBoth(qa, qb, 7, 7, EnumSet.of(Access.REMOTE_WRITE));
        int size = 1 << 30;
        MemoryRegion src = h.a.mr(size, null);
        MemoryRegion dst = h.b.mr(size, null, Access.REMOTE_WRITE);
        for (int mib = 0; mib < 1024; mib += 64) {
            byte[] mark = ("MiB " + mib).getBytes();
            h.a.device.memory().write(src.addr() + ((long) mib << 20), mark, 0, mark.length);
        }
        h.a.ctx.postSend(qa, write(3, src, dst, size));
        h.run();
        assertEquals(List.of(new WorkCompletion(3, WcStatus.SUCCESS, WcOpcode.RDMA_WRITE, size, null, qa.qpn(), 0, false)), h.a.ctx.pollCq(h.a.cq, 5));
        for (int mib = 0; mib < 1024; mib += 64) {
            assertEquals("MiB " + mib, h.b.read(dst, (int) ((long) mib << 20), ("MiB " + mib).length()));
        }
    }
}
