package rdma.workbench.engine.verbs;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * ibv_context: one program's handle on a device, and the verbs it calls. Each verb checks what
 * libibverbs and the kernel (rxe, erdma, the rdma cgroup, uverbs' handles and use counts) check,
 * and fails with their errno and a reason instead of throwing.
 */
public final class Context {

    private final RdmaDevice device;
    private final String program;
    private final String namespace;
    private final CgroupCharge cgroup;
    int handles;
    private Runnable waker = () -> { };

    private Context(RdmaDevice device, String program, String namespace, CgroupCharge cgroup) {
        this.device = device;
        this.program = program;
        this.namespace = namespace;
        this.cgroup = cgroup;
    }

    /** ibv_open_device for {@code program}, running in {@code namespace} (null: initial) and charged to {@code cgroup} (may be null). */
    public static VerbResult<Context> open(RdmaDevice device, String program, String namespace, CgroupCharge cgroup) {
        String over = cgroup == null ? null : cgroup.chargeHandle();
        if (over != null) {
            return VerbResult.fail(Errno.EAGAIN, over);
        }
        Context c = new Context(device, program, namespace, cgroup);
        device.opened(c);
        return VerbResult.ok(c);
    }

    public RdmaDevice device() {
        return device;
    }

    public String program() {
        return program;
    }

    public String namespace() {
        return namespace;
    }

    CgroupCharge cgroup() {
        return cgroup;
    }

    /** What runs when something the program may wait for happens: a completion on one of its CQs, an async event on its device. */
    public void setWaker(Runnable waker) {
        this.waker = waker;
    }

    void wake() {
        waker.run();
    }

    private String chargeObject() {
        return cgroup == null ? null : cgroup.chargeObject();
    }

    private <T extends VerbsObject> T created(T o) {
        device.created(o);
        return o;
    }

    private void destroy(VerbsObject o) {
        device.destroyed(o);
        if (cgroup != null) {
            cgroup.unchargeObject();
        }
    }

    /** Why {@code o} cannot be used (never created, or destroyed), or null: a stale uverbs handle fails with EINVAL. */
    private static String unusable(VerbsObject o, String what) {
        if (o == null) {
            return "no " + what + ": it was never created";
        }
        return o.isDestroyed() ? o + " was destroyed" : null;
    }

    public VerbResult<ProtectionDomain> allocPd() {
        if (device.count(ProtectionDomain.class) >= device.caps().maxPd()) {
            return VerbResult.fail(Errno.ENOMEM, device.name() + " has no PD left (max_pd " + device.caps().maxPd() + ")");
        }
        String over = chargeObject();
        return over != null ? VerbResult.fail(Errno.EAGAIN, over) : VerbResult.ok(created(new ProtectionDomain(this, ++handles)));
    }

    /** Allocates a buffer of {@code length} bytes in host memory, fills it with {@code initial} and registers it (malloc + ibv_reg_mr). */
    public VerbResult<MemoryRegion> regMr(ProtectionDomain pd, int length, Set<Access> access, byte[] initial) {
        return register(pd, length, access, null, null, initial);
    }

    /**
     * ibv_reg_mr_iova2 of a live program: registers {@code length} bytes of the program's own
     * memory, which {@code backing} reads and writes, named by {@code iova} in work requests.
     */
    public VerbResult<MemoryRegion> regMr(ProtectionDomain pd, long iova, long length, Set<Access> access, BufferBacking backing) {
        if (length < 0 || length > device.caps().maxMrSize() || length > Integer.MAX_VALUE) {
            return VerbResult.fail(Errno.EINVAL, "length " + length + " is outside 0.." + Math.min(device.caps().maxMrSize(), Integer.MAX_VALUE)
                    + " (max_mr_size)");
        }
        if (iova < 0 && iova + length > 0) {
            return VerbResult.fail(Errno.EINVAL, String.format(Locale.ROOT, "[0x%x, +%d) wraps around the address space", iova, length));
        }
        return register(pd, (int) length, access, iova, backing, null);
    }

    private VerbResult<MemoryRegion> register(ProtectionDomain pd, int length, Set<Access> access, Long iova, BufferBacking backing, byte[] initial) {
        String bad = unusable(pd, "PD");
        if (bad != null) {
            return VerbResult.fail(Errno.EINVAL, bad);
        }
        if ((access.contains(Access.REMOTE_WRITE) || access.contains(Access.REMOTE_ATOMIC)) && !access.contains(Access.LOCAL_WRITE)) {
            return VerbResult.fail(Errno.EINVAL, "REMOTE_WRITE and REMOTE_ATOMIC need LOCAL_WRITE (ib_check_mr_access)");
        }
        if (length < 0 || length > device.caps().maxMrSize()) {
            return VerbResult.fail(Errno.EINVAL, "length " + length + " is outside 0.." + device.caps().maxMrSize() + " (max_mr_size)");
        }
        if (device.count(MemoryRegion.class) >= device.caps().maxMr()) {
            return VerbResult.fail(Errno.ENOMEM, device.name() + " has no memory region left (max_mr " + device.caps().maxMr() + ")");
        }
        long addr = device.memory().allocate(length, backing);
        if (addr < 0) {
            return VerbResult.fail(Errno.ENOMEM, "host " + device.host() + " has no " + length + " bytes of memory left");
        }
        String over = chargeObject();
        if (over != null) {
            return VerbResult.fail(Errno.EAGAIN, over);
        }
        if (initial != null && initial.length > 0) {
            device.memory().write(addr, initial, 0, Math.min(initial.length, length));
        }
        pd.users++;
        return VerbResult.ok(created(new MemoryRegion(this, pd, device.memory().buffer(addr), iova == null ? addr : iova, access, device.allocateKey())));
    }

    public VerbResult<CompletionQueue> createCq(int cqe) {
        if (cqe < 1 || cqe > device.caps().maxCqe()) {
            return VerbResult.fail(Errno.EINVAL, "cqe " + cqe + " is outside 1.." + device.caps().maxCqe() + " (max_cqe)");
        }
        if (device.count(CompletionQueue.class) >= device.caps().maxCq()) {
            return VerbResult.fail(Errno.ENOMEM, device.name() + " has no CQ left (max_cq " + device.caps().maxCq() + ")");
        }
        String over = chargeObject();
        return over != null ? VerbResult.fail(Errno.EAGAIN, over) : VerbResult.ok(created(new CompletionQueue(this, ++handles, cqe)));
    }

    /** ibv_create_srq; a {@code limit} above 0 arms the SRQ limit event (rxe takes srq_limit at creation). */
    public VerbResult<SharedReceiveQueue> createSrq(ProtectionDomain pd, int maxWr, int maxSge, int limit) {
        String bad = unusable(pd, "PD");
        if (bad != null) {
            return VerbResult.fail(Errno.EINVAL, bad);
        }
        if (!device.hasSrq()) {
            return VerbResult.fail(Errno.EOPNOTSUPP, device.name() + " has no shared receive queues");
        }
        if (maxWr < 1 || maxWr > device.caps().maxRecvWr() || maxSge < 1 || maxSge > device.caps().maxRecvSge()) {
            return VerbResult.fail(Errno.EINVAL, "max_wr " + maxWr + " / max_sge " + maxSge + " exceed the device's "
                    + device.caps().maxRecvWr() + " / " + device.caps().maxRecvSge());
        }
        if (limit < 0 || limit > maxWr) {
            // rxe_srq_chk_init: the limit lies within the queue
            return VerbResult.fail(Errno.EINVAL, "srq_limit " + limit + " is outside 0.." + maxWr + " (max_wr)");
        }
        if (device.count(SharedReceiveQueue.class) >= device.caps().maxSrq()) {
            return VerbResult.fail(Errno.ENOMEM, device.name() + " has no SRQ left (max_srq " + device.caps().maxSrq() + ")");
        }
        String over = chargeObject();
        if (over != null) {
            return VerbResult.fail(Errno.EAGAIN, over);
        }
        pd.users++;
        return VerbResult.ok(created(new SharedReceiveQueue(this, ++handles, pd, maxWr, maxSge, limit)));
    }

    public VerbResult<QueuePair> createQp(ProtectionDomain pd, CompletionQueue sendCq, CompletionQueue recvCq, SharedReceiveQueue srq,
            QpType type, QpCaps caps, boolean sqSigAll) {
        String bad = firstNonNull(unusable(pd, "PD"), unusable(sendCq, "send CQ"), unusable(recvCq, "receive CQ"),
                srq == null ? null : unusable(srq, "SRQ"));
        if (bad != null) {
            return VerbResult.fail(Errno.EINVAL, bad);
        }
        DeviceCaps d = device.caps();
        if (type == QpType.UC && !d.uc()) {
            return VerbResult.fail(Errno.EOPNOTSUPP, device.name() + " has no UC queue pairs");
        }
        if (caps.maxSendWr() > d.maxSendWr() || caps.maxRecvWr() > d.maxRecvWr() || caps.maxSendSge() > d.maxSendSge()
                || caps.maxRecvSge() > d.maxRecvSge() || caps.maxInlineData() > d.maxInlineData()) {
            return VerbResult.fail(Errno.EINVAL, "the QP capabilities " + caps + " exceed the device's");
        }
        if (caps.maxSendWr() < 0 || caps.maxRecvWr() < 0 || caps.maxSendSge() < 0 || caps.maxRecvSge() < 0 || caps.maxInlineData() < 0) {
            return VerbResult.fail(Errno.EINVAL, "the QP capabilities " + caps + " cannot be negative");
        }
        if (device.count(QueuePair.class) >= d.maxQp()) {
            return VerbResult.fail(Errno.ENOMEM, device.name() + " has no QP left (max_qp " + d.maxQp() + ")");
        }
        String over = chargeObject();
        if (over != null) {
            return VerbResult.fail(Errno.EAGAIN, over);
        }
        pd.users++;
        sendCq.users++;
        recvCq.users++;
        if (srq != null) {
            srq.users++;
        }
        return VerbResult.ok(created(new QueuePair(this, device.allocateQpn(), type, pd, sendCq, recvCq, srq, caps, sqSigAll)));
    }

    public VerbResult<AddressHandle> createAh(ProtectionDomain pd, AddressVector av) {
        String bad = unusable(pd, "PD");
        if (bad == null) {
            bad = checkAv(av);
        }
        if (bad != null) {
            return VerbResult.fail(Errno.EINVAL, bad);
        }
        if (device.count(AddressHandle.class) >= device.caps().maxAh()) {
            return VerbResult.fail(Errno.ENOMEM, device.name() + " has no address handle left (max_ah " + device.caps().maxAh() + ")");
        }
        String over = chargeObject();
        if (over != null) {
            return VerbResult.fail(Errno.EAGAIN, over);
        }
        pd.users++;
        return VerbResult.ok(created(new AddressHandle(this, ++handles, pd, av)));
    }

    // ---- destroying (uverbs refuses while other objects use the one to destroy: EBUSY)

    public Status deallocPd(ProtectionDomain pd) {
        return destroyUnused(pd, "PD");
    }

    public Status destroyCq(CompletionQueue cq) {
        return destroyUnused(cq, "CQ");
    }

    public Status destroySrq(SharedReceiveQueue srq) {
        Status s = destroyUnused(srq, "SRQ");
        if (s.isOk()) {
            srq.pd().users--;
        }
        return s;
    }

    private Status destroyUnused(VerbsObject o, String what) {
        String bad = unusable(o, what);
        if (bad != null) {
            return Status.fail(Errno.EINVAL, bad);
        }
        if (o.users > 0) {
            return Status.fail(Errno.EBUSY, o + " is still used by " + o.users + " object(s) (uverbs usecnt)");
        }
        destroy(o);
        return Status.OK;
    }

    public Status deregMr(MemoryRegion mr) {
        String bad = unusable(mr, "MR");
        if (bad != null) {
            return Status.fail(Errno.EINVAL, bad);
        }
        destroy(mr);
        mr.pd().users--;
        return Status.OK;
    }

    public Status destroyAh(AddressHandle ah) {
        String bad = unusable(ah, "AH");
        if (bad != null) {
            return Status.fail(Errno.EINVAL, bad);
        }
        destroy(ah);
        ah.pd().users--;
        return Status.OK;
    }

    /** ibv_destroy_qp: the QP disappears with its queued work (no completions); its QPN takes no more packets. */
    public Status destroyQp(QueuePair qp) {
        String bad = unusable(qp, "QP");
        if (bad != null) {
            return Status.fail(Errno.EINVAL, bad);
        }
        qp.sendQueue().clear();
        qp.recvQueue().clear();
        destroy(qp);
        qp.pd().users--;
        qp.sendCq().users--;
        qp.recvCq().users--;
        if (qp.srq() != null) {
            qp.srq().users--;
        }
        qp.destroyedByVerb();
        return Status.OK;
    }

    /** ibv_query_qp: the current attributes, with the PSNs the transport has reached (rxe_qp_to_attr). */
    public VerbResult<QpAttributes> queryQp(QueuePair qp) {
        String bad = unusable(qp, "QP");
        return bad != null ? VerbResult.fail(Errno.EINVAL, bad) : VerbResult.ok(qp.query());
    }

    /** ibv_get_async_event without blocking: the oldest event of the device, or EAGAIN when there is none. */
    public VerbResult<AsyncEvent> getAsyncEvent() {
        AsyncEvent e = device.takeAsyncEvent();
        return e == null ? VerbResult.fail(Errno.EAGAIN, "no asynchronous event is waiting") : VerbResult.ok(e);
    }

    private static String firstNonNull(String... reasons) {
        for (String r : reasons) {
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    /** A reason the address vector cannot be used by this program, or null. */
    private String checkAv(AddressVector av) {
        DevicePort port = device.port(av.portNum());
        if (port == null) {
            return device.name() + " has no port " + av.portNum();
        }
        Gid gid = port.gid(av.sgidIndex());
        if (gid == null) {
            return "port " + av.portNum() + " has no GID " + av.sgidIndex();
        }
        if (!Objects.equals(gid.namespace(), namespace)) {
            return "GID " + av.sgidIndex() + " belongs to a netdev in " + describe(gid.namespace()) + ", but the program runs in "
                    + describe(namespace);
        }
        return null;
    }

    private static String describe(String ns) {
        return ns == null ? "the initial namespace" : "namespace " + ns;
    }

    /** ibv_modify_qp: the mask must hold exactly the required attributes plus allowed optional ones, or nothing changes. */
    public Status modifyQp(QueuePair qp, QpAttributes attr, Set<QpAttrMask> mask) {
        String unusable = unusable(qp, "QP");
        if (unusable != null) {
            return Status.fail(Errno.EINVAL, unusable);
        }
        QpState from = qp.state();
        QpState to = mask.contains(QpAttrMask.STATE) ? attr.state : from;
        QpTransitions.Rule rule = QpTransitions.rule(from, to, qp.type());
        if (rule == null) {
            return Status.fail(Errno.EINVAL, "a QP cannot go from " + from + " to " + to);
        }
        Set<QpAttrMask> missing = EnumSet.copyOf(rule.required());
        missing.removeAll(mask);
        if (!missing.isEmpty()) {
            return Status.fail(Errno.EINVAL, from + "->" + to + " on a " + qp.type() + " QP needs " + missing);
        }
        Set<QpAttrMask> extra = EnumSet.noneOf(QpAttrMask.class);
        extra.addAll(mask);
        extra.removeAll(rule.required());
        extra.removeAll(rule.optional());
        if (!extra.isEmpty()) {
            return Status.fail(Errno.EINVAL, from + "->" + to + " on a " + qp.type() + " QP does not take " + extra);
        }
        String bad = checkValues(attr, mask);
        if (bad != null) {
            return Status.fail(Errno.EINVAL, bad);
        }
        QpState target = to;
        EnumSet<QpAttrMask> rest = EnumSet.copyOf(mask);
        rest.remove(QpAttrMask.STATE);
        if (!rest.isEmpty()) {
            qp.attributes().apply(attr, rest);
        }
        qp.setState(target, "ibv_modify_qp");
        return Status.OK;
    }

    private String checkValues(QpAttributes a, Set<QpAttrMask> mask) {
        int portNumber = mask.contains(QpAttrMask.PORT) ? a.port : 1;
        DevicePort port = device.port(portNumber);
        if (mask.contains(QpAttrMask.PORT) && port == null) {
            return device.name() + " has no port " + a.port;
        }
        if (mask.contains(QpAttrMask.PKEY_INDEX) && a.pkeyIndex != 0) {
            return "P_Key index " + a.pkeyIndex + " does not exist; RoCE has one P_Key (index 0)";
        }
        if (mask.contains(QpAttrMask.PATH_MTU) && port != null && a.pathMtu > port.activeMtu()) {
            return "path MTU " + a.pathMtu + " is larger than the port's active MTU " + port.activeMtu();
        }
        if (mask.contains(QpAttrMask.AV)) {
            String bad = checkAv(a.av);
            if (bad != null) {
                return bad;
            }
        }
        if (mask.contains(QpAttrMask.MAX_QP_RD_ATOMIC) && a.maxRdAtomic > device.caps().maxQpRdAtom()) {
            return "max_rd_atomic " + a.maxRdAtomic + " exceeds the device's " + device.caps().maxQpRdAtom();
        }
        if (mask.contains(QpAttrMask.MAX_DEST_RD_ATOMIC) && a.maxDestRdAtomic > device.caps().maxQpInitRdAtom()) {
            return "max_dest_rd_atomic " + a.maxDestRdAtomic + " exceeds the device's " + device.caps().maxQpInitRdAtom();
        }
        if (mask.contains(QpAttrMask.TIMEOUT) && (a.timeout < 0 || a.timeout > 31)) {
            return "timeout " + a.timeout + " is outside 0..31";
        }
        if (mask.contains(QpAttrMask.RETRY_CNT) && (a.retryCnt < 0 || a.retryCnt > 7)) {
            return "retry_cnt " + a.retryCnt + " is outside 0..7";
        }
        if (mask.contains(QpAttrMask.RNR_RETRY) && (a.rnrRetry < 0 || a.rnrRetry > 7)) {
            return "rnr_retry " + a.rnrRetry + " is outside 0..7";
        }
        if (mask.contains(QpAttrMask.MIN_RNR_TIMER) && (a.minRnrTimer < 0 || a.minRnrTimer > 31)) {
            return "min_rnr_timer " + a.minRnrTimer + " is outside 0..31";
        }
        return null;
    }

    public Status postSend(QueuePair qp, SendWr wr) {
        String unusable = unusable(qp, "QP");
        if (unusable == null && wr.ah() != null) {
            unusable = unusable(wr.ah(), "AH");
        }
        if (unusable != null) {
            return Status.fail(Errno.EINVAL, unusable);
        }
        QpState s = qp.state();
        if (s == QpState.RESET || s == QpState.INIT || s == QpState.RTR) {
            return Status.fail(Errno.EINVAL, "the QP is in " + s + "; it sends only from RTS");
        }
        if (wr.sges().size() > qp.caps().maxSendSge()) {
            return Status.fail(Errno.EINVAL, wr.sges().size() + " SGEs, but the QP takes " + qp.caps().maxSendSge());
        }
        if (wr.flags().contains(SendFlag.INLINE)) {
            if (wr.totalLength() > qp.caps().maxInlineData()) {
                return Status.fail(Errno.EINVAL, wr.totalLength() + " bytes inline, but the QP takes " + qp.caps().maxInlineData());
            }
            for (Sge sge : wr.sges()) {
                if (!device.memory().contains(sge.addr(), sge.length())) {
                    return Status.fail(Errno.EFAULT, String.format(Locale.ROOT, "inline data at [0x%x, +%d) is outside the program's buffers", sge.addr(),
                            sge.length()));
                }
            }
        }
        boolean sendOnly = wr.opcode() == WrOpcode.SEND || wr.opcode() == WrOpcode.SEND_WITH_IMM;
        if (qp.type() == QpType.UD && !sendOnly) {
            return Status.fail(Errno.EINVAL, "a UD QP only sends SEND and SEND_WITH_IMM, not " + wr.opcode());
        }
        if (qp.type() == QpType.UC && (wr.opcode() == WrOpcode.RDMA_READ || wr.opcode().isAtomic() || wr.opcode() == WrOpcode.SEND_WITH_INV)) {
            return Status.fail(Errno.EINVAL, "a UC QP does not do " + wr.opcode());
        }
        if (wr.opcode().isAtomic() && wr.totalLength() != 8) {
            return Status.fail(Errno.EINVAL, "an atomic operation moves exactly 8 bytes, the SGEs hold " + wr.totalLength());
        }
        if (qp.type() == QpType.UD) {
            if (wr.ah() == null) {
                return Status.fail(Errno.EINVAL, "a UD send needs an address handle");
            }
            if (wr.totalLength() > mtuOf(wr.ah())) {
                return Status.fail(Errno.EINVAL, "a UD message of " + wr.totalLength() + " bytes does not fit the MTU " + mtuOf(wr.ah()));
            }
        }
        if (qp.sendQueue().size() >= qp.caps().maxSendWr()) {
            return Status.fail(Errno.ENOMEM, "the send queue is full (" + qp.caps().maxSendWr() + " work requests)");
        }
        qp.sendQueue().add(wr);
        if (s == QpState.ERR) {
            qp.sendQueue().removeLast();
            qp.flush(qp.sendCq(), wr.wrId());
            return Status.OK;
        }
        qp.sendPosted(wr);
        return Status.OK;
    }

    private int mtuOf(AddressHandle ah) {
        DevicePort p = device.port(ah.av().portNum());
        return p == null ? 0 : p.activeMtu();
    }

    public Status postRecv(QueuePair qp, RecvWr wr) {
        String unusable = unusable(qp, "QP");
        if (unusable != null) {
            return Status.fail(Errno.EINVAL, unusable);
        }
        if (qp.srq() != null) {
            return Status.fail(Errno.EINVAL, "the QP takes its receives from an SRQ");
        }
        if (qp.state() == QpState.RESET) {
            return Status.fail(Errno.EINVAL, "the QP is in RESET; it takes receives from INIT on");
        }
        if (wr.sges().size() > qp.caps().maxRecvSge()) {
            return Status.fail(Errno.EINVAL, wr.sges().size() + " SGEs, but the QP takes " + qp.caps().maxRecvSge());
        }
        if (qp.recvQueue().size() >= qp.caps().maxRecvWr()) {
            return Status.fail(Errno.ENOMEM, "the receive queue is full (" + qp.caps().maxRecvWr() + " work requests)");
        }
        if (qp.state() == QpState.ERR) {
            qp.flush(qp.recvCq(), wr.wrId());
            return Status.OK;
        }
        qp.recvQueue().add(wr);
        qp.recvPosted();
        return Status.OK;
    }

    public Status postSrqRecv(SharedReceiveQueue srq, RecvWr wr) {
        String unusable = unusable(srq, "SRQ");
        if (unusable != null) {
            return Status.fail(Errno.EINVAL, unusable);
        }
        if (wr.sges().size() > srq.maxSge()) {
            return Status.fail(Errno.EINVAL, wr.sges().size() + " SGEs, but the SRQ takes " + srq.maxSge());
        }
        if (srq.queue().size() >= srq.maxWr()) {
            return Status.fail(Errno.ENOMEM, "the SRQ is full (" + srq.maxWr() + " work requests)");
        }
        srq.queue().add(wr);
        return Status.OK;
    }

    /** ibv_poll_cq: at most {@code max} completions, oldest first (see {@link #usable} for a CQ that may be gone). */
    public List<WorkCompletion> pollCq(CompletionQueue cq, int max) {
        return cq.poll(max);
    }

    /** Why a program cannot use {@code o} (never created, or destroyed: EINVAL for a real one), or null when it can. */
    public static String usable(VerbsObject o, String what) {
        return unusable(o, what);
    }
}
