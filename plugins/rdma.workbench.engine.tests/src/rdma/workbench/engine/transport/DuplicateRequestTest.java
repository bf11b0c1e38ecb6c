package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.AtomicEth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A duplicate READ or atomic is answered only from what the responder saved when the original
 * passed its checks (rxe's responder resources and atomic replay cache). Forged duplicates that
 * name other memory are dropped unanswered: the remote-access checks are a security boundary.
 */
class DuplicateRequestTest {

    private final TwoHosts h = new TwoHosts();
    private final QueuePair qa = h.a.qp(QpType.RC);
    private final QueuePair qb = h.b.qp(QpType.RC);
    private MemoryRegion shared;
    private MemoryRegion secret;
    private MemoryRegion local;

    @BeforeEach
    void aReadOfSixteenBytesHasCompleted() {
        h.connectBoth(qa, qb, 7, 7, EnumSet.of(Access.REMOTE_READ, Access.REMOTE_ATOMIC));
        shared = h.b.mr(64, "public data, 16 and more", Access.REMOTE_READ);
        secret = h.b.mr(64, "secret! local only");
        local = h.a.mr(64, null);
        h.a.ctx.postSend(qa, new SendWr(1, WrOpcode.RDMA_READ, sge(local, 0, 16), Set.of(SendFlag.SIGNALED), null, shared.addr(), shared.rkey(), 0,
                0, null, 0, 0, 0));
        h.run();
        assertEquals(WcStatus.SUCCESS, h.a.ctx.pollCq(h.a.cq, 5).get(0).status());
        assertEquals(1, h.b.rnic.transport(qb.qpn()).expectedPsn(), "PSN 0 is behind the responder now: a request for it is a duplicate");
    }

    /** Injects a READ request for PSN 0 from host A's port, as a forging peer would. */
    private void forgeRead(long va, int rkey, int length) {
        inject(new RocePacket(Bth.of(Opcode.RC_RDMA_READ_REQUEST, qb.qpn(), 0, true), null, new Reth(va, rkey, length), null, null, null, null,
                null, Payload.EMPTY));
    }

    private void inject(RocePacket p) {
        h.inject(h.a, h.b, null, p, 9999);
        h.run();
    }

    private List<PacketSent> readResponsesFromB() {
        return h.events(PacketSent.class).stream().filter(e -> e.node().equals("hostB") && e.packet().opcode().kind() == Opcode.Kind.READ_RESPONSE)
                .toList();
    }

    private PacketDropped lastDrop() {
        List<PacketDropped> drops = h.events(PacketDropped.class);
        return drops.get(drops.size() - 1);
    }

    private void assertRefused(String why) {
        assertEquals(1, readResponsesFromB().size(), "only the original READ was ever answered");
        PacketDropped d = lastDrop();
        assertEquals(DropReason.DUPLICATE, d.reason());
        assertEquals(9999, d.frameId());
        assertTrue(d.detail().contains(why), d.detail());
    }

    @Test
    void aForgedDuplicateReadWithTheRkeyOfALocalOnlyRegionIsDropped() {
        forgeRead(secret.addr(), secret.rkey(), 18);
        assertRefused("asks for memory its original READ did not");
        for (PacketSent s : h.events(PacketSent.class)) {
            assertTrue(!new String(s.frame().toBytes(), StandardCharsets.ISO_8859_1).contains("secret!"), "no frame carries the secret");
        }
    }

    @Test
    void aForgedDuplicateReadBeyondTheOriginalRangeIsDropped() {
        forgeRead(shared.addr() + 8, shared.rkey(), 16);
        assertRefused("asks for memory its original READ did not");
        forgeRead(shared.addr(), shared.rkey(), 4096);
        assertRefused("asks for memory its original READ did not");
    }

    @Test
    void aForgedDuplicateReadWithAWrongRkeyIsDropped() {
        forgeRead(shared.addr(), 0x00DEAD00, 16);
        assertRefused("asks for memory its original READ did not");
    }

    @Test
    void aDuplicateReadOfPartOfTheOriginalIsAnsweredFromIt() {
        forgeRead(shared.addr() + 7, shared.rkey(), 4);
        List<PacketSent> responses = readResponsesFromB();
        assertEquals(2, responses.size(), "the original and the repeat");
        RocePacket repeat = responses.get(1).packet();
        assertEquals(Opcode.RC_RDMA_READ_RESPONSE_ONLY, repeat.opcode());
        assertArrayEquals("data".getBytes(StandardCharsets.US_ASCII), repeat.payload().toArray());
        assertEquals(DropReason.DUPLICATE, lastDrop().reason(), "host A takes the extra response for an old PSN as a duplicate");
    }

    @Test
    void aForgedDuplicateAtomicThatWasNeverExecutedIsDroppedAndChangesNothing() {
        MemoryRegion counter = h.b.mr(8, null, Access.REMOTE_ATOMIC);
        inject(new RocePacket(Bth.of(Opcode.RC_FETCH_ADD, qb.qpn(), 0, true), null, null, new AtomicEth(counter.addr(), counter.rkey(), 5, 0), null,
                null, null, null, Payload.EMPTY));
        assertEquals(0, h.b.device.memory().readLong(counter.addr()));
        PacketDropped d = lastDrop();
        assertEquals(DropReason.DUPLICATE, d.reason());
        assertTrue(d.detail().contains("not in the replay cache"), d.detail());
        assertTrue(h.events(PacketSent.class).stream().noneMatch(e -> e.packet().opcode() == Opcode.RC_ATOMIC_ACKNOWLEDGE));
    }
}
