package rdma.workbench.engine.loader;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EStructuralFeature;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.fabric.FaultRule;
import rdma.workbench.engine.fabric.LinkEnd;
import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramStep;
import rdma.workbench.engine.program.StepAction;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AddressHandle;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.AsyncEvent;
import rdma.workbench.engine.verbs.AsyncEventType;
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
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.SharedReceiveQueue;
import rdma.workbench.engine.verbs.Status;
import rdma.workbench.engine.verbs.VerbResult;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.GidAddress;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DeregMr;
import rdma.workbench.model.scenario.DestroyAh;
import rdma.workbench.model.scenario.DestroyCq;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.DestroySrq;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Port;

/**
 * Turns each step of a program into what the program runner executes. Everything a step needs is
 * copied out of the model here, at load time — values, and references to other steps as
 * {@link StepRef}s — so a run never reads the scenario model and the model may be edited while a
 * run is paused. Values the engine cannot run are refused with a {@link LoadException} naming the
 * step and the rule (validation reports them first).
 */
final class StepBuilder {

    private final Map<Program, ProgramRunner> runners;
    private final Map<Program, Rnic> rnics;
    private final Map<Endpoint, LinkEnd> ends;
    private final Barriers barriers;
    private final Map<Step, String> ids;

    StepBuilder(Map<Program, ProgramRunner> runners, Map<Program, Rnic> rnics, Map<Endpoint, LinkEnd> ends,
            Barriers barriers, Map<Step, String> ids) {
        this.runners = runners;
        this.rnics = rnics;
        this.ends = ends;
        this.barriers = barriers;
        this.ids = ids;
    }

    ProgramStep build(Program program, Step step) throws LoadException {
        String label = ModelLabels.stepName(step) + " (" + step.eClass().getName() + ")";
        StepAction action = switch (step) {
            case AllocPd s -> created(s, "ibv_alloc_pd", r -> r.context().allocPd(), pd -> "PD " + pd.handle());
            case RegMr s -> regMr(s);
            case CreateCq s -> {
                int cqe = s.getCqe();
                yield created(s, "ibv_create_cq", r -> r.context().createCq(cqe), cq -> cqe + " entries");
            }
            case CreateSrq s -> {
                StepRef pd = ref(s, s.getPd());
                int maxWr = s.getMaxWr();
                int maxSge = s.getMaxSge();
                int limit = s.getSrqLimit();
                yield created(s, "ibv_create_srq", r -> r.context().createSrq(pd.object(ProtectionDomain.class), maxWr, maxSge, limit),
                        q -> maxWr + " WRs" + (limit > 0 ? ", limit " + limit : ""));
            }
            case CreateQp s -> createQp(program, s);
            case CreateAh s -> createAh(s);
            case ModifyQp s -> modifyQp(s);
            case PostSend s -> postSend(s);
            case PostRecv s -> postRecv(s);
            case PollCq s -> pollCq(s);
            case CheckMemory s -> checkMemory(s);
            case Sync s -> sync(program, s);
            case Fault s -> fault(program, s);
            case DeallocPd s -> destroy(s, "ibv_dealloc_pd", ref(s, s.getPd()), ProtectionDomain.class, Context::deallocPd);
            case DeregMr s -> destroy(s, "ibv_dereg_mr", ref(s, s.getMr()), MemoryRegion.class, Context::deregMr);
            case DestroyCq s -> destroy(s, "ibv_destroy_cq", ref(s, s.getCq()), CompletionQueue.class, Context::destroyCq);
            case DestroySrq s -> destroy(s, "ibv_destroy_srq", ref(s, s.getSrq()), SharedReceiveQueue.class, Context::destroySrq);
            case DestroyQp s -> destroy(s, "ibv_destroy_qp", ref(s, s.getQp()), QueuePair.class, Context::destroyQp);
            case DestroyAh s -> destroy(s, "ibv_destroy_ah", ref(s, s.getAh()), AddressHandle.class, Context::destroyAh);
            case QueryQp s -> QueryQpCheck.of(s, ref(s, s.getQp()), ref(s, s.getExpectedDestQp()));
            case WaitAsyncEvent s -> asyncEvent(s);
            default -> throw new LoadException(ModelLabels.of(step) + ": the engine does not run " + step.eClass().getName() + " steps");
        };
        return new ProgramStep(ids.get(step), step.getName(), label, action);
    }

