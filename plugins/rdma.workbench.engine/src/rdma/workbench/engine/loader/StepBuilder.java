package rdma.workbench.engine.loader;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.Enumerator;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.fabric.FaultRule;
import rdma.workbench.engine.fabric.LinkEnd;
import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramStep;
import rdma.workbench.engine.program.StepAction;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AddressHandle;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.CompletionQueue;
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
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.fabric.GidAddress;
import rdma.workbench.model.fabric.ModelLabels;
import rdma.workbench.model.fabric.Programs;
import rdma.workbench.model.fabric.RoceMtu;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.topology.Port;

/** Turns each step of a program into what the program runner executes; remote objects are looked up when the step runs. */
final class StepBuilder {

    private final Map<Program, ProgramRunner> runners;
    private final Map<Program, Rnic> rnics;
    private final Map<rdma.workbench.model.topology.Endpoint, LinkEnd> ends;
    private final Barriers barriers;

    StepBuilder(Map<Program, ProgramRunner> runners, Map<Program, Rnic> rnics, Map<rdma.workbench.model.topology.Endpoint, LinkEnd> ends,
            Barriers barriers) {
        this.runners = runners;
        this.rnics = rnics;
        this.ends = ends;
        this.barriers = barriers;
    }

    ProgramStep build(Program program, Step step) throws LoadException {
        String label = ModelLabels.stepName(step) + " (" + step.eClass().getName() + ")";
        StepAction action = switch (step) {
            case AllocPd s -> r -> created(r, s, "ibv_alloc_pd", r.context().allocPd(), pd -> "PD " + pd.handle());
            case RegMr s -> regMr(s);
            case CreateCq s -> r -> created(r, s, "ibv_create_cq", r.context().createCq(s.getCqe()), cq -> s.getCqe() + " entries");
            case CreateSrq s -> r -> created(r, s, "ibv_create_srq", r.context().createSrq(own(r, s.getPd(), ProtectionDomain.class), s.getMaxWr(),
                    s.getMaxSge()), srq -> s.getMaxWr() + " WRs");
            case CreateQp s -> createQp(program, s);
            case CreateAh s -> createAh(s);
            case ModifyQp s -> modifyQp(s);
            case PostSend s -> postSend(s);
            case PostRecv s -> postRecv(s);
            case PollCq s -> new CompletionWait(s, this::qpnOf);
            case CheckMemory s -> checkMemory(s);
            case Sync s -> {
                barriers.member(s.getBarrier(), runners.get(program));
                yield r -> {
                    if (r.stepState() == SyncState.PASSED) {
                        return Outcome.DONE;
                    }
                    boolean open = barriers.arrive(s.getBarrier(), r);
                    if (!open) {
                        if (r.stepState() == null) {
                            r.setStepState(SyncState.WAITING);
                            r.record(TraceKind.PROGRAM, "sync at '" + s.getBarrier() + "': waiting for the others");
                        }
                        return Outcome.BLOCKED;
                    }
                    r.record(TraceKind.PROGRAM, "sync at '" + s.getBarrier() + "': everyone is here"
                            + (s.getDelay() > 0 ? "; the exchange takes " + s.getDelay() / 1000.0 + " us" : ""));
                    if (s.getDelay() <= 0) {
                        return Outcome.DONE;
                    }
                    r.setStepState(SyncState.PASSED);
                    r.simulation().schedule(s.getDelay(), "out-of-band exchange of " + r.name(), () -> r.wake("exchange done"));
                    return Outcome.BLOCKED;
                };
            }
            case Fault s -> fault(program, s);
            default -> throw new LoadException(ModelLabels.of(step) + ": the engine does not run " + step.eClass().getName() + " steps");
        };
        return new ProgramStep(step.getName(), label, action);
    }

    /** Where a program stands at a Sync: waiting for the others, or through and waiting out the exchange's delay. */
    private enum SyncState { WAITING, PASSED }

    // ---- verbs that create objects

    private static <T> Outcome created(ProgramRunner r, VerbStep s, String verb, VerbResult<T> result, java.util.function.Function<T, String> what) {
        String name = s.getName() == null ? "" : " " + s.getName();
        if (result.isOk()) {
            r.keep(s.getName(), result.value());
            r.record(TraceKind.VERB, verb + name + ": OK, " + what.apply(result.value()));
        } else {
            r.record(TraceKind.VERB, verb + name + ": " + result.errno() + " (" + result.reason() + ")");
        }
        return expect(r, s, verb, result.errno(), result.reason());
    }

