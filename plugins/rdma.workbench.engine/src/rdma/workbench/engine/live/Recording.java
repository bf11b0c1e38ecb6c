package rdma.workbench.engine.live;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.QpAttrMask;
import rdma.workbench.engine.verbs.QpAttributes;
import rdma.workbench.engine.verbs.QpCaps;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * What the attached programs did, verb by verb, in the order the fabric took their calls: the
 * stuff of a scenario (the loader's RecordingWriter makes one of it). Objects are named by the
 * handles their program's library held; each call carries its place in the fabric's order, which
 * says where programs must have talked out of band (a QP number, an rkey used by another program
 * after it was made).
 */
public final class Recording {

    /** One program: its process name and pid, the host it attached to (and its network namespace, or null), the device it opened, its calls. */
    public record Program(String name, int pid, String host, String namespace, String device, List<Call> calls) {
    }

    /** One verb call. */
    public sealed interface Call {
        /** Its place in the fabric's order of calls of all programs. */
        long order();
    }

    public record AllocPd(long order, int pd) implements Call {
    }

    /** A region and its bytes when the engine first read them (null when it never did: a region only written to). */
    public record RegMr(long order, int mr, int pd, long iova, int length, Set<Access> access, int lkey, int rkey, FirstContents contents)
            implements Call {
    }

    public record CreateCq(long order, int cq, int cqe) implements Call {
    }

    public record CreateSrq(long order, int srq, int pd, int maxWr, int maxSge) implements Call {
    }

    public record CreateQp(long order, int qp, int pd, int sendCq, int recvCq, int srq, QpType type, QpCaps caps, boolean sqSigAll, int qpn)
            implements Call {
    }

    /** An ibv_modify_qp and what it gave (an errno when it failed). */
    public record ModifyQp(long order, int qp, Set<QpAttrMask> mask, QpAttributes attributes, Errno result) implements Call {
    }

    public record CreateAh(long order, int ah, int pd, AddressVector av) implements Call {
    }

    /** A send work request as the program posted it (its SGEs in the program's addresses) and what posting it gave. */
    public record PostSend(long order, int qp, SendWr wr, int ah, Errno result) implements Call {
    }

    public record PostRecv(long order, int qp, int srq, RecvWr wr, Errno result) implements Call {
    }

    /** A poll that found completions: what it found. */
    public record PollCq(long order, int cq, List<WorkCompletion> completions) implements Call {
    }

    /** The destruction of an object of {@code kind} (PD, MR, CQ, SRQ, QP, AH). */
    public record Destroy(long order, String kind, int handle) implements Call {
    }

    /** A region's bytes as the engine first read them, set once. */
    public static final class FirstContents {

        private byte[] bytes;

        public byte[] bytes() {
            return bytes;
        }

        void setOnce(byte[] b) {
            if (bytes == null) {
                bytes = b;
            }
        }
    }

    private final List<Program> programs;

    Recording(List<Program> programs) {
        this.programs = List.copyOf(programs);
    }

    public List<Program> programs() {
        return programs;
    }

    /** The calls of every program in the fabric's order. */
    public List<Call> inOrder() {
        List<Call> all = new ArrayList<>();
        for (Program p : programs) {
            all.addAll(p.calls());
        }
        all.sort((a, b) -> Long.compare(a.order(), b.order()));
        return all;
    }
}