    /** The reference from {@code from} to the object {@code target} creates, or null when there is none. */
    private StepRef ref(Step from, Step target) throws LoadException {
        if (target == null) {
            return null;
        }
        Program owner = Programs.programOf(target);
        ProgramRunner runner = runners.get(owner);
        if (runner == null || !ids.containsKey(target)) {
            throw new LoadException(ModelLabels.of(from) + " refers to " + ModelLabels.of(target) + ", which is not a step of this scenario");
        }
        return new StepRef(runner, ids.get(target), ModelLabels.stepName(target));
    }

    // ---- verbs that create objects

    /** A verb that creates an object, kept under the step's id for later steps. */
    private <T> StepAction created(VerbStep s, String verb, Function<ProgramRunner, VerbResult<T>> call,
            Function<T, String> what) {
        String name = s.getName() == null ? "" : " " + s.getName();
        Errno expected = errno(s);
        return r -> {
            VerbResult<T> result = call.apply(r);
            if (result.isOk()) {
                r.keep(r.current().id(), result.value());
                r.verb(verb, Errno.OK, () -> verb + name + ": OK, " + what.apply(result.value()));
            } else {
                r.verb(verb, result.errno(), () -> verb + name + ": " + result.errno() + " (" + result.reason() + ")");
            }
            return expect(r, expected, verb, result.errno(), result.reason());
        };
    }

    static Outcome status(ProgramRunner r, String stepName, Errno expected, String verb, String detail, Status st) {
        r.verb(verb, st.errno(), () -> verb + (stepName == null ? "" : " " + stepName) + ": " + detail + " -> " + (st.isOk() ? "OK" : st.errno() + " (" + st.reason() + ")"));
        return expect(r, expected, verb, st.errno(), st.reason());
    }

    /** Compares the verb's result with the step's expectation; an unexpected failure stops the program, as it would a real one. */
    static Outcome expect(ProgramRunner r, Errno expected, String verb, Errno actual, String reason) {
        if (expected == actual) {
            return Outcome.DONE;
        }
        r.mismatch(verb + " returned " + actual + (reason.isEmpty() ? "" : " (" + reason + ")") + ", expected " + expected);
        return actual == Errno.OK ? Outcome.DONE : Outcome.STOP;
    }

    static Errno errno(VerbStep s) {
        return Errno.valueOf(s.getExpectedResult().getName());
    }

    private StepAction regMr(RegMr s) throws LoadException {
        byte[] initial = bytes(s.getInitialData(), s.getDataFormat(), s);
        Set<Access> access = convert(s.getAccess(), Access.class);
        StepRef pd = ref(s, s.getPd());
        int length = s.getLength();
        return created(s, "ibv_reg_mr", r -> r.context().regMr(pd.object(ProtectionDomain.class), length, access, initial),
                mr -> String.format(Locale.ROOT, "%d bytes at 0x%x, lkey 0x%x, rkey 0x%x", mr.length(), mr.addr(), mr.lkey(), mr.rkey()));
    }

