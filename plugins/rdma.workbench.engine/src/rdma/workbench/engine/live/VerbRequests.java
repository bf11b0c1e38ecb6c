package rdma.workbench.engine.live;

import java.nio.BufferUnderflowException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.LongSupplier;

import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AddressHandle;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.ProtectionDomain;
import rdma.workbench.engine.verbs.QpAttrMask;
import rdma.workbench.engine.verbs.QpAttributes;
import rdma.workbench.engine.verbs.QpCaps;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.SharedReceiveQueue;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.verbs.Status;
import rdma.workbench.engine.verbs.VerbResult;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * Turns one request of a program's library into the engine's verbs and their answer, on the
 * engine's thread: the errno and reason the engine gives a failed verb go back to the program
 * (and the reason to the fabric's log), as a kernel's would. A poll that finds nothing is held.
 */
final class VerbRequests {

    /** What a request came to: a reply to send now, or a poll held until something comes. */
    record Answer(int status, byte[] body, String failure) {

        static final Answer HELD = new Answer(-1, null, null);

        static Answer ok(byte[] body) {
            return new Answer(0, body, null);
        }

        static Answer ok() {
            return ok(new byte[0]);
        }

        static Answer fail(Errno errno, String reason) {
            return new Answer(errno.value(), new MessageOut().str(reason).toBytes(), reason);
        }

        static Answer of(Status s) {
            return s.isOk() ? ok() : fail(s.errno(), s.reason());
        }
    }

    /** ibv_qp_attr_mask's bits, in the order of the engine's QpAttrMask (bit i is IBV_QP_... 1 << i). */
    private static final QpAttrMask[] MASK_BITS = QpAttrMask.values();
    /** enum ibv_wr_opcode by value; null where the simulated NIC does not do it (LOCAL_INV 7, BIND_MW 8). */
    private static final WrOpcode[] WR_OPCODES = {WrOpcode.RDMA_WRITE, WrOpcode.RDMA_WRITE_WITH_IMM, WrOpcode.SEND, WrOpcode.SEND_WITH_IMM,
        WrOpcode.RDMA_READ, WrOpcode.ATOMIC_CMP_AND_SWP, WrOpcode.ATOMIC_FETCH_AND_ADD, null, null, WrOpcode.SEND_WITH_INV};

    private final LiveProgram program;
    /** Simulated time, for the figures. */
    private final LongSupplier now;

    VerbRequests(LiveProgram program, LongSupplier now) {
        this.program = program;
        this.now = now;
    }

    Answer answer(Message m) {
        try {
            return dispatch(m.type(), m.in());
        } catch (BufferUnderflowException e) {
            return Answer.fail(Errno.EINVAL, "request " + m.type() + " ends before its fields do");
        }
    }

    private Answer dispatch(int type, MessageIn in) {
        return switch (type) {
            case LiveProtocol.OPEN -> open(in.u32());
            case LiveProtocol.CLOSE -> close(in.u32());
            case LiveProtocol.ALLOC_PD -> allocPd(in.u32());
            case LiveProtocol.DEALLOC_PD -> destroy(in.u32(), ProtectionDomain.class, pd -> pd.context().deallocPd(pd));
            case LiveProtocol.REG_MR -> regMr(in);
            case LiveProtocol.DEREG_MR -> destroy(in.u32(), MemoryRegion.class, mr -> mr.context().deregMr(mr));
            case LiveProtocol.CREATE_CQ -> createCq(in);
            case LiveProtocol.DESTROY_CQ -> destroyCq(in.u32());
            case LiveProtocol.REQ_NOTIFY -> reqNotify(in.u32());
            case LiveProtocol.CREATE_QP -> createQp(in);
            case LiveProtocol.MODIFY_QP -> modifyQp(in);
            case LiveProtocol.QUERY_QP -> queryQp(in.u32());
            case LiveProtocol.DESTROY_QP -> destroy(in.u32(), QueuePair.class, qp -> qp.context().destroyQp(qp));
            case LiveProtocol.CREATE_SRQ -> createSrq(in);
            case LiveProtocol.MODIFY_SRQ -> Answer.fail(Errno.EOPNOTSUPP, "the simulated NIC does not offer ibv_modify_srq; an SRQ limit is armed at ibv_create_srq");
            case LiveProtocol.QUERY_SRQ -> querySrq(in.u32());
            case LiveProtocol.DESTROY_SRQ -> destroy(in.u32(), SharedReceiveQueue.class, s -> s.context().destroySrq(s));
            case LiveProtocol.CREATE_AH -> createAh(in);
            case LiveProtocol.DESTROY_AH -> destroy(in.u32(), AddressHandle.class, ah -> ah.context().destroyAh(ah));
            case LiveProtocol.POST_SEND -> postSend(in);
            case LiveProtocol.POST_RECV -> postRecv(in, false);
            case LiveProtocol.POST_SRQ_RECV -> postRecv(in, true);
            case LiveProtocol.POLL_CQ -> poll(in.u32(), in.u32());
            case LiveProtocol.RESIZE_CQ -> Answer.fail(Errno.EOPNOTSUPP, "the simulated NIC has no ibv_resize_cq");
            case LiveProtocol.PROVE_ASK -> proveAsk(in.u64());
            case LiveProtocol.PROVE -> prove();
            default -> Answer.fail(Errno.EOPNOTSUPP, "request " + type + " is not one this fabric knows");
        };
    }

    /** Bytes for the program to put at {@code address}, so that it can show that the pid of its HELLO is its own. */
    private Answer proveAsk(long address) {
        program.proofAt = address;
        program.proof = ProcessMemory.nonce();
        return Answer.ok(program.proof.clone());
    }

    /** The bytes should be there: when they are, the fabric reads and writes the program's regions in /proc/PID/mem. */
    private Answer prove() {
        if (program.proof == null) {
            return Answer.fail(Errno.EINVAL, "nothing to prove: no PROVE_ASK came first");
        }
        if (program.direct != null) {
            program.direct.close();
        }
        program.direct = program.procAllowed ? ProcessMemory.proven(program.pid, program.proofAt, program.proof) : null;
        program.proof = null;
        return Answer.ok(new MessageOut().u32(program.direct != null ? 1 : 0).toBytes());
    }

    private Answer open(int index) {
        List<LiveParts.Device> devices = program.devices;
        if (index < 0 || index >= devices.size()) {
            return Answer.fail(Errno.ENOENT, "host " + program.host + " has no device " + index);
        }
        RdmaDevice device = devices.get(index).rnic().device();
        VerbResult<Context> c = Context.open(device, program.name, program.namespace, null);
        if (!c.isOk()) {
            return Answer.fail(c.errno(), c.reason());
        }
        program.contexts.add(c.value());
        program.device = device.name();
        return Answer.ok(new MessageOut().u32(program.handles.add(c.value())).toBytes());
    }

    private Answer close(int handle) {
        Context c = program.handles.get(handle, Context.class);
        if (c == null) {
            return Answer.fail(Errno.EINVAL, "no context " + handle);
        }
        program.handles.remove(c);
        return Answer.ok();
    }

    private Answer allocPd(int context) {
        Context c = program.handles.get(context, Context.class);
        if (c == null) {
            return Answer.fail(Errno.EINVAL, "no context " + context);
        }
        VerbResult<ProtectionDomain> r = c.allocPd();
        if (!r.isOk()) {
            return Answer.fail(r.errno(), r.reason());
        }
        int pd = program.handles.add(r.value());
        program.record(new Recording.AllocPd(program.next(), pd));
        return Answer.ok(new MessageOut().u32(pd).toBytes());
    }

    private interface Destroyer<T> {
        Status destroy(T o);
    }

    private <T> Answer destroy(int handle, Class<T> kind, Destroyer<T> d) {
        T o = program.handles.get(handle, kind);
        if (o == null) {
            return Answer.fail(Errno.EINVAL, "no " + kind.getSimpleName() + " " + handle);
        }
        Status s = d.destroy(o);
        if (s.isOk()) {
            program.handles.remove(o);
            program.record(new Recording.Destroy(program.next(), kind.getSimpleName(), handle));
        }
        return Answer.of(s);
    }

    private Answer regMr(MessageIn in) {
        ProtectionDomain pd = program.handles.get(in.u32(), ProtectionDomain.class);
        long addr = in.u64();
        long length = in.u64();
        long iova = in.u64();
        int flags = in.u32();
        if (pd == null) {
            return Answer.fail(Errno.EINVAL, "no PD");
        }
        Recording.FirstContents first = new Recording.FirstContents();
        VerbResult<MemoryRegion> r = pd.context().regMr(pd, iova, length, access(flags),
                new ProgramMemory(program.connection, program.direct, addr, (int) Math.min(length, Integer.MAX_VALUE), program.recording ? first : null,
                        program.callsTaken, why -> program.log.accept(program + " " + why)));
        if (!r.isOk()) {
            return Answer.fail(r.errno(), r.reason());
        }
        MemoryRegion mr = r.value();
        int handle = program.handles.add(mr);
        program.record(new Recording.RegMr(program.next(), handle, program.handles.of(pd), iova, mr.length(), mr.access(), mr.lkey(), mr.rkey(),
                first));
        return Answer.ok(new MessageOut().u32(handle).u32(mr.lkey()).u32(mr.rkey()).toBytes());
    }

    static Set<Access> access(int flags) {
        Set<Access> a = EnumSet.noneOf(Access.class);
        if ((flags & LiveProtocol.ACCESS_LOCAL_WRITE) != 0) {
            a.add(Access.LOCAL_WRITE);
        }
        if ((flags & LiveProtocol.ACCESS_REMOTE_WRITE) != 0) {
            a.add(Access.REMOTE_WRITE);
        }
        if ((flags & LiveProtocol.ACCESS_REMOTE_READ) != 0) {
            a.add(Access.REMOTE_READ);
        }
        if ((flags & LiveProtocol.ACCESS_REMOTE_ATOMIC) != 0) {
            a.add(Access.REMOTE_ATOMIC);
        }
        return a;
    }

    static int flags(Set<Access> access) {
        int f = 0;
        f |= access.contains(Access.LOCAL_WRITE) ? LiveProtocol.ACCESS_LOCAL_WRITE : 0;
        f |= access.contains(Access.REMOTE_WRITE) ? LiveProtocol.ACCESS_REMOTE_WRITE : 0;
        f |= access.contains(Access.REMOTE_READ) ? LiveProtocol.ACCESS_REMOTE_READ : 0;
        f |= access.contains(Access.REMOTE_ATOMIC) ? LiveProtocol.ACCESS_REMOTE_ATOMIC : 0;
        return f;
    }

    private Answer createCq(MessageIn in) {
        Context c = program.handles.get(in.u32(), Context.class);
        int cqe = in.u32();
        int channel = in.u32();
        if (c == null) {
            return Answer.fail(Errno.EINVAL, "no context");
        }
        VerbResult<CompletionQueue> r = c.createCq(cqe);
        if (!r.isOk()) {
            return Answer.fail(r.errno(), r.reason());
        }
        if (channel != -1) {
            program.channels.put(r.value(), channel);
        }
        int handle = program.handles.add(r.value());
        program.record(new Recording.CreateCq(program.next(), handle, cqe));
        return Answer.ok(new MessageOut().u32(handle).u32(r.value().capacity()).toBytes());
    }

    private Answer destroyCq(int handle) {
        CompletionQueue cq = program.handles.get(handle, CompletionQueue.class);
        Answer a = destroy(handle, CompletionQueue.class, q -> q.context().destroyCq(q));
        if (cq != null && a.status() == 0) {
            program.channels.remove(cq);
            program.armed.remove(cq);
        }
        return a;
    }

    /**
     * Arms the CQ for one completion event on its channel. Solicited-only arming is taken as arming
     * for any completion: the engine's completions do not carry the sender's solicited-event bit.
     */
    private Answer reqNotify(int handle) {
        CompletionQueue cq = program.handles.get(handle, CompletionQueue.class);
        if (cq == null || cq.isDestroyed()) {
            return Answer.fail(Errno.EINVAL, "no CQ " + handle);
        }
        if (!program.channels.containsKey(cq)) {
            return Answer.fail(Errno.EINVAL, "CQ " + handle + " has no completion channel to notify");
        }
        program.armed.add(cq);
        // the program arms a CQ to wait for its event: simulated time may run
        program.mode = LiveProgram.Mode.WAITING;
        return Answer.ok();
    }

    private Answer createQp(MessageIn in) {
        ProtectionDomain pd = program.handles.get(in.u32(), ProtectionDomain.class);
        CompletionQueue send = program.handles.get(in.u32(), CompletionQueue.class);
        CompletionQueue recv = program.handles.get(in.u32(), CompletionQueue.class);
        int srqHandle = in.u32();
        SharedReceiveQueue srq = srqHandle == 0 ? null : program.handles.get(srqHandle, SharedReceiveQueue.class);
        int type = in.u32();
        QpCaps caps = new QpCaps(in.u32(), in.u32(), in.u32(), in.u32(), in.u32());
        boolean sigAll = in.u32() != 0;
        if (pd == null || send == null || recv == null || srqHandle != 0 && srq == null) {
            return Answer.fail(Errno.EINVAL, "a PD, CQ or SRQ of the QP does not exist");
        }
        QpType t = switch (type) {
            case LiveProtocol.QPT_RC -> QpType.RC;
            case LiveProtocol.QPT_UC -> QpType.UC;
            case LiveProtocol.QPT_UD -> QpType.UD;
            default -> null;
        };
        if (t == null) {
            return Answer.fail(Errno.EOPNOTSUPP, "QP type " + type + " (only RC 2, UC 3 and UD 4 are simulated)");
        }
        VerbResult<QueuePair> r = pd.context().createQp(pd, send, recv, srq, t, caps, sigAll);
        if (!r.isOk()) {
            return Answer.fail(r.errno(), r.reason());
        }
        QueuePair qp = r.value();
        // the QP's transport on its NIC: packets for its QPN reach it from now on
        for (LiveParts.Device d : program.devices) {
            if (d.rnic().device() == pd.context().device()) {
                d.rnic().attach(qp);
            }
        }
        QpCaps c = qp.caps();
        int handle = program.handles.add(qp);
        program.record(new Recording.CreateQp(program.next(), handle, program.handles.of(pd), program.handles.of(send), program.handles.of(recv),
                srq == null ? 0 : program.handles.of(srq), t, caps, sigAll, qp.qpn()));
        return Answer.ok(new MessageOut().u32(handle).u32(qp.qpn()).u32(c.maxSendWr()).u32(c.maxRecvWr()).u32(c.maxSendSge())
                .u32(c.maxRecvSge()).u32(c.maxInlineData()).toBytes());
    }

    private Answer modifyQp(MessageIn in) {
        QueuePair qp = program.handles.get(in.u32(), QueuePair.class);
        int bits = in.u32();
        QpWire.Attr a = QpWire.read(in);
        if (qp == null) {
            return Answer.fail(Errno.EINVAL, "no QP");
        }
        Set<QpAttrMask> mask = EnumSet.noneOf(QpAttrMask.class);
        for (int i = 0; i < 32; i++) {
            if ((bits & 1 << i) != 0) {
                if (i >= MASK_BITS.length) {
                    return Answer.fail(Errno.EINVAL, "attribute mask bit 0x" + Integer.toHexString(1 << i) + " is not one the simulated NIC knows");
                }
                mask.add(MASK_BITS[i]);
            }
        }
        QpAttributes attr = new QpAttributes();
        if (a.state() < 0 || a.state() >= QpState.values().length) {
            return Answer.fail(Errno.EINVAL, "QP state " + a.state());
        }
        attr.state = QpState.values()[a.state()];
        attr.accessFlags = access(a.access());
        attr.pkeyIndex = a.pkeyIndex();
        attr.port = a.port();
        attr.qkey = a.qkey();
        attr.pathMtu = a.pathMtu() >= 1 && a.pathMtu() <= 5 ? 128 << a.pathMtu() : 0;
        attr.timeout = a.timeout();
        attr.retryCnt = a.retryCnt();
        attr.rnrRetry = a.rnrRetry();
        attr.rqPsn = a.rqPsn();
        attr.sqPsn = a.sqPsn();
        attr.maxRdAtomic = a.maxRdAtomic();
        attr.maxDestRdAtomic = a.maxDestRdAtomic();
        attr.minRnrTimer = a.minRnrTimer();
        attr.destQpn = a.destQpn();
        if (mask.contains(QpAttrMask.PATH_MTU) && attr.pathMtu == 0) {
            return Answer.fail(Errno.EINVAL, "path MTU " + a.pathMtu() + " is not an enum ibv_mtu (1..5)");
        }
        if (mask.contains(QpAttrMask.AV)) {
            if (!a.ah().global()) {
                // RoCE addresses by GID: an address vector without a GRH cannot be resolved (ib_resolve_eth_dmac)
                return Answer.fail(Errno.EINVAL, "the address vector has no GRH (is_global 0): a RoCE port is reached by GID, not by LID");
            }
            attr.av = a.ah().vector();
        }
        Status s = qp.context().modifyQp(qp, attr, mask);
        program.record(new Recording.ModifyQp(program.next(), program.handles.of(qp), mask, attr, s.errno()));
        return Answer.of(s);
    }

    private Answer queryQp(int handle) {
        QueuePair qp = program.handles.get(handle, QueuePair.class);
        if (qp == null) {
            return Answer.fail(Errno.EINVAL, "no QP " + handle);
        }
        VerbResult<QpAttributes> r = qp.context().queryQp(qp);
        if (!r.isOk()) {
            return Answer.fail(r.errno(), r.reason());
        }
        MessageOut o = new MessageOut();
        QpWire.write(o, r.value(), qp.caps());
        QpCaps c = qp.caps();
        o.u32(c.maxSendWr()).u32(c.maxRecvWr()).u32(c.maxSendSge()).u32(c.maxRecvSge()).u32(c.maxInlineData());
        return Answer.ok(o.toBytes());
    }

    private Answer createSrq(MessageIn in) {
        ProtectionDomain pd = program.handles.get(in.u32(), ProtectionDomain.class);
        int maxWr = in.u32();
        int maxSge = in.u32();
        int limit = in.u32();
        if (pd == null) {
            return Answer.fail(Errno.EINVAL, "no PD");
        }
        VerbResult<SharedReceiveQueue> r = pd.context().createSrq(pd, maxWr, maxSge, limit);
        if (!r.isOk()) {
            return Answer.fail(r.errno(), r.reason());
        }
        int handle = program.handles.add(r.value());
        program.record(new Recording.CreateSrq(program.next(), handle, program.handles.of(pd), maxWr, maxSge));
        return Answer.ok(new MessageOut().u32(handle).u32(r.value().maxWr()).u32(r.value().maxSge()).toBytes());
    }

    private Answer querySrq(int handle) {
        SharedReceiveQueue srq = program.handles.get(handle, SharedReceiveQueue.class);
        if (srq == null || srq.isDestroyed()) {
            return Answer.fail(Errno.EINVAL, "no SRQ " + handle);
        }
        return Answer.ok(new MessageOut().u32(srq.maxWr()).u32(srq.maxSge()).u32(srq.limit()).toBytes());
    }

    private Answer createAh(MessageIn in) {
        ProtectionDomain pd = program.handles.get(in.u32(), ProtectionDomain.class);
        QpWire.Ah ah = QpWire.readAh(in);
        if (pd == null) {
            return Answer.fail(Errno.EINVAL, "no PD");
        }
        if (!ah.global()) {
            return Answer.fail(Errno.EINVAL, "the address has no GRH (is_global 0): a RoCE port is reached by GID, not by LID");
        }
        VerbResult<AddressHandle> r = pd.context().createAh(pd, ah.vector());
        if (!r.isOk()) {
            return Answer.fail(r.errno(), r.reason());
        }
        int handle = program.handles.add(r.value());
        program.record(new Recording.CreateAh(program.next(), handle, program.handles.of(pd), ah.vector()));
        return Answer.ok(new MessageOut().u32(handle).toBytes());
    }

    private Answer postSend(MessageIn in) {
        QueuePair qp = program.handles.get(in.u32(), QueuePair.class);
        int count = in.u32();
        if (qp == null) {
            return refused(0, Errno.EINVAL, "no QP");
        }
        for (int i = 0; i < count; i++) {
            long wrId = in.u64();
            int opcode = in.u32();
            int flags = in.u32();
            int imm = in.u32();
            long remoteAddr = in.u64();
            int rkey = in.u32();
            long compareAdd = in.u64();
            long swap = in.u64();
            int atomicRkey = in.u32();
            int ahHandle = in.u32();
            int remoteQpn = in.u32();
            int remoteQkey = in.u32();
            List<Sge> sges = sges(in);
            byte[] inline = (flags & LiveProtocol.SEND_INLINE) != 0 ? in.bytes(in.u32()) : null;
            WrOpcode op = opcode >= 0 && opcode < WR_OPCODES.length ? WR_OPCODES[opcode] : null;
            if (op == null) {
                return refused(i, Errno.EINVAL, "work request opcode " + opcode + " is not one the simulated NIC does");
            }
            Set<SendFlag> f = EnumSet.noneOf(SendFlag.class);
            addIf(f, flags, LiveProtocol.SEND_FENCE, SendFlag.FENCE);
            addIf(f, flags, LiveProtocol.SEND_SIGNALED, SendFlag.SIGNALED);
            addIf(f, flags, LiveProtocol.SEND_SOLICITED, SendFlag.SOLICITED);
            addIf(f, flags, LiveProtocol.SEND_INLINE, SendFlag.INLINE);
            AddressHandle ah = qp.type() == QpType.UD ? program.handles.get(ahHandle, AddressHandle.class) : null;
            List<Sge> posted = List.copyOf(sges);
            if (inline != null) {
                String staged = stage(qp, inline, sges);
                if (staged != null) {
                    return refused(i, Errno.EINVAL, staged);
                }
            }
            boolean atomic = op.isAtomic();
            boolean withImm = op == WrOpcode.SEND_WITH_IMM || op == WrOpcode.RDMA_WRITE_WITH_IMM;
            // imm_data is __be32 in the program's memory: its bytes, read little-endian, are the value's reversed
            SendWr wr = new SendWr(wrId, op, sges, f, withImm ? Integer.reverseBytes(imm) : null, remoteAddr, atomic ? atomicRkey : rkey, compareAdd,
                    swap, ah, remoteQpn, remoteQkey, op == WrOpcode.SEND_WITH_INV ? imm : 0);
            Status s = qp.context().postSend(qp, wr);
            SendWr asPosted = new SendWr(wr.wrId(), wr.opcode(), posted, wr.flags(), wr.immData(), wr.remoteAddr(), wr.rkey(), wr.compareAdd(), wr.swap(),
                    null, wr.remoteQpn(), wr.remoteQkey(), wr.invalidateRkey());
            program.record(new Recording.PostSend(program.next(), program.handles.of(qp), asPosted, ah == null ? 0 : program.handles.of(ah), s.errno()));
            if (!s.isOk()) {
                return refused(i, s.errno(), s.reason());
            }
            program.figures.posted(qp.qpn(), wrId, op.isAtomic() ? 8 : wr.totalLength(), now.getAsLong());
        }
        return Answer.ok();
    }

    private static void addIf(Set<SendFlag> f, int flags, int bit, SendFlag flag) {
        if ((flags & bit) != 0) {
            f.add(flag);
        }
    }

    /**
     * Puts inline data where the requester copies it at post time (the device's staging buffer in
     * engine memory: the program's bytes came with the request) and points the SGEs there; a
     * reason when it cannot.
     */
    private String stage(QueuePair qp, byte[] data, List<Sge> sges) {
        RdmaDevice device = qp.context().device();
        int room = device.caps().maxInlineData();
        if (data.length > room) {
            return String.format(Locale.ROOT, "inline data of %d bytes is more than max_inline_data %d", data.length, room);
        }
        Long at = program.inlineStaging.get(device);
        if (at == null) {
            long addr = device.memory().allocate(Math.max(1, room));
            if (addr < 0) {
                return "host " + device.host() + " has no room for inline data";
            }
            at = addr;
            program.inlineStaging.put(device, at);
        }
        device.memory().write(at, data, 0, data.length);
        sges.clear();
        sges.add(new Sge(at, data.length, 0));
        return null;
    }

    private static Answer refused(int index, Errno errno, String reason) {
        return new Answer(errno.value(), new MessageOut().u32(index).str(reason).toBytes(), reason);
    }

    private static List<Sge> sges(MessageIn in) {
        int n = in.u32();
        if (n < 0 || n > 1024) {
            throw new BufferUnderflowException();
        }
        List<Sge> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(new Sge(in.u64(), in.u32(), in.u32()));
        }
        return out;
    }

    private Answer postRecv(MessageIn in, boolean shared) {
        int handle = in.u32();
        int count = in.u32();
        QueuePair qp = shared ? null : program.handles.get(handle, QueuePair.class);
        SharedReceiveQueue srq = shared ? program.handles.get(handle, SharedReceiveQueue.class) : null;
        if (qp == null && srq == null) {
            return refused(0, Errno.EINVAL, shared ? "no SRQ" : "no QP");
        }
        for (int i = 0; i < count; i++) {
            RecvWr wr = new RecvWr(in.u64(), sges(in));
            Status s = shared ? srq.context().postSrqRecv(srq, wr) : qp.context().postRecv(qp, wr);
            program.record(new Recording.PostRecv(program.next(), shared ? 0 : program.handles.of(qp), shared ? program.handles.of(srq) : 0, wr,
                    s.errno()));
            if (!s.isOk()) {
                return refused(i, s.errno(), s.reason());
            }
        }
        return Answer.ok();
    }

    /** Polls; a poll that finds nothing is held (the program waits, and simulated time may run) — see {@link LiveFabric}. */
    private Answer poll(int handle, int most) {
        CompletionQueue cq = program.handles.get(handle, CompletionQueue.class);
        if (cq == null || cq.isDestroyed()) {
            return Answer.fail(Errno.EINVAL, "no CQ " + handle);
        }
        if (most <= 0) {
            return Answer.ok(new MessageOut().u32(0).toBytes());
        }
        List<WorkCompletion> wcs = cq.context().pollCq(cq, most);
        if (wcs.isEmpty()) {
            return Answer.HELD;
        }
        polled(program, cq, wcs);
        return Answer.ok(completions(wcs));
    }

    /** Records a poll that found completions (an answer held until they came too). */
    static void polled(LiveProgram program, CompletionQueue cq, List<WorkCompletion> wcs) {
        if (!wcs.isEmpty()) {
            program.record(new Recording.PollCq(program.next(), program.handles.of(cq), List.copyOf(wcs)));
        }
    }

    /** The completions as struct ibv_wc: the library's rw_poll_cq reads them. */
    static byte[] completions(List<WorkCompletion> wcs) {
        MessageOut o = new MessageOut().u32(wcs.size());
        for (WorkCompletion wc : wcs) {
            int opcode = wc.opcode() == null ? 0
                    : wc.opcode() == WcOpcode.RECV ? LiveProtocol.WC_RECV
                    : wc.opcode() == WcOpcode.RECV_RDMA_WITH_IMM ? LiveProtocol.WC_RECV + 1 : wc.opcode().ordinal();
            int flags = (wc.grh() ? LiveProtocol.WC_GRH : 0) | (wc.immData() != null ? LiveProtocol.WC_WITH_IMM : 0);
            o.u64(wc.wrId()).u32(wc.status().ordinal()).u32(opcode).u32(0).u32(wc.byteLen())
                    .u32(wc.immData() == null ? 0 : Integer.reverseBytes(wc.immData())).u32(wc.qpNum()).u32(wc.srcQp()).u32(flags).u16(0).u16(0)
                    .u8(0).u8(0);
        }
        return o.toBytes();
    }
}