    private static Outcome status(ProgramRunner r, VerbStep s, String verb, String detail, Status st) {
        String name = s.getName() == null ? "" : " " + s.getName();
        r.record(TraceKind.VERB, verb + name + ": " + detail + " -> " + (st.isOk() ? "OK" : st.errno() + " (" + st.reason() + ")"));
        return expect(r, s, verb, st.errno(), st.reason());
    }

    /** Compares the verb's result with the step's expectation; an unexpected failure stops the program, as it would a real one. */
    private static Outcome expect(ProgramRunner r, VerbStep s, String verb, Errno actual, String reason) {
        String expected = s.getExpectedResult().getName();
        if (expected.equals(actual.name())) {
            return Outcome.DONE;
        }
        r.mismatch(verb + " returned " + actual + (reason.isEmpty() ? "" : " (" + reason + ")") + ", expected " + expected);
        return actual == Errno.OK ? Outcome.DONE : Outcome.STOP;
    }

    private StepAction regMr(RegMr s) {
        byte[] initial = bytes(s.getInitialData(), s.getDataFormat());
        Set<Access> access = convert(s.getAccess(), Access.class);
        return r -> created(r, s, "ibv_reg_mr", r.context().regMr(own(r, s.getPd(), ProtectionDomain.class), s.getLength(), access, initial),
                mr -> String.format("%d bytes at 0x%x, lkey 0x%x, rkey 0x%x", mr.length(), mr.addr(), mr.lkey(), mr.rkey()));
    }

    private StepAction createQp(Program program, CreateQp s) {
        QpType type = QpType.valueOf(s.getQpType().getName());
        QpCaps caps = new QpCaps(s.getMaxSendWr(), s.getMaxRecvWr(), s.getMaxSendSge(), s.getMaxRecvSge(), s.getMaxInlineData());
        Rnic rnic = rnics.get(program);
        return r -> {
            VerbResult<QueuePair> qp = r.context().createQp(own(r, s.getPd(), ProtectionDomain.class), own(r, s.getSendCq(), CompletionQueue.class),
                    own(r, s.getRecvCq(), CompletionQueue.class), s.getSrq() == null ? null : own(r, s.getSrq(), SharedReceiveQueue.class), type,
                    caps, s.isSqSigAll());
            if (qp.isOk()) {
                rnic.attach(qp.value());
            }
            return created(r, s, "ibv_create_qp", qp, q -> String.format("%s QP 0x%06x", type, q.qpn()));
        };
    }

    private StepAction createAh(CreateAh s) throws LoadException {
        byte[] dgid = gid(s.getDestGid() == null ? null : s.getDestGid().getAddress(), s);
        AddressVector av = new AddressVector(dgid, s.getSgidIndex(), s.getPortNum(), s.getHopLimit(), s.getTrafficClass(), 0);
        return r -> created(r, s, "ibv_create_ah", r.context().createAh(own(r, s.getPd(), ProtectionDomain.class), av),
                ah -> "to " + s.getDestGid().getAddress());
    }

