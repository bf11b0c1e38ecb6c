package rdma.workbench.model.programs;

import java.util.List;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WcStatus;
import rdma.workbench.model.scenario.WrOpcode;

/**
 * Why the engine (as rxe) will refuse a work request's memory access when it runs, foreseen from
 * the model alone: what the responder checks on an RDMA or atomic request (the QP's access flags,
 * the alignment of an atomic, then the R_Key's region: its protection domain, its bounds, the
 * access it was registered with; IBTA 9.7.5.1.4 and 10.6.3, rxe check_rkey) and what the requester
 * and the receiver check on the local SGEs (the L_Key's protection domain, LOCAL_WRITE where the
 * NIC writes; rxe copy_data). Only certain refusals are foreseen: a responder QP's access flags
 * are a refusal when none of its ModifyQps grants the right, since which one is in force when the
 * request arrives depends on the programs' timing.
 *
 * @param mr the memory region refused (remote for a request, the SGE's own locally)
 * @param queue the queue whose access flags or protection domain refuse it: the responder's QP, or the
 *        local QP or SRQ
 * @param flag the right that is missing, or the one the request needs
 * @param from the first byte of {@code mr} the request reaches
 * @param to the byte after the last
 */
public record AccessRefusal(Kind kind, WcStatus status, RegMr mr, VerbStep queue, AccessFlag flag, long from, long to) {

    /** What is refused; the order of the constants is the order the checks run in. */
    public enum Kind {
        /** The responder QP's qp_access_flags lack the right (rxe: NAK invalid request). */
        QP_ACCESS,
        /** An atomic's remote address is not 8-byte aligned (IBTA 9.4.5: NAK invalid request). */
        ATOMIC_ALIGNMENT,
        /** The remote region belongs to another protection domain than the responder QP. */
        REMOTE_PD,
        /** The request reaches past the remote region. */
        REMOTE_RANGE,
        /** The remote region was registered without the right the opcode needs. */
        REMOTE_FLAG,
        /** A local SGE's region belongs to another protection domain than the QP. */
        LOCAL_PD,
        /** The NIC writes into a local SGE whose region lacks LOCAL_WRITE. */
        LOCAL_WRITE
    }

    /** The first refusal the responder will make of {@code send}'s RDMA or atomic request, or null when it will accept it. */
    public static AccessRefusal remote(PostSend send) {
        AccessFlag right = RemoteAccess.neededBy(send.getOpcode());
        CreateQp qp = send.getQp();
        RegMr mr = send.getRemoteMr();
        CreateQp responder = qp == null ? null : Programs.remoteQp(qp);
        if (right == null || mr == null || responder == null || send.getExpectedResult() != Errno.OK || qp.getQpType() == QpType.UD || !registers(mr)
                || Programs.programOf(mr) != Programs.programOf(responder)) {
            return null; // no remote access, or a problem other rules report
        }
        boolean atomic = right == AccessFlag.REMOTE_ATOMIC;
        long from = send.getRemoteOffset();
        long to = from + (atomic ? 8 : totalLength(send.getSges()));
        // UC has no NAK: the responder drops what it refuses, and the requester's work request completes as sent (IBTA 9.7.5.1.4)
        boolean uc = qp.getQpType() == QpType.UC;
        WcStatus invalid = uc ? WcStatus.SUCCESS : WcStatus.REM_INV_REQ_ERR;
        WcStatus access = uc ? WcStatus.SUCCESS : WcStatus.REM_ACCESS_ERR;
        if (!granted(responder, right)) {
            return new AccessRefusal(Kind.QP_ACCESS, invalid, mr, responder, right, from, to);
        }
        if (atomic && send.getRemoteOffset() % 8 != 0) {
            return new AccessRefusal(Kind.ATOMIC_ALIGNMENT, invalid, mr, responder, right, from, to);
        }
        if (mr.getPd() != null && responder.getPd() != null && mr.getPd() != responder.getPd()) {
            return new AccessRefusal(Kind.REMOTE_PD, access, mr, responder, right, from, to);
        }
        if (from < 0 || to > mr.getLength()) {
            return new AccessRefusal(Kind.REMOTE_RANGE, access, mr, responder, right, from, to);
        }
        if (!mr.getAccess().contains(right)) {
            return new AccessRefusal(Kind.REMOTE_FLAG, access, mr, responder, right, from, to);
        }
        return null;
    }

