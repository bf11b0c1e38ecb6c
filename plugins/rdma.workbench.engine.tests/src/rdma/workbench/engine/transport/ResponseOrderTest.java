package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.fabric.FaultRule;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TimerKind;
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
import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.Syndrome;

/**
 * What the completer makes of responses that come out of order, late, or for PSNs never sent:
 * nothing answers a PSN not yet sent (hfi1 "ignore invalid responses"); a READ response
 * acknowledges the requests before its READ; a response that shows another missing sends the
 * requests again once, and the stale answers to the first copies that follow are ignored, not paid
 * for with another retry each (rxe comp.started_retry, rdmavt RVT_R_RDMAR_SEQ), until the response
 * due arrives.
 */
class ResponseOrderTest {

    private final TwoHosts h = new TwoHosts();
    private final QueuePair qa = h.a.qp(QpType.RC);
    private final QueuePair qb = h.b.qp(QpType.RC);

    @BeforeEach
    void connected() {
        // four READs or atomics may be outstanding, so that a response can overtake a missing one
        Set<Access> access = EnumSet.of(Access.REMOTE_READ, Access.REMOTE_WRITE, Access.REMOTE_ATOMIC);
        TwoHosts.connect(h.a, qa, h.b, qb, 7, 7, access, 4);
        TwoHosts.connect(h.b, qb, h.a, qa, 7, 7, access, 4);
    }

    private long requestsSent(Opcode op) {
        return sentBy("hostA").stream().filter(o -> o == op).count();
    }

    private long localAckTimeouts() {
        return h.events(TimerFired.class).stream().filter(t -> t.timer() == TimerKind.LOCAL_ACK_TIMEOUT).count();
    }

    private static SendWr wr(long id, WrOpcode op, MemoryRegion local, int length, MemoryRegion remote) {
        return new SendWr(id, op, sge(local, 0, length), Set.of(SendFlag.SIGNALED), null, remote == null ? 0 : remote.addr(),
                remote == null ? 0 : remote.rkey(), 0, 0, null, 0, 0, 0);
    }

    private static WorkCompletion wc(long id, WcOpcode op, int length, int qpn) {
        return new WorkCompletion(id, WcStatus.SUCCESS, op, length, null, qpn, 0, false);
    }

    private List<Opcode> sentBy(String host) {
        return h.events(PacketSent.class).stream().filter(e -> e.node().equals(host)).map(e -> e.packet().opcode()).toList();
    }

    private List<String> drops() {
        return h.events(PacketDropped.class).stream().map(d -> d.node() + " " + d.reason() + ": " + d.detail()).toList();
    }