    private StepAction modifyQp(ModifyQp s) throws LoadException {
        byte[] dgid = s.getDestGid() == null ? null : gid(s.getDestGid().getAddress(), s);
        return r -> {
            QueuePair qp = own(r, s.getQp(), QueuePair.class);
            QpAttributes a = new QpAttributes();
            Set<QpAttrMask> mask = EnumSet.of(QpAttrMask.STATE);
            a.state = QpState.valueOf(s.getTargetState().getName());
            if (s.isSetAccessFlags()) {
                mask.add(QpAttrMask.ACCESS_FLAGS);
                a.accessFlags = convert(s.getAccessFlags(), Access.class);
            }
            if (s.isSetPkeyIndex()) {
                mask.add(QpAttrMask.PKEY_INDEX);
                a.pkeyIndex = s.getPkeyIndex();
            }
            if (s.isSetPort()) {
                mask.add(QpAttrMask.PORT);
                a.port = s.getPort();
            }
            if (s.isSetQkey()) {
                mask.add(QpAttrMask.QKEY);
                a.qkey = (int) s.getQkey();
            }
            if (dgid != null) {
                mask.add(QpAttrMask.AV);
                a.av = new AddressVector(dgid, s.getSgidIndex(), qp.attributes().port, 64, 0, 0);
            }
            if (s.isSetPathMtu()) {
                mask.add(QpAttrMask.PATH_MTU);
                a.pathMtu = RoceMtu.bytes(s.getPathMtu());
            }
            if (s.getDestQp() != null) {
                QueuePair remote = remote(r, s.getDestQp(), QueuePair.class);
                if (remote == null) {
                    return Outcome.STOP;
                }
                mask.add(QpAttrMask.DEST_QPN);
                a.destQpn = remote.qpn();
            }
            set(s, ScenarioPackage.Literals.MODIFY_QP__RQ_PSN, mask, QpAttrMask.RQ_PSN, () -> a.rqPsn = s.getRqPsn());
            set(s, ScenarioPackage.Literals.MODIFY_QP__SQ_PSN, mask, QpAttrMask.SQ_PSN, () -> a.sqPsn = s.getSqPsn());
            set(s, ScenarioPackage.Literals.MODIFY_QP__MAX_DEST_RD_ATOMIC, mask, QpAttrMask.MAX_DEST_RD_ATOMIC, () -> a.maxDestRdAtomic = s.getMaxDestRdAtomic());
            set(s, ScenarioPackage.Literals.MODIFY_QP__MAX_RD_ATOMIC, mask, QpAttrMask.MAX_QP_RD_ATOMIC, () -> a.maxRdAtomic = s.getMaxRdAtomic());
            set(s, ScenarioPackage.Literals.MODIFY_QP__MIN_RNR_TIMER, mask, QpAttrMask.MIN_RNR_TIMER, () -> a.minRnrTimer = s.getMinRnrTimer());
            set(s, ScenarioPackage.Literals.MODIFY_QP__TIMEOUT, mask, QpAttrMask.TIMEOUT, () -> a.timeout = s.getTimeout());
            set(s, ScenarioPackage.Literals.MODIFY_QP__RETRY_CNT, mask, QpAttrMask.RETRY_CNT, () -> a.retryCnt = s.getRetryCnt());
            set(s, ScenarioPackage.Literals.MODIFY_QP__RNR_RETRY, mask, QpAttrMask.RNR_RETRY, () -> a.rnrRetry = s.getRnrRetry());
            return status(r, s, "ibv_modify_qp", String.format("QP 0x%06x %s -> %s %s", qp.qpn(), qp.state(), a.state, mask), r.context().modifyQp(qp, a, mask));
        };
    }

    private static void set(ModifyQp s, org.eclipse.emf.ecore.EStructuralFeature f, Set<QpAttrMask> mask, QpAttrMask bit, Runnable apply) {
        if (s.eIsSet(f)) {
            mask.add(bit);
            apply.run();
        }
    }

    private StepAction postSend(PostSend s) {
        WrOpcode op = WrOpcode.valueOf(s.getOpcode().getName());
        Set<SendFlag> flags = convert(s.getSendFlags(), SendFlag.class);
        return r -> {
            QueuePair qp = own(r, s.getQp(), QueuePair.class);
            long remoteAddr = 0;
            int rkey = 0;
            if (s.getRemoteMr() != null) {
                MemoryRegion mr = remote(r, s.getRemoteMr(), MemoryRegion.class);
                if (mr == null) {
                    return Outcome.STOP;
                }
                remoteAddr = mr.addr() + s.getRemoteOffset();
                rkey = mr.rkey();
            }
            int remoteQpn = 0;
            if (s.getRemoteQp() != null) {
                QueuePair rq = remote(r, s.getRemoteQp(), QueuePair.class);
                if (rq == null) {
                    return Outcome.STOP;
                }
                remoteQpn = rq.qpn();
            }
            int invalidate = 0;
            if (s.getInvalidateMr() != null) {
                MemoryRegion mr = remote(r, s.getInvalidateMr(), MemoryRegion.class);
                if (mr == null) {
                    return Outcome.STOP;
                }
                invalidate = mr.rkey();
            }
            AddressHandle ah = s.getAh() == null ? null : own(r, s.getAh(), AddressHandle.class);
            SendWr wr = new SendWr(s.getWrId(), op, sges(r, s.getSges()), flags, s.isSetImmData() ? (int) s.getImmData() : null, remoteAddr, rkey,
                    s.getCompareAdd(), s.getSwap(), ah, remoteQpn, (int) s.getRemoteQkey(), invalidate);
            return status(r, s, "ibv_post_send", "wr_id " + s.getWrId() + " " + op + " " + wr.totalLength() + " bytes", r.context().postSend(qp, wr));
        };
    }

    private StepAction postRecv(PostRecv s) {
        return r -> {
            RecvWr wr = new RecvWr(s.getWrId(), sges(r, s.getSges()));
            if (s.getSrq() != null) {
                return status(r, s, "ibv_post_srq_recv", "wr_id " + s.getWrId(), r.context().postSrqRecv(own(r, s.getSrq(), SharedReceiveQueue.class), wr));
            }
            return status(r, s, "ibv_post_recv", "wr_id " + s.getWrId() + " " + wr.totalLength() + " bytes",
                    r.context().postRecv(own(r, s.getQp(), QueuePair.class), wr));
        };
    }