    private StepAction createQp(Program program, CreateQp s) throws LoadException {
        QpType type = QpType.valueOf(s.getQpType().getName());
        QpCaps caps = new QpCaps(s.getMaxSendWr(), s.getMaxRecvWr(), s.getMaxSendSge(), s.getMaxRecvSge(), s.getMaxInlineData());
        Rnic rnic = rnics.get(program);
        StepRef pd = ref(s, s.getPd());
        StepRef sendCq = ref(s, s.getSendCq());
        StepRef recvCq = ref(s, s.getRecvCq());
        StepRef srq = ref(s, s.getSrq());
        boolean sigAll = s.isSqSigAll();
        return created(s, "ibv_create_qp", r -> {
            VerbResult<QueuePair> qp = r.context().createQp(pd.object(ProtectionDomain.class), sendCq == null ? null : sendCq.object(CompletionQueue.class),
                    recvCq == null ? null : recvCq.object(CompletionQueue.class), srq == null ? null : srq.object(SharedReceiveQueue.class), type, caps,
                    sigAll);
            if (qp.isOk()) {
                rnic.attach(qp.value());
            }
            return qp;
        }, q -> String.format(Locale.ROOT, "%s QP 0x%06x", type, q.qpn()));
    }

    private StepAction createAh(CreateAh s) throws LoadException {
        String address = s.getDestGid() == null ? null : s.getDestGid().getAddress();
        byte[] dgid = gid(address, s);
        AddressVector av = new AddressVector(dgid, s.getSgidIndex(), s.getPortNum(), s.getHopLimit(), s.getTrafficClass(), 0);
        StepRef pd = ref(s, s.getPd());
        return created(s, "ibv_create_ah", r -> r.context().createAh(pd.object(ProtectionDomain.class), av), ah -> "to " + address);
    }

    private StepAction modifyQp(ModifyQp s) throws LoadException {
        byte[] dgid = s.getDestGid() == null ? null : gid(s.getDestGid().getAddress(), s);
        StepRef qpRef = ref(s, s.getQp());
        StepRef destQp = ref(s, s.getDestQp());
        // the attributes and the mask bits, taken from the model now
        QpAttributes values = new QpAttributes();
        Set<QpAttrMask> bits = EnumSet.of(QpAttrMask.STATE);
        values.state = QpState.valueOf(s.getTargetState().getName());
        if (s.isSetAccessFlags()) {
            bits.add(QpAttrMask.ACCESS_FLAGS);
            values.accessFlags = convert(s.getAccessFlags(), Access.class);
        }
        if (s.isSetPkeyIndex()) {
            bits.add(QpAttrMask.PKEY_INDEX);
            values.pkeyIndex = s.getPkeyIndex();
        }
        if (s.isSetPort()) {
            bits.add(QpAttrMask.PORT);
            values.port = s.getPort();
        }
        if (s.isSetQkey()) {
            bits.add(QpAttrMask.QKEY);
            values.qkey = (int) s.getQkey();
        }
        if (s.isSetPathMtu()) {
            bits.add(QpAttrMask.PATH_MTU);
            values.pathMtu = RoceMtu.bytes(s.getPathMtu());
        }
        copy(s, ScenarioPackage.Literals.MODIFY_QP__RQ_PSN, bits, QpAttrMask.RQ_PSN, () -> values.rqPsn = s.getRqPsn());
        copy(s, ScenarioPackage.Literals.MODIFY_QP__SQ_PSN, bits, QpAttrMask.SQ_PSN, () -> values.sqPsn = s.getSqPsn());
        copy(s, ScenarioPackage.Literals.MODIFY_QP__MAX_DEST_RD_ATOMIC, bits, QpAttrMask.MAX_DEST_RD_ATOMIC,
                () -> values.maxDestRdAtomic = s.getMaxDestRdAtomic());
        copy(s, ScenarioPackage.Literals.MODIFY_QP__MAX_RD_ATOMIC, bits, QpAttrMask.MAX_QP_RD_ATOMIC, () -> values.maxRdAtomic = s.getMaxRdAtomic());
        copy(s, ScenarioPackage.Literals.MODIFY_QP__MIN_RNR_TIMER, bits, QpAttrMask.MIN_RNR_TIMER, () -> values.minRnrTimer = s.getMinRnrTimer());
        copy(s, ScenarioPackage.Literals.MODIFY_QP__TIMEOUT, bits, QpAttrMask.TIMEOUT, () -> values.timeout = s.getTimeout());
        copy(s, ScenarioPackage.Literals.MODIFY_QP__RETRY_CNT, bits, QpAttrMask.RETRY_CNT, () -> values.retryCnt = s.getRetryCnt());
        copy(s, ScenarioPackage.Literals.MODIFY_QP__RNR_RETRY, bits, QpAttrMask.RNR_RETRY, () -> values.rnrRetry = s.getRnrRetry());
        int sgidIndex = s.getSgidIndex();
        int hopLimit = s.getHopLimit();
        int trafficClass = s.getTrafficClass();
        Set<QpAttrMask> fixed = EnumSet.copyOf(bits);
        String name = s.getName();
        Errno expected = errno(s);
        return r -> {
            QueuePair qp = qpRef.object(QueuePair.class);
            QpAttributes a = values.copy();
            Set<QpAttrMask> mask = EnumSet.copyOf(fixed);
            if (dgid != null) {
                mask.add(QpAttrMask.AV);
                a.av = new AddressVector(dgid, sgidIndex, qp == null ? 1 : qp.attributes().port, hopLimit, trafficClass, 0);
            }
            if (destQp != null) {
                QueuePair remote = remote(r, destQp, QueuePair.class);
                if (remote == null) {
                    return Outcome.STOP;
                }
                mask.add(QpAttrMask.DEST_QPN);
                a.destQpn = remote.qpn();
            }
            String detail = qp == null ? "QP " + qpRef.name() + " -> " + a.state + " " + mask
                    : String.format(Locale.ROOT, "QP 0x%06x %s -> %s %s", qp.qpn(), qp.state(), a.state, mask);
            return status(r, name, expected, "ibv_modify_qp", detail, r.context().modifyQp(qp, a, mask));
        };
    }