    @Test
    void anAcknowledgementForAPsnNeverSentMovesNothing() {
        MemoryRegion src = h.a.mr(64, "hello");
        TwoHosts.check(h.b.ctx.postRecv(qb, new RecvWr(70, sge(h.b.mr(64, null), 0, 64))));
        h.a.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_SEND_ONLY, 0, 1, 0, "test"));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(1, WrOpcode.SEND, src, 5, null)));
        h.sim.schedule(10_000, "forged ACK", null, () -> h.inject(h.b, h.a, null, new RocePacket(Bth.of(Opcode.RC_ACKNOWLEDGE, qa.qpn(), 5, false),
                null, null, null, new Aeth(Syndrome.ack(), 3), null, null, null, Payload.EMPTY), 1));
        h.run();
        assertEquals(List.of("hostA FAULT: fault DROP armed by test", "hostA UNEXPECTED_RESPONSE: RC_ACKNOWLEDGE for PSN 5, which was never sent (the next new PSN is 1)"), drops());
        assertEquals(List.of(Opcode.RC_SEND_ONLY, Opcode.RC_SEND_ONLY), sentBy("hostA"), "the lost SEND went again when the ACK timer ran out");
        assertEquals(List.of(wc(1, WcOpcode.SEND, 5, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 4));
        assertEquals(List.of(wc(70, WcOpcode.RECV, 5, qb.qpn())), h.b.ctx.pollCq(h.b.cq, 4));
    }

    @Test
    void aReadResponseAcknowledgesTheWriteBeforeItsRead() {
        MemoryRegion local = h.a.mr(64, "written");
        MemoryRegion remote = h.b.mr(64, "to be read", Access.REMOTE_READ, Access.REMOTE_WRITE);
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_ACKNOWLEDGE, 0, 1, 0, "test"));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(1, WrOpcode.RDMA_WRITE, local, 7, remote)));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(2, WrOpcode.RDMA_READ, local, 10, remote)));
        h.run();
        assertEquals(List.of("hostB FAULT: fault DROP armed by test"), drops(), "the WRITE's ACK is lost, and nothing else");
        assertEquals(List.of(Opcode.RC_RDMA_WRITE_ONLY, Opcode.RC_RDMA_READ_REQUEST), sentBy("hostA"), "nothing is sent again");
        assertEquals(List.of(wc(1, WcOpcode.RDMA_WRITE, 7, qa.qpn()), wc(2, WcOpcode.RDMA_READ, 10, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 4));
        assertEquals("writtenead", h.a.read(local, 0, 10), "the READ sees the WRITE before it");
        assertEquals(7, h.a.rnic.transport(qa.qpn()).retriesLeft());
    }

    @Test
    void readResponsesOutOfSequenceSendTheReadAgainOnce() {
        String text = "0123456789".repeat(300);
        MemoryRegion local = h.a.mr(4096, "w".repeat(16));
        MemoryRegion remote = h.b.mr(4096, text, Access.REMOTE_READ, Access.REMOTE_WRITE);
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_ACKNOWLEDGE, 0, 1, 0, "test"));
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_RDMA_READ_RESPONSE_FIRST, 0, 1, 0, "test"));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(1, WrOpcode.RDMA_WRITE, local, 16, remote)));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(2, WrOpcode.RDMA_READ, local, 3000, remote)));
        h.run();
        assertEquals(List.of("hostB FAULT: fault DROP armed by test", "hostB FAULT: fault DROP armed by test",
                "hostA OUT_OF_SEQUENCE: READ response PSN 2 but 1 was due: asking again from 1",
                "hostA STALE_RESPONSE: RC_RDMA_READ_RESPONSE_LAST PSN 3 but 1 was due; the requests were already sent again from there"), drops());
        assertEquals(List.of(Opcode.RC_RDMA_WRITE_ONLY, Opcode.RC_RDMA_READ_REQUEST, Opcode.RC_RDMA_READ_REQUEST), sentBy("hostA"),
                "the READ went twice; the WRITE, acknowledged by the READ's responses, once");
        assertEquals(List.of(wc(1, WcOpcode.RDMA_WRITE, 16, qa.qpn()), wc(2, WcOpcode.RDMA_READ, 3000, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 4));
        assertEquals("w".repeat(16) + text.substring(16), h.a.read(local, 0, 3000));
        assertEquals(7, h.a.rnic.transport(qa.qpn()).retriesLeft());
    }

    @Test
    void aResponseToALaterReadSendsTheMissingOneAgainOnce() {
        String text = "0123456789".repeat(300);
        MemoryRegion local = h.a.mr(8192, null);
        MemoryRegion remote = h.b.mr(4096, text, Access.REMOTE_READ);
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_RDMA_READ_RESPONSE_FIRST, 0, 1, 0, "test"));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(1, WrOpcode.RDMA_READ, local, 3000, remote)));
        TwoHosts.check(h.a.ctx.postSend(qa, new SendWr(2, WrOpcode.RDMA_READ, sge(local, 4096, 3000), Set.of(SendFlag.SIGNALED), null,
                remote.addr(), remote.rkey(), 0, 0, null, 0, 0, 0)));
        h.run();
        assertEquals(4, requestsSent(Opcode.RC_RDMA_READ_REQUEST), "the two READs, and each once again");
        assertEquals(List.of(wc(1, WcOpcode.RDMA_READ, 3000, qa.qpn()), wc(2, WcOpcode.RDMA_READ, 3000, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 4));
        assertEquals(text, h.a.read(local, 0, 3000));
        assertEquals(text, h.a.read(local, 4096, 3000));
        assertEquals(0, localAckTimeouts());
    }

    @Test
    void aReadResponseAfterALostAtomicAcknowledgementSendsTheAtomicAgainOnce() {
        MemoryRegion local = h.a.mr(8192, null);
        MemoryRegion remote = h.b.mr(4096, "0123456789".repeat(300), Access.REMOTE_READ, Access.REMOTE_ATOMIC);
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_ATOMIC_ACKNOWLEDGE, 0, 1, 0, "test"));
        TwoHosts.check(h.a.ctx.postSend(qa, new SendWr(1, WrOpcode.ATOMIC_FETCH_AND_ADD, sge(local, 4096, 8), Set.of(SendFlag.SIGNALED), null,
                remote.addr() + 3000, remote.rkey(), 1, 0, null, 0, 0, 0)));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(2, WrOpcode.RDMA_READ, local, 3000, remote)));
        h.run();
        assertEquals(List.of(Opcode.RC_FETCH_ADD, Opcode.RC_RDMA_READ_REQUEST, Opcode.RC_FETCH_ADD, Opcode.RC_RDMA_READ_REQUEST), sentBy("hostA"),
                "the atomic and the READ, each once again (the responder answers the atomic from its replay cache)");
        assertEquals(List.of(new WorkCompletion(1, WcStatus.SUCCESS, WcOpcode.FETCH_ADD, 8, null, qa.qpn(), 0, false),
                wc(2, WcOpcode.RDMA_READ, 3000, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 4));
        assertEquals(0, localAckTimeouts());
    }

    @Test
    void aSecondLossInARestartedReadRestartsItAgainWithoutWaitingForTheTimer() {
        String text = "0123456789".repeat(1000);
        MemoryRegion local = h.a.mr(10240, null);
        MemoryRegion remote = h.b.mr(10240, text, Access.REMOTE_READ);
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_RDMA_READ_RESPONSE_FIRST, 0, 1, 0, "test"));
        // the first copy's 8 MIDDLE responses pass, then the second copy's 4th MIDDLE (PSN 4) is lost
        h.b.rnic.port(1).end().arm(new FaultRule(FaultAction.DROP, Opcode.RC_RDMA_READ_RESPONSE_MIDDLE, 11, 1, 0, "test"));
        TwoHosts.check(h.a.ctx.postSend(qa, wr(1, WrOpcode.RDMA_READ, local, 10000, remote)));
        h.run();
        assertEquals(List.of(wc(1, WcOpcode.RDMA_READ, 10000, qa.qpn())), h.a.ctx.pollCq(h.a.cq, 4));
        assertEquals(text, h.a.read(local, 0, 10000));
        assertEquals(3, requestsSent(Opcode.RC_RDMA_READ_REQUEST), "the READ, again from PSN 0, again from PSN 4");
        assertEquals(0, localAckTimeouts());
        assertEquals(7, h.a.rnic.transport(qa.qpn()).retriesLeft());
    }
}