    private StepAction checkMemory(CheckMemory s) {
        byte[] expected = bytes(s.getExpectedData(), s.getDataFormat());
        return r -> {
            MemoryRegion mr = own(r, s.getMr(), MemoryRegion.class);
            if (s.getOffset() + expected.length > mr.length()) {
                r.mismatch("the check reads past the end of memory region " + s.getMr().getName());
                return Outcome.DONE;
            }
            byte[] actual = r.context().device().memory().read(mr.addr() + s.getOffset(), expected.length);
            if (java.util.Arrays.equals(actual, expected)) {
                r.record(TraceKind.PROGRAM, "check " + s.getMr().getName() + " at " + s.getOffset() + ": holds " + show(expected, s.getDataFormat()));
            } else {
                r.mismatch("memory region " + s.getMr().getName() + " at " + s.getOffset() + " holds " + show(actual, s.getDataFormat())
                        + ", expected " + show(expected, s.getDataFormat()));
            }
            return Outcome.DONE;
        };
    }

    private StepAction fault(Program program, Fault s) throws LoadException {
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
        return r -> {
            at.arm(new FaultRule(action, opcode, s.getSkip(), s.getCount(), s.getDelay(), "program " + r.name()));
            r.record(TraceKind.FAULT, "armed: " + action + " " + (opcode == null ? "any packet" : opcode.name())
                    + (s.getSkip() > 0 ? " after " + s.getSkip() + " matching" : "") + ", " + s.getCount() + " time(s), leaving " + at.name());
            return Outcome.DONE;
        };
    }

    // ---- objects

    /** An object this program created in an earlier step (validation makes sure it did). */
    static <T> T own(ProgramRunner r, Step step, Class<T> type) {
        return type.cast(r.object(step.getName()));
    }

    /** An object another program created, or null (with a mismatch) when it has not been created yet. */
    private <T> T remote(ProgramRunner r, Step step, Class<T> type) {
        Program owner = Programs.programOf(step);
        ProgramRunner other = runners.get(owner);
        Object o = other == null ? null : other.object(step.getName());
        if (!type.isInstance(o)) {
            r.mismatch(ModelLabels.of(step) + " of program " + owner.getName()
                    + " does not exist yet; add a Sync so that it is created before this step runs");
            return null;
        }
        return type.cast(o);
    }

    private Integer qpnOf(Step qpStep) {
        Program owner = Programs.programOf(qpStep);
        Object o = runners.get(owner).object(qpStep.getName());
        return o instanceof QueuePair qp ? qp.qpn() : null;
    }

    private static List<rdma.workbench.engine.verbs.Sge> sges(ProgramRunner r, List<Sge> sges) {
        List<rdma.workbench.engine.verbs.Sge> out = new ArrayList<>();
        for (Sge s : sges) {
            MemoryRegion mr = own(r, s.getMr(), MemoryRegion.class);
            out.add(new rdma.workbench.engine.verbs.Sge(mr.addr() + s.getOffset(), s.getLength(), mr.lkey()));
        }
        return out;
    }

    private static byte[] gid(String address, Step s) throws LoadException {
        byte[] g = GidAddress.parse(address);
        if (g == null) {
            throw new LoadException(ModelLabels.of(s) + " names GID \"" + address + "\", which is not a GID");
        }
        return g;
    }

    static byte[] bytes(String data, DataFormat format) {
        if (data == null) {
            return new byte[0];
        }
        return format == DataFormat.HEX ? HexFormat.of().parseHex(data.replaceAll("\\s", "")) : data.getBytes(StandardCharsets.UTF_8);
    }

    private static String show(byte[] b, DataFormat format) {
        return format == DataFormat.HEX ? HexFormat.of().formatHex(b) : "\"" + new String(b, StandardCharsets.UTF_8) + "\"";
    }

    private static <E extends Enum<E>> Set<E> convert(List<? extends Enumerator> literals, Class<E> type) {
        Set<E> out = EnumSet.noneOf(type);
        for (Enumerator e : literals) {
            out.add(Enum.valueOf(type, e.getName()));
        }
        return out;
    }

    static String describe(WorkCompletion wc) {
        return "wr_id " + wc.wrId() + " " + (wc.opcode() == null ? "" : wc.opcode() + " ") + wc.status() + " byte_len=" + wc.byteLen();
    }
}