    private static void copy(ModifyQp s, EStructuralFeature f, Set<QpAttrMask> mask, QpAttrMask bit, Runnable apply) {
        if (s.eIsSet(f)) {
            mask.add(bit);
            apply.run();
        }
    }

    /** One SGE of a work request, frozen: the memory region's step, offset and length. */
    private record SgeSpec(StepRef mr, int offset, int length) {
    }

    private List<SgeSpec> sgeSpecs(Step s, List<Sge> sges) throws LoadException {
        List<SgeSpec> out = new ArrayList<>();
        for (Sge sge : sges) {
            if (sge.getMr() == null) {
                throw new LoadException(ModelLabels.of(s) + ": an SGE names no memory region");
            }
            out.add(new SgeSpec(ref(s, sge.getMr()), sge.getOffset(), sge.getLength()));
        }
        return out;
    }

    /**
     * The SGEs as the program passes them: address and lkey of each memory region. A region the
     * program never created gives lkey 0, which no region has: the NIC then refuses it, as it would
     * a garbage lkey.
     */
    /** Why the SGEs cannot be passed at all (a memory region the program never got), or null: a real program would have no lkey. */
    private static String missingRegion(List<SgeSpec> specs) {
        for (SgeSpec s : specs) {
            if (s.mr().object(MemoryRegion.class) == null) {
                return "memory region " + s.mr().name() + " of an SGE was never created: there is no lkey to give";
            }
        }
        return null;
    }

    private static List<rdma.workbench.engine.verbs.Sge> sges(List<SgeSpec> specs) {
        List<rdma.workbench.engine.verbs.Sge> out = new ArrayList<>(specs.size());
        for (SgeSpec s : specs) {
            MemoryRegion mr = s.mr().object(MemoryRegion.class);
            out.add(new rdma.workbench.engine.verbs.Sge(mr == null ? s.offset() : mr.addr() + s.offset(), s.length(), mr == null ? 0 : mr.lkey()));
        }
        return out;
    }

