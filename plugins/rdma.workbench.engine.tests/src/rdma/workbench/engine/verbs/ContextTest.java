package rdma.workbench.engine.verbs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

class ContextTest {

    private final RdmaDevice device = Devices.erdma("host1", "blue");
    private final Context ctx = Devices.context(device);
    private final ProtectionDomain pd = ctx.allocPd().value();
    private final CompletionQueue cq = ctx.createCq(4).value();
    private final QueuePair qp = ctx.createQp(pd, cq, cq, null, QpType.RC, new QpCaps(4, 4, 1, 1, 0), false).value();

    private static Set<QpAttrMask> mask(QpAttrMask... m) {
        return EnumSet.of(QpAttrMask.STATE, m);
    }

    /** The walk to RTS towards QP 0x12 at GID ::2, with PSNs that show which transition set which: rq_psn 100, sq_psn 200. */
    private static QpBringUp bringUp(int pathMtu) {
        byte[] gid = new byte[16];
        gid[15] = 2;
        return QpBringUp.towards(gid, 0x12, pathMtu).access(Set.of(Access.REMOTE_WRITE)).psns(100, 200).minRnrTimer(12);
    }

    private Status toInit() {
        return bringUp(1024).init(ctx, qp);
    }

    private Status toRtr(int pathMtu) {
        return bringUp(pathMtu).rtr(ctx, qp);
    }

    private Status toRts() {
        return bringUp(1024).rts(ctx, qp);
    }

    private static SendWr send(long id, Set<SendFlag> flags) {
        return new SendWr(id, WrOpcode.SEND, List.of(), flags, null, 0, 0, 0, 0, null, 0, 0, 0);
    }

    @Test
    void qpNumbersStartWhereRxeStarts() {
        assertEquals(0x11, qp.qpn());
        assertEquals(QpState.RESET, qp.state());
    }

    @Test
    void rcQpWalksResetInitRtrRts() {
        assertEquals(Status.OK, toInit());
        assertEquals(Status.OK, toRtr(1024));
        assertEquals(Status.OK, toRts());
        assertEquals(QpState.RTS, qp.state());
        assertEquals(1024, qp.attributes().pathMtu);
        assertEquals(100, qp.attributes().rqPsn);
        assertEquals(200, qp.attributes().sqPsn);
        assertEquals(0x12, qp.attributes().destQpn);
    }

    @Test
    void aMissingRequiredAttributeFailsAndChangesNothing() {
        toInit();
        QpAttributes a = new QpAttributes();
        a.state = QpState.RTR;
        a.pathMtu = 1024;
        a.destQpn = 0x12;
        Status s = ctx.modifyQp(qp, a, mask(QpAttrMask.PATH_MTU, QpAttrMask.DEST_QPN));
        assertEquals(Errno.EINVAL, s.errno());
        assertEquals("INIT->RTR on a RC QP needs [AV, RQ_PSN, MIN_RNR_TIMER, MAX_DEST_RD_ATOMIC]", s.reason());
        assertEquals(QpState.INIT, qp.state());
        assertEquals(256, qp.attributes().pathMtu, "nothing was applied");
        assertEquals(0, qp.attributes().destQpn);
    }

    @Test
    void anAttributeTheTransitionDoesNotTakeFails() {
        QpAttributes a = new QpAttributes();
        a.state = QpState.INIT;
        a.port = 1;
        a.accessFlags = EnumSet.noneOf(Access.class);
        a.sqPsn = 5;
        Status s = ctx.modifyQp(qp, a, mask(QpAttrMask.PKEY_INDEX, QpAttrMask.PORT, QpAttrMask.ACCESS_FLAGS, QpAttrMask.SQ_PSN));
        assertEquals(Errno.EINVAL, s.errno());
        assertEquals("RESET->INIT on a RC QP does not take [SQ_PSN]", s.reason());
        assertEquals(QpState.RESET, qp.state());
    }

    @Test
    void transitionsThatDoNotExist() {
        QpAttributes a = new QpAttributes();
        a.state = QpState.RTS;
        assertEquals(Status.fail(Errno.EINVAL, "a QP cannot go from RESET to RTS"), ctx.modifyQp(qp, a, mask()));
        a.state = QpState.ERR;
        assertEquals(Status.fail(Errno.EINVAL, "a QP cannot go from RESET to ERR"), ctx.modifyQp(qp, a, mask()));
        toInit();
        assertEquals(Status.OK, ctx.modifyQp(qp, a, mask()), "any other state may go to ERR");
        a.state = QpState.RESET;
        assertEquals(Status.OK, ctx.modifyQp(qp, a, mask()));
    }

    @Test
    void pathMtuCannotExceedThePort() {
        toInit();
        Status s = toRtr(2048);
        assertEquals(Status.fail(Errno.EINVAL, "path MTU 2048 is larger than the port's active MTU 1024"), s);
        assertEquals(QpState.INIT, qp.state());
    }

