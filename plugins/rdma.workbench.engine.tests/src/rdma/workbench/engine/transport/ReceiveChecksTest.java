package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.EnumSet;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.Syndrome;

/**
 * The checks rxe_recv.c makes of every packet before its QP sees it: the opcode's transport is
 * the QP's (check_type_state), the P_Key is the port's (check_keys), and an RC or UC packet comes
 * from the QP's peer to the QP's own address (check_addr). A packet failing one is dropped with
 * its reason and changes nothing: no receive WQE is used, the expected PSN stays.
 */
class ReceiveChecksTest {

    private final TwoHosts h = new TwoHosts();
    private final QueuePair qa = h.a.qp(QpType.RC);
    private final QueuePair qb = h.b.qp(QpType.RC);
    private MemoryRegion inbox;

    @BeforeEach
    void connectedWithAReceiveWqe() {
        h.connectBoth(qa, qb, 7, 7, EnumSet.noneOf(Access.class));
        inbox = h.b.mr(64, null);
        TwoHosts.check(h.b.ctx.postRecv(qb, new RecvWr(7, sge(inbox, 0, 64))));
    }

    private static RocePacket send(Opcode op, int pkey, int destQp) {
        return new RocePacket(new Bth(op, false, false, pkey, false, false, destQp, true, 0), null, null, null, null, null, null, null,
                Payload.of("forged".getBytes()));
    }

    private PacketDropped onlyDrop() {
        List<PacketDropped> drops = h.events(PacketDropped.class);
        assertEquals(1, drops.size(), drops.toString());
        return drops.get(0);
    }

    private void assertUntouched() {
        assertEquals(List.of(), h.b.ctx.pollCq(h.b.cq, 4), "the receive WQE is still posted");
        assertEquals(0, h.b.rnic.transport(qb.qpn()).expectedPsn());
    }

    @Test
    void aUcSendForAnRcQpIsDroppedAsAnotherTransports() {
        h.inject(h.a, h.b, null, send(Opcode.UC_SEND_ONLY, Bth.DEFAULT_PKEY, qb.qpn()), 1);
        h.run();
        PacketDropped d = onlyDrop();
        assertEquals(DropReason.WRONG_TRANSPORT, d.reason());
        assertEquals("a UC packet for a RC QP", d.detail());
        assertUntouched();
    }

    @Test
    void anAcknowledgementForAUcQpIsDroppedAsAnotherTransports() {
        QueuePair ua = h.a.qp(QpType.UC);
        QueuePair ub = h.b.qp(QpType.UC);
        h.connectBoth(ua, ub, 7, 7, EnumSet.noneOf(Access.class));
        h.inject(h.b, h.a, null, new RocePacket(Bth.of(Opcode.RC_ACKNOWLEDGE, ua.qpn(), 0, false), null, null, null,
                new Aeth(Syndrome.ack(), 1), null, null, null, Payload.EMPTY), 1);
        h.run();
        PacketDropped d = onlyDrop();
        assertEquals(DropReason.WRONG_TRANSPORT, d.reason());
        assertEquals("a RC packet for a UC QP", d.detail());
    }

    @Test
    void aPKeyOfAnotherPartitionIsDropped() {
        h.inject(h.a, h.b, null, send(Opcode.RC_SEND_ONLY, 0x8001, qb.qpn()), 1);
        h.run();
        PacketDropped d = onlyDrop();
        assertEquals(DropReason.WRONG_PARTITION, d.reason());
        assertEquals("P_Key 0x8001 is not the port's 0xffff", d.detail());
        assertUntouched();
    }

    @Test
    void theLimitedMemberPKeyOfTheDefaultPartitionIsTaken() {
        h.inject(h.a, h.b, null, send(Opcode.RC_SEND_ONLY, 0x7FFF, qb.qpn()), 1);
        h.run();
        // host B executes it and acknowledges PSN 0, which host A never sent
        PacketDropped d = onlyDrop();
        assertEquals("hostA", d.node());
        assertEquals(DropReason.UNEXPECTED_RESPONSE, d.reason());
        assertEquals("RC_ACKNOWLEDGE for PSN 0, which was never sent (the next new PSN is 0)", d.detail());
        assertEquals(List.of(new WorkCompletion(7, WcStatus.SUCCESS, WcOpcode.RECV, 6, null, qb.qpn(), 0, false)), h.b.ctx.pollCq(h.b.cq, 4));
    }

    @Test
    void aPacketFromAnotherAddressThanThePeersIsDropped() {
        h.inject(h.a, h.b, new byte[] {(byte) 192, (byte) 168, 1, 9}, send(Opcode.RC_SEND_ONLY, Bth.DEFAULT_PKEY, qb.qpn()), 1);
        h.run();
        PacketDropped d = onlyDrop();
        assertEquals(DropReason.NOT_FROM_PEER, d.reason());
        assertEquals("from 192.168.1.9 to 192.168.1.2, but the QP is connected from 192.168.1.2 to 192.168.1.1", d.detail());
        assertUntouched();
    }
}
