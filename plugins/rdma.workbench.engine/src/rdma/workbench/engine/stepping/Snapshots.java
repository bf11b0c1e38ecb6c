package rdma.workbench.engine.stepping;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramStep;
import rdma.workbench.engine.transport.QpTransport;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AddressHandle;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.ProtectionDomain;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.SharedReceiveQueue;
import rdma.workbench.engine.verbs.VerbsObject;

/** Turns the live devices, transports and programs of a session into the immutable values inspectors read. */
final class Snapshots {

    private Snapshots() {
    }

    static DeviceSnapshot device(Rnic r) {
        RdmaDevice d = r.device();
        List<String> pds = new ArrayList<>();
        List<MrSnapshot> mrs = new ArrayList<>();
        List<CqSnapshot> cqs = new ArrayList<>();
        List<String> srqs = new ArrayList<>();
        List<String> ahs = new ArrayList<>();
        for (VerbsObject o : d.objects()) {
            switch (o) {
                case ProtectionDomain pd -> pds.add(pd + " (" + pd.users() + " users)");
                case MemoryRegion mr -> mrs.add(new MrSnapshot(mr.lkey(), mr.rkey(), mr.pd().handle(), mr.addr(), mr.length(), mr.access(),
                        mr.isValid(), mr.buffer().freeze()));
                case CompletionQueue cq -> cqs.add(new CqSnapshot(cq.handle(), cq.capacity(), cq.peekAll(), cq.hasOverflowed(), cq.users()));
                case SharedReceiveQueue srq -> srqs.add(srq + ": " + srq.queue().size() + " receive WQEs");
                case AddressHandle ah -> ahs.add(ah + " to port " + ah.av().portNum() + " GID " + HexFormat.of().formatHex(ah.av().dgid()));
                default -> {
                    // QPs come from their transports below
                }
            }
        }
        List<QpSnapshot> qps = new ArrayList<>();
        for (QpTransport t : r.transports()) {
            qps.add(qp(d, t));
        }
        return new DeviceSnapshot(d.host(), d.name(), pds, mrs, cqs, srqs, ahs, qps, d.pendingAsyncEvents());
    }

    static QpSnapshot qp(RdmaDevice d, QpTransport t) {
        QueuePair qp = t.qp();
        var a = qp.attributes();
        return new QpSnapshot(d.host(), d.name(), qp.qpn(), qp.type(), qp.state(), a.destQpn, a.pathMtu, accessFlagsInOrder(a.accessFlags), a.timeout,
                a.retryCnt, a.rnrRetry, a.minRnrTimer, t.requesterState(), t.completerState(), t.responderState(), t.nextPsn(),
                t.oldestUnackedPsn(), t.expectedPsn(), t.msn(), t.sequenceNakFor(), t.outstandingWqes(), qp.sendQueue().size(),
                qp.recvQueue().size(), t.retriesLeft(), t.rnrRetriesLeft(), t.ackTimerDeadline(), t.rnrTimerDeadline());
    }

    /** {@code p} now: its place, and each of its steps with the object the step created. */
    static ProgramSnapshot program(ProgramRunner p) {
        ProgramStep at = p.current();
        List<StepSnapshot> steps = new ArrayList<>(p.steps().size());
        for (ProgramStep s : p.steps()) {
            steps.add(new StepSnapshot(s.id(), s.name(), s.label(), object(p.object(s.id()))));
        }
        String device = p.context() == null ? null : p.context().device().name();
        return new ProgramSnapshot(p.name(), p.host(), device, ProgramStatus.of(p.state()), p.pc(), at == null ? null : at.id(),
                at == null ? null : at.label(), p.waitingFor(), List.copyOf(steps));
    }

    /** A step's object as a value; null for none (or for what a step keeps that is no verbs object). */
    private static StepObject object(Object o) {
        return switch (o) {
            case null -> null;
            case QueuePair qp -> new StepObject.Qp(qp.toString(), qp.isDestroyed(), qp.qpn());
            case MemoryRegion mr -> new StepObject.Mr(mr.toString(), mr.isDestroyed(), mr.lkey());
            case CompletionQueue cq -> new StepObject.Cq(cq.toString(), cq.isDestroyed(), cq.handle());
            case ProtectionDomain pd -> new StepObject.Pd(pd.toString(), pd.isDestroyed());
            case SharedReceiveQueue srq -> new StepObject.Srq(srq.toString(), srq.isDestroyed(), srq.queue().size());
            case AddressHandle ah -> new StepObject.Ah(ah.toString(), ah.isDestroyed(), HexFormat.of().formatHex(ah.av().dgid()));
            default -> null;
        };
    }

    /** The flags in their declaration order, the order of their IBV_ACCESS bits (Set.copyOf's order differs from one JVM to the next). */
    private static Set<Access> accessFlagsInOrder(Set<Access> flags) {
        return Collections.unmodifiableSet(flags.isEmpty() ? EnumSet.noneOf(Access.class) : EnumSet.copyOf(flags));
    }
}