    @Test
    void addressVectorMayOnlyUseGidsOfTheProgramsNamespace() {
        Context inBlue = Context.open(device, "c", "blue", null).value();
        assertTrue(inBlue.createAh(pd, new AddressVector(new byte[16], 1, 1, 64, 0, 0)).isOk());
        VerbResult<AddressHandle> r = inBlue.createAh(pd, new AddressVector(new byte[16], 0, 1, 64, 0, 0));
        assertEquals(Errno.EINVAL, r.errno());
        assertEquals("GID 0 belongs to a netdev in the initial namespace, but the program runs in namespace blue", r.reason());
    }

    @Test
    void remoteWriteNeedsLocalWrite() {
        VerbResult<MemoryRegion> r = ctx.regMr(pd, 64, EnumSet.of(Access.REMOTE_WRITE), null);
        assertEquals(Errno.EINVAL, r.errno());
        assertNull(r.value());
        MemoryRegion mr = ctx.regMr(pd, 64, EnumSet.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE), "hi".getBytes()).value();
        assertEquals(mr.lkey(), mr.rkey());
        assertArrayEquals(new byte[] {'h', 'i', 0}, device.memory().read(mr.addr(), 3));
    }

    @Test
    void erdmaInRoceModeRefusesUcAndSrq() {
        assertEquals(Errno.EOPNOTSUPP, ctx.createQp(pd, cq, cq, null, QpType.UC, new QpCaps(1, 1, 1, 1, 0), false).errno());
        assertEquals(Errno.EOPNOTSUPP, ctx.createSrq(pd, 4, 1, 0).errno());
        assertEquals(Errno.EINVAL, ctx.createQp(pd, cq, cq, null, QpType.RC, new QpCaps(1, 1, 7, 1, 0), false).errno(), "7 send SGEs > 6");
    }

    @Test
    void sendingBeforeRtsFails() {
        toInit();
        Status s = ctx.postSend(qp, send(1, Set.of()));
        assertEquals(Status.fail(Errno.EINVAL, "the QP is in INIT; it sends only from RTS"), s);
        assertEquals(Status.fail(Errno.EINVAL, "the QP is in RESET; it takes receives from INIT on"),
                Context.open(device, "q", null, null).value().postRecv(
                        ctx.createQp(pd, cq, cq, null, QpType.RC, new QpCaps(1, 1, 1, 1, 0), false).value(), new RecvWr(1, List.of())));
    }

    @Test
    void enteringErrFlushesEverySendAndReceiveEvenUnsignaled() {
        toInit();
        toRtr(1024);
        assertEquals(Status.OK, ctx.postRecv(qp, new RecvWr(7, List.of())));
        toRts();
        assertEquals(Status.OK, ctx.postSend(qp, send(1, Set.of())));
        assertEquals(Status.OK, ctx.postSend(qp, send(2, Set.of(SendFlag.SIGNALED))));
        QpAttributes a = new QpAttributes();
        a.state = QpState.ERR;
        assertEquals(Status.OK, ctx.modifyQp(qp, a, mask()));
        List<WorkCompletion> wcs = ctx.pollCq(cq, 10);
        assertEquals(List.of(WorkCompletion.flushed(1, 0x11), WorkCompletion.flushed(2, 0x11), WorkCompletion.flushed(7, 0x11)), wcs);
        assertEquals(Status.OK, ctx.postSend(qp, send(3, Set.of())), "posting in ERR succeeds");
        assertEquals(List.of(WorkCompletion.flushed(3, 0x11)), ctx.pollCq(cq, 10), "and completes at once with a flush error");
    }

    @Test
    void aFullSendQueueIsEnomem() {
        toInit();
        toRtr(1024);
        toRts();
        for (int i = 0; i < 4; i++) {
            assertEquals(Status.OK, ctx.postSend(qp, send(i, Set.of())));
        }
        assertEquals(Errno.ENOMEM, ctx.postSend(qp, send(5, Set.of())).errno());
    }

    @Test
    void cgroupLimitsAreEagain() {
        CgroupCharge cg = new CgroupCharge("tenant", 1, 2);
        Context c = Context.open(device, "a", null, cg).value();
        assertEquals(Errno.EAGAIN, Context.open(device, "b", null, cg).errno());
        assertTrue(c.allocPd().isOk());
        assertTrue(c.createCq(1).isOk());
        VerbResult<ProtectionDomain> third = c.allocPd();
        assertEquals(Errno.EAGAIN, third.errno());
        assertEquals("cgroup tenant allows hca_object=2", third.reason());
    }

    @Test
    void aFullCompletionQueueOverflows() {
        CompletionQueue small = ctx.createCq(1).value();
        assertTrue(small.push(WorkCompletion.flushed(1, 1)));
        assertTrue(!small.push(WorkCompletion.flushed(2, 1)));
        assertTrue(small.hasOverflowed());
        assertEquals(1, small.poll(5).size());
    }
}