    private StepAction postSend(PostSend s) throws LoadException {
        WrOpcode op = WrOpcode.valueOf(s.getOpcode().getName());
        Set<SendFlag> flags = convert(s.getSendFlags(), SendFlag.class);
        StepRef qpRef = ref(s, s.getQp());
        StepRef remoteMr = ref(s, s.getRemoteMr());
        StepRef remoteQp = ref(s, s.getRemoteQp());
        StepRef invalidateMr = ref(s, s.getInvalidateMr());
        StepRef ahRef = ref(s, s.getAh());
        List<SgeSpec> sgeSpecs = sgeSpecs(s, s.getSges());
        long wrId = s.getWrId();
        long remoteOffset = s.getRemoteOffset();
        Integer imm = s.isSetImmData() ? (int) s.getImmData() : null;
        long compareAdd = s.getCompareAdd();
        long swap = s.getSwap();
        int qkey = (int) s.getRemoteQkey();
        String name = s.getName();
        Errno expected = errno(s);
        String what = "wr_id " + wrId + " " + op;
        RepeatedPost.Request request = r -> {
            long remoteAddr = 0;
            int rkey = 0;
            if (remoteMr != null) {
                MemoryRegion mr = remote(r, remoteMr, MemoryRegion.class);
                if (mr == null) {
                    return RepeatedPost.Made.ended(Outcome.STOP);
                }
                remoteAddr = mr.addr() + remoteOffset;
                rkey = mr.rkey();
            }
            int remoteQpn = 0;
            if (remoteQp != null) {
                QueuePair rq = remote(r, remoteQp, QueuePair.class);
                if (rq == null) {
                    return RepeatedPost.Made.ended(Outcome.STOP);
                }
                remoteQpn = rq.qpn();
            }
            int invalidate = 0;
            if (invalidateMr != null) {
                MemoryRegion mr = remote(r, invalidateMr, MemoryRegion.class);
                if (mr == null) {
                    return RepeatedPost.Made.ended(Outcome.STOP);
                }
                invalidate = mr.rkey();
            }
            String missing = missingRegion(sgeSpecs);
            if (missing != null) {
                return RepeatedPost.Made.ended(status(r, name, expected, "ibv_post_send", what, Status.fail(Errno.EINVAL, missing)));
            }
            AddressHandle ah = ahRef == null ? null : ahRef.object(AddressHandle.class);
            if (ahRef != null && ah == null) {
                return RepeatedPost.Made.ended(status(r, name, expected, "ibv_post_send", what,
                        Status.fail(Errno.EINVAL, "address handle " + ahRef.name() + " was never created")));
            }
            return RepeatedPost.Made.of(new SendWr(wrId, op, sges(sgeSpecs), flags, imm, remoteAddr, rkey, compareAdd, swap, ah, remoteQpn, qkey,
                    invalidate));
        };
        if (s.isSetRepeat() && s.getRepeat() < 1) {
            throw new LoadException(ModelLabels.of(s) + ": repeat " + s.getRepeat() + " posts nothing; a step posts its work request at least once");
        }
        if (s.isSetRepeatUntil() && s.getRepeatUntil() < 0) {
            throw new LoadException(ModelLabels.of(s) + ": repeatUntil " + s.getRepeatUntil() + " ns is before the run began");
        }
        if (!s.isSetRepeat() && !s.isSetRepeatUntil()) {
            return r -> {
                RepeatedPost.Made m = request.make(r);
                if (m.wr() == null) {
                    return m.ended();
                }
                return status(r, name, expected, "ibv_post_send", what + " " + m.wr().totalLength() + " bytes",
                        r.context().postSend(qpRef.object(QueuePair.class), m.wr()));
            };
        }
        long copies = s.isSetRepeat() ? s.getRepeat() : Long.MAX_VALUE;
        return new RepeatedPost(name, qpRef, request, copies, s.isSetRepeatUntil() ? s.getRepeatUntil() : RepeatedPost.NO_END, expected, what);
    }