    /**
     * The refusal of {@code sge} of {@code step} (a PostSend or a PostRecv) for its protection
     * domain or LOCAL_WRITE, or null; its bounds are the SGE_BOUNDS rule's.
     */
    public static AccessRefusal local(Step step, Sge sge) {
        RegMr mr = sge.getMr();
        VerbStep queue = queue(step);
        if (mr == null || !registers(mr) || step instanceof VerbStep v && v.getExpectedResult() != Errno.OK
                || Programs.programOf(mr) != Programs.programOf(step) || step instanceof PostSend s && s.getSendFlags().contains(SendFlag.INLINE)) {
            return null; // inline data is copied at post time, without the lkey (ibv_post_send(3)); another program's region is FOREIGN_OBJECT
        }
        boolean recv = step instanceof PostRecv;
        WcStatus status = localStatus(step);
        long from = sge.getOffset();
        long to = from + sge.getLength();
        AllocPd pd = pd(queue);
        if (pd != null && mr.getPd() != null && mr.getPd() != pd) {
            return new AccessRefusal(Kind.LOCAL_PD, status, mr, queue, null, from, to);
        }
        boolean nicWrites = recv || step instanceof PostSend s && (s.getOpcode() == WrOpcode.RDMA_READ || RemoteAccess.neededBy(s.getOpcode()) == AccessFlag.REMOTE_ATOMIC);
        if (nicWrites && !mr.getAccess().contains(AccessFlag.LOCAL_WRITE)) {
            return new AccessRefusal(Kind.LOCAL_WRITE, status, mr, queue, AccessFlag.LOCAL_WRITE, from, to);
        }
        return null;
    }

    /** How a work request whose local SGE is refused completes: a receive with LOC_QP_OP_ERR (rxe: malformed WQE), a send with LOC_PROT_ERR. */
    public static WcStatus localStatus(Step step) {
        return step instanceof PostRecv ? WcStatus.LOC_QP_OP_ERR : WcStatus.LOC_PROT_ERR;
    }

    /** The QP a PostSend or PostRecv posts to, or the SRQ of a shared receive; null for other steps. */
    public static VerbStep queue(Step step) {
        if (step instanceof PostSend s) {
            return s.getQp();
        }
        return step instanceof PostRecv r ? (r.getQp() != null ? r.getQp() : r.getSrq()) : null;
    }

    /** The protection domain of a QP or SRQ. */
    public static AllocPd pd(VerbStep queue) {
        return queue instanceof CreateQp q ? q.getPd() : queue instanceof CreateSrq r ? r.getPd() : null;
    }

    /**
     * Whether {@code mr}'s registration is expected to succeed: it does not teach a failure, and
     * does not ask for REMOTE_WRITE or REMOTE_ATOMIC without LOCAL_WRITE, which ibv_reg_mr refuses
     * (REMOTE_ACCESS_NEEDS_LOCAL_WRITE); a region that never exists is refused for that reason.
     */
    private static boolean registers(RegMr mr) {
        return mr.getExpectedResult() == Errno.OK && !RemoteAccess.lacksLocalWrite(mr.getAccess());
    }

    /** Whether some ModifyQp of {@code qp} sets access flags that include {@code right}. */
    public static boolean granted(CreateQp qp, AccessFlag right) {
        for (ModifyQp m : Programs.modifications(qp)) {
            if (m.isSetAccessFlags() && m.getAccessFlags().contains(right)) {
                return true;
            }
        }
        return false;
    }

    /** The bytes an SGE list covers. */
    public static long totalLength(List<Sge> sges) {
        long n = 0;
        for (Sge s : sges) {
            n += Math.max(0, s.getLength());
        }
        return n;
    }
}
