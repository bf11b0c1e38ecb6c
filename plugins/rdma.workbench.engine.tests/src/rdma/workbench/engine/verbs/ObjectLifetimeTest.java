package rdma.workbench.engine.verbs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * Destroying verbs objects as the kernel allows it: a PD, CQ or SRQ still used by other objects
 * cannot go (uverbs usecnt: EBUSY), and a destroyed object is a stale handle (EINVAL).
 */
class ObjectLifetimeTest {

    private final RdmaDevice device = Devices.erdma("host1", null);
    private final Context ctx = Devices.context(device);
    private final ProtectionDomain pd = ctx.allocPd().value();
    private final CompletionQueue cq = ctx.createCq(4).value();
    private final MemoryRegion mr = ctx.regMr(pd, 64, EnumSet.of(Access.LOCAL_WRITE), null).value();
    private final QueuePair qp = ctx.createQp(pd, cq, cq, null, QpType.RC, new QpCaps(4, 4, 1, 1, 0), false).value();

    @Test
    void aPdWithObjectsAndACqAQpUsesAreBusy() {
        assertEquals(new Status(Errno.EBUSY, "PD 1 is still used by 2 object(s) (uverbs usecnt)"), ctx.deallocPd(pd));
        assertEquals(new Status(Errno.EBUSY, "CQ 2 is still used by 2 object(s) (uverbs usecnt)"), ctx.destroyCq(cq), "the QP uses it twice: send and receive");
        assertEquals(Status.OK, ctx.destroyQp(qp));
        assertEquals(Status.OK, ctx.destroyCq(cq));
        assertEquals(new Status(Errno.EBUSY, "PD 1 is still used by 1 object(s) (uverbs usecnt)"), ctx.deallocPd(pd), "the MR is still there");
        assertEquals(Status.OK, ctx.deregMr(mr));
        assertEquals(Status.OK, ctx.deallocPd(pd));
        assertEquals(List.of(), device.objects());
    }

    @Test
    void aDestroyedObjectIsAStaleHandle() {
        assertEquals(Status.OK, ctx.destroyQp(qp));
        assertEquals(new Status(Errno.EINVAL, "QP 0x000011 was destroyed"), ctx.destroyQp(qp));
        assertEquals(Errno.EINVAL, ctx.postRecv(qp, new RecvWr(1, List.of(new Sge(mr.addr(), 8, mr.lkey())))).errno());
        assertEquals(Errno.EINVAL, ctx.queryQp(qp).errno());
        assertEquals(null, device.qp(qp.qpn()), "packets for its QPN find nothing");
        assertEquals(Status.OK, ctx.deregMr(mr));
        assertFalse(mr.isValid());
        assertEquals(null, device.mrByLkey(mr.lkey()), "its keys are gone");
        assertEquals(new Status(Errno.EINVAL, "MR lkey 0x125 was destroyed"), ctx.deregMr(mr));
        assertEquals(new VerbResult<>(null, Errno.EINVAL, "PD 3 was destroyed"),
                ctx.regMr(destroyed(), 8, EnumSet.of(Access.LOCAL_WRITE), null));
    }

    private ProtectionDomain destroyed() {
        ProtectionDomain other = ctx.allocPd().value();
        assertEquals(Status.OK, ctx.deallocPd(other));
        return other;
    }

    @Test
    void anObjectNeverCreatedIsRefused() {
        assertEquals(new Status(Errno.EINVAL, "no PD: it was never created"), ctx.deallocPd(null));
        assertEquals(Errno.EINVAL, ctx.createQp(null, cq, cq, null, QpType.RC, new QpCaps(1, 1, 1, 1, 0), false).errno());
        assertEquals(Errno.EINVAL, ctx.postSend(null, new SendWr(1, WrOpcode.SEND, List.of(), Set.of(), null, 0, 0, 0, 0, null, 0, 0, 0))
                .errno());
    }

    @Test
    void queryQpReportsTheLiveAttributes() {
        QpAttributes a = ctx.queryQp(qp).value();
        assertEquals(QpState.RESET, a.state);
        assertTrue(a != qp.attributes(), "a copy: changing it changes nothing");
    }

    @Test
    void aFullCqRaisesCqErrOnceAndWakesTheProgram() {
        int[] woken = {0};
        ctx.setWaker(() -> woken[0]++);
        for (int i = 0; i < 6; i++) {
            cq.push(new WorkCompletion(i, WcStatus.SUCCESS, WcOpcode.SEND, 0, null, qp.qpn(), 0, false));
        }
        assertEquals(4, cq.size());
        assertEquals(List.of(AsyncEventType.CQ_ERR), device.pendingAsyncEvents().stream().map(AsyncEvent::type).toList());
        assertEquals(5, woken[0], "four completions and one async event");
        assertEquals(AsyncEventType.CQ_ERR, ctx.getAsyncEvent().value().type());
        assertEquals(new VerbResult<>(null, Errno.EAGAIN, "no asynchronous event is waiting"), ctx.getAsyncEvent());
    }
}