    private StepAction postRecv(PostRecv s) throws LoadException {
        StepRef srq = ref(s, s.getSrq());
        StepRef qp = ref(s, s.getQp());
        List<SgeSpec> sgeSpecs = sgeSpecs(s, s.getSges());
        long wrId = s.getWrId();
        String name = s.getName();
        Errno expected = errno(s);
        return r -> {
            String missing = missingRegion(sgeSpecs);
            if (missing != null) {
                return status(r, name, expected, srq != null ? "ibv_post_srq_recv" : "ibv_post_recv", "wr_id " + wrId, Status.fail(Errno.EINVAL, missing));
            }
            RecvWr wr = new RecvWr(wrId, sges(sgeSpecs));
            if (srq != null) {
                return status(r, name, expected, "ibv_post_srq_recv", "wr_id " + wrId,
                        r.context().postSrqRecv(srq.object(SharedReceiveQueue.class), wr));
            }
            return status(r, name, expected, "ibv_post_recv", "wr_id " + wrId + " " + wr.totalLength() + " bytes",
                    r.context().postRecv(qp == null ? null : qp.object(QueuePair.class), wr));
        };
    }

    private StepAction pollCq(PollCq s) throws LoadException {
        if (s.getTimeout() < 0) {
            throw new LoadException(ModelLabels.of(s) + ": timeout " + s.getTimeout() + " ns is negative");
        }
        List<PollWait.Expected> expected = new ArrayList<>();
        for (ExpectedCompletion e : s.getExpected()) {
            expected.add(new PollWait.Expected(WcStatus.valueOf(e.getStatus().getName()), e.isSetOpcode() ? WcOpcode.valueOf(e.getOpcode().getName()) : null,
                    e.isSetByteLen() ? e.getByteLen() : null, e.isSetWrId() ? e.getWrId() : null, e.isSetImmData() ? e.getImmData() : null,
                    ref(s, e.getSrcQp())));
        }
        if (s.getCq() == null) {
            throw new LoadException(ModelLabels.of(s) + " names no CQ");
        }
        return new PollWait(ref(s, s.getCq()), expected, s.getTimeout(), errno(s));
    }

    private StepAction checkMemory(CheckMemory s) throws LoadException {
        byte[] expected = bytes(s.getExpectedData(), s.getDataFormat(), s);
        StepRef mrRef = ref(s, s.getMr());
        int offset = s.getOffset();
        DataFormat format = s.getDataFormat();
        String mrName = mrRef == null ? "(none)" : mrRef.name();
        return r -> {
            MemoryRegion mr = mrRef == null ? null : mrRef.object(MemoryRegion.class);
            if (mr == null) {
                r.mismatch("memory region " + mrName + " was never created, so it cannot be checked");
                return Outcome.DONE;
            }
            if (offset < 0 || (long) offset + expected.length > mr.length()) {
                r.mismatch("the check reads [" + offset + ", " + ((long) offset + expected.length) + "), outside memory region " + mrName + " of "
                        + mr.length() + " bytes");
                return Outcome.DONE;
            }
            byte[] actual = new byte[expected.length];
            mr.buffer().read(offset, actual, 0, expected.length);
            if (Arrays.equals(actual, expected)) {
                r.note("check " + mrName + " at " + offset + ": holds " + show(expected, format));
            } else {
                r.mismatch(MemoryDifference.describe(mrName, offset, actual, expected, b -> show(b, format)));
            }
            return Outcome.DONE;
        };
    }

    /** Where a program stands at a Sync: waiting for the others, or through and waiting out the exchange until {@code until}. */
    private record Passed(long until) {
    }

    private static final Object WAITING_AT_BARRIER = "waiting at the barrier";

    private StepAction sync(Program program, Sync s) throws LoadException {
        if (s.getDelay() < 0) {
            throw new LoadException(ModelLabels.of(s) + ": delay " + s.getDelay() + " ns is negative");
        }
        String barrier = s.getBarrier();
        long delay = s.getDelay();
        barriers.member(barrier, runners.get(program));
        return new StepAction() {
            @Override
            public Outcome run(ProgramRunner r) {
                if (r.stepState() instanceof Passed p) {
                    // woken early (a completion, an async event): the exchange is not over yet
                    return r.simulation().now() >= p.until() ? Outcome.DONE : Outcome.BLOCKED;
                }
                if (!barriers.arrive(barrier, r)) {
                    if (r.stepState() == null) {
                        r.setStepState(WAITING_AT_BARRIER);
                        r.note("sync at '" + barrier + "': waiting for the others");
                    }
                    return Outcome.BLOCKED;
                }
                r.note("sync at '" + barrier + "': everyone is here" + (delay > 0 ? "; the exchange takes " + delay / 1000.0 + " us" : ""));
                if (delay == 0) {
                    return Outcome.DONE;
                }
                r.setStepState(new Passed(r.simulation().now() + delay));
                r.sleep(delay, TimerKind.SYNC_EXCHANGE, "the out-of-band exchange at '" + barrier + "' is over");
                return Outcome.BLOCKED;
            }

            @Override
            public String waitingFor(ProgramRunner r) {
                return r.stepState() instanceof Passed p ? "the out-of-band exchange at '" + barrier + "' (until " + p.until() / 1000.0 + " us)"
                        : "the others at the barrier '" + barrier + "'";
            }
        };
    }

    private StepAction fault(Program program, Fault s) throws LoadException {
        if (s.getDelay() < 0 || s.getSkip() < 0 || s.getCount() < 0) {
            throw new LoadException(ModelLabels.of(s) + ": delay, skip and count cannot be negative (delay " + s.getDelay() + ", skip " + s.getSkip()
                    + ", count " + s.getCount() + ")");
        }
        LinkEnd end = null;
        rdma.workbench.model.topology.Rnic device = Programs.device(program);
        for (Port p : device.getPorts()) {
            LinkEnd e = ends.get(p);
            boolean onLink = s.getLink() == null || s.getLink().getSource() == p || s.getLink().getTarget() == p;
            if (e != null && onLink && end == null) {
                end = e;
            }
        }
        if (end == null) {
            throw new LoadException(ModelLabels.of(s) + ": " + (s.getLink() == null ? ModelLabels.of(device) + " has no cabled port"
                    : ModelLabels.of(s.getLink()) + " is not plugged into " + ModelLabels.of(device)));
        }
        LinkEnd at = end;
        Opcode opcode = s.eIsSet(ScenarioPackage.Literals.FAULT__OPCODE) ? Opcode.of(s.getOpcode().getValue()) : null;
        FaultAction action = FaultAction.valueOf(s.getAction().getName());
        int skip = s.getSkip();
        int count = s.getCount();
        long delay = s.getDelay();
        return r -> {
            at.arm(new FaultRule(action, opcode, skip, count, delay, "program " + r.name()));
            r.note("armed: " + action + " " + (opcode == null ? "any packet" : opcode.name()) + (skip > 0 ? " after " + skip + " matching" : "")
                    + ", " + count + " time(s), leaving " + at.name());
            return Outcome.DONE;
        };
    }

    // ---- verbs that destroy objects

    /** A verb that destroys the object {@code target} created; a destroyed or never created object gives EINVAL, one in use EBUSY. */
    private <T> StepAction destroy(VerbStep s, String verb, StepRef target, Class<T> type, BiFunction<Context, T, Status> call) {
        String name = s.getName();
        Errno expected = errno(s);
        return r -> status(r, name, expected, verb, target.name(), call.apply(r.context(), target.object(type)));
    }

    /** ibv_get_async_event: waits (at most the step's timeout) for the device's next asynchronous event, then compares it. */
    private StepAction asyncEvent(WaitAsyncEvent s) throws LoadException {
        if (s.getTimeout() < 0) {
            throw new LoadException(ModelLabels.of(s) + ": timeout " + s.getTimeout() + " ns is negative");
        }
        AsyncEventType want = AsyncEventType.valueOf(s.getEvent().getName());
        StepRef about = ref(s, s.getObject());
        long timeout = s.getTimeout();
        String name = s.getName() == null ? "" : " " + s.getName();
        Errno expected = errno(s);
        return r -> {
            VerbResult<AsyncEvent> got = r.context().getAsyncEvent();
            if (!got.isOk()) {
                if (!r.timedOut()) {
                    r.waitAtMost(timeout, TimerKind.POLL_TIMEOUT, () -> "ibv_get_async_event" + name + " gave up after " + timeout / 1000.0 + " us");
                    return Outcome.BLOCKED;
                }
                String why = "no asynchronous event within " + timeout / 1000.0 + " us";
                r.verb("ibv_get_async_event", Errno.ETIMEDOUT, () -> "ibv_get_async_event" + name + ": ETIMEDOUT (" + why + ")");
                return expect(r, expected, "ibv_get_async_event", Errno.ETIMEDOUT, why);
            }
            AsyncEvent e = got.value();
            r.verb("ibv_get_async_event", Errno.OK, () -> "ibv_get_async_event" + name + ": " + e + " (" + e.why() + ")");
            if (expected == Errno.OK) {
                if (e.type() != want) {
                    r.mismatch("the event is IBV_EVENT_" + e.type() + ", expected IBV_EVENT_" + want);
                }
                Object object = about == null ? null : about.object(Object.class);
                if (about != null && object != e.element()) {
                    r.mismatch("the event concerns " + e.element() + ", expected the object of step " + about.name()
                            + (object == null ? " (which does not exist)" : " (" + object + ")"));
                }
            }
            return expect(r, expected, "ibv_get_async_event", Errno.OK, "");
        };
    }

    // ---- objects

    /** An object another program created, or null (with a mismatch) when it has not been created yet. */
    static <T> T remote(ProgramRunner r, StepRef ref, Class<T> type) {
        T o = ref.object(type);
        if (o == null) {
            r.mismatch(ref.name() + " of program " + ref.owner().name()
                    + " does not exist yet; add a Sync so that it is created before this step runs");
        }
        return o;
    }

    private static byte[] gid(String address, Step s) throws LoadException {
        byte[] g = address == null ? null : GidAddress.parse(address);
        if (g == null) {
            throw new LoadException(ModelLabels.of(s) + " names GID \"" + address + "\", which is not a GID");
        }
        return g;
    }

    /** The bytes a data attribute gives; HEX must be pairs of hex digits (spaces allowed). */
    static byte[] bytes(String data, DataFormat format, Step s) throws LoadException {
        if (data == null) {
            return new byte[0];
        }
        if (format != DataFormat.HEX) {
            return data.getBytes(StandardCharsets.UTF_8);
        }
        String hex = data.replaceAll("\\s", "");
        for (int i = 0; i < hex.length(); i++) {
            if (Character.digit(hex.charAt(i), 16) < 0) {
                throw new LoadException(ModelLabels.of(s) + ": HEX data has '" + hex.charAt(i) + "' at position " + (i + 1) + ", which is not a hex digit");
            }
        }
        if (hex.length() % 2 != 0) {
            throw new LoadException(ModelLabels.of(s) + ": HEX data has " + hex.length() + " digits; bytes take two each");
        }
        return HexFormat.of().parseHex(hex);
    }

    /** HEX as hex; TEXT in quotes, with bytes that are not printable ASCII as \xNN (a zeroed buffer shows as \x00, not as nothing). */
    private static String show(byte[] b, DataFormat format) {
        if (format == DataFormat.HEX) {
            return HexFormat.of().formatHex(b);
        }
        StringBuilder out = new StringBuilder("\"");
        for (byte x : b) {
            if (x >= 0x20 && x < 0x7F && x != '\\') {
                out.append((char) x);
            } else {
                out.append(String.format(Locale.ROOT, "\\x%02x", x & 0xFF));
            }
        }
        return out.append('"').toString();
    }

    private static <E extends Enum<E>> Set<E> convert(List<? extends Enumerator> literals, Class<E> type) {
        Set<E> out = EnumSet.noneOf(type);
        for (Enumerator e : literals) {
            out.add(Enum.valueOf(type, e.getName()));
        }
        return out;
    }
}
