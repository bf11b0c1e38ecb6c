package rdma.workbench.debug.model;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.stepping.CqSnapshot;
import rdma.workbench.engine.stepping.DeviceSnapshot;
import rdma.workbench.engine.stepping.MrSnapshot;
import rdma.workbench.engine.stepping.ProgramSnapshot;
import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.stepping.SessionSnapshot;
import rdma.workbench.engine.stepping.StepObject;
import rdma.workbench.engine.stepping.StepSnapshot;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * A program's verbs objects as Variables shows them: every object a step of the program created,
 * under the step's name, with the fields an RDMA developer looks at (a QP's state, transport
 * states, PSNs, outstanding WQEs, counters and timers; an MR's keys, access and range; a CQ's
 * completions). Built on the engine thread from the session's snapshot; the values are text.
 */
public final class ObjectTree {

    private ObjectTree() {
    }

    static List<Node> of(ProgramSnapshot program, SessionSnapshot snapshot) {
        DeviceSnapshot d = null;
        for (DeviceSnapshot ds : snapshot.devices()) {
            if (ds.host().equals(program.host()) && ds.device().equals(program.device())) {
                d = ds;
            }
        }
        List<Node> out = new ArrayList<>();
        if (d == null) {
            return out;
        }
        for (StepSnapshot s : program.steps()) {
            String name = s.name() == null || s.name().isBlank() ? s.label() : s.name();
            Node n = switch (s.object()) {
                case null -> null;
                case StepObject.Qp qp -> qp(name, find(d.qps(), qp.qpn()), qp);
                case StepObject.Mr mr -> mr(name, d, mr);
                case StepObject.Cq cq -> cq(name, d, cq);
                case StepObject.Pd pd -> new Node(name, name, "PD", pd.text() + (pd.destroyed() ? " (deallocated)" : ""), List.of(), null);
                case StepObject.Srq srq -> new Node(name, name, "SRQ", srq.text() + ": " + srq.receiveWqes() + " receive WQEs", List.of(), null);
                case StepObject.Ah ah -> new Node(name, name, "AH", ah.text() + " to GID " + ah.dgid(), List.of(), null);
            };
            if (n != null) {
                out.add(n);
            }
        }
        return out;
    }

    private static QpSnapshot find(List<QpSnapshot> qps, int qpn) {
        for (QpSnapshot q : qps) {
            if (q.qpn() == qpn) {
                return q;
            }
        }
        return null;
    }

    private static Node qp(String name, QpSnapshot q, StepObject.Qp qp) {
        if (q == null) {
            return new Node(name, name, "QP", qp.text() + " (destroyed)", List.of(), null);
        }
        return ofQp(name, q);
    }

    /** A QP as Variables and the QP view show it, named {@code name}. */
    public static Node ofQp(String name, QpSnapshot q) {
        List<Node> c = new ArrayList<>();
        c.add(Node.leaf(name, "type", "qp_type", q.type().name()));
        c.add(Node.leaf(name, "qp_num", "uint32", hex6(q.qpn())));
        c.add(Node.leaf(name, "state", "qp_state", q.state().name()));
        c.add(Node.leaf(name, "requester", "state", named(q.requester())));
        c.add(Node.leaf(name, "completer", "state", named(q.completer())));
        c.add(Node.leaf(name, "responder", "state", named(q.responder())));
        c.add(Node.leaf(name, "dest_qp_num", "uint32", hex6(q.destQpn())));
        c.add(Node.leaf(name, "path_mtu", "mtu", Integer.toString(q.pathMtu())));
        c.add(Node.leaf(name, "sq_psn (next to send)", "psn", psn(q.nextSendPsn())));
        c.add(Node.leaf(name, "oldest unacked PSN", "psn", psn(q.oldestUnackedPsn())));
        c.add(Node.leaf(name, "rq_psn (expected)", "psn", psn(q.expectedPsn())));
        c.add(Node.leaf(name, "msn", "uint24", Integer.toString(q.msn())));
        c.add(Node.leaf(name, "sequence NAK out for", "psn", q.sequenceNakFor() < 0 ? "none" : psn(q.sequenceNakFor())));
        List<Node> wqes = new ArrayList<>();
        for (int i = 0; i < q.outstandingWqes().size(); i++) {
            wqes.add(Node.leaf(name + "/outstanding WQEs", "[" + i + "]", "send WQE", q.outstandingWqes().get(i)));
        }
        c.add(new Node(name + "/outstanding WQEs", "outstanding WQEs", "send WQEs", q.outstandingWqes().size() + " WQEs", wqes, null));
        c.add(Node.leaf(name, "send queue", "WQEs", Integer.toString(q.sendQueued())));
        c.add(Node.leaf(name, "receive queue", "WQEs", Integer.toString(q.recvQueued())));
        c.add(Node.leaf(name, "retry_cnt left", "int", q.retriesLeft() + " of " + q.retryCnt()));
        c.add(Node.leaf(name, "rnr_retry left", "int", q.rnrRetriesLeft() + " of " + q.rnrRetry()));
        c.add(Node.leaf(name, "timeout", "int", q.timeout() + " (" + ackTimeoutText(q.timeout()) + ")"));
        c.add(Node.leaf(name, "min_rnr_timer", "int", Integer.toString(q.minRnrTimer())));
        c.add(Node.leaf(name, "local ACK timer", "timer", timer(q.ackTimerDeadline())));
        c.add(Node.leaf(name, "RNR timer", "timer", timer(q.rnrTimerDeadline())));
        c.add(Node.leaf(name, "access", "flags", q.accessFlags().toString()));
        String value = String.format(Locale.ROOT, "%s QP %s, %s, SQ PSN %s, RQ PSN %s", q.type(), hex6(q.qpn()), q.state(), psn(q.nextSendPsn()),
                psn(q.expectedPsn()));
        return new Node(name, name, "QP", value, c, null);
    }

    private static Node mr(String name, DeviceSnapshot d, StepObject.Mr mr) {
        MrSnapshot m = null;
        for (MrSnapshot s : d.mrs()) {
            if (s.lkey() == mr.lkey()) {
                m = s;
            }
        }
        if (m == null) {
            return new Node(name, name, "MR", mr.text() + " (deregistered)", List.of(), null);
        }
        List<Node> c = new ArrayList<>();
        c.add(Node.leaf(name, "lkey", "uint32", hex8(m.lkey())));
        c.add(Node.leaf(name, "rkey", "uint32", hex8(m.rkey())));
        c.add(Node.leaf(name, "access", "flags", m.access().toString()));
        c.add(Node.leaf(name, "addr", "uint64", String.format(Locale.ROOT, "0x%016x", m.addr())));
        c.add(Node.leaf(name, "length", "size_t", Integer.toString(m.length())));
        c.add(Node.leaf(name, "valid", "bool", Boolean.toString(m.valid())));
        c.add(Node.leaf(name, "first bytes", "bytes", firstBytes(m.read(0, Math.min(16, m.length())), m.length())));
        String value = String.format(Locale.ROOT, "%d bytes at 0x%x, lkey %s, rkey %s", m.length(), m.addr(), hex8(m.lkey()), hex8(m.rkey()));
        return new Node(name, name, "MR", value, c, new RegionKey(d.host(), d.device(), m.lkey()));
    }

    private static Node cq(String name, DeviceSnapshot d, StepObject.Cq cq) {
        CqSnapshot s = null;
        for (CqSnapshot c : d.cqs()) {
            if (c.handle() == cq.handle()) {
                s = c;
            }
        }
        if (s == null) {
            return new Node(name, name, "CQ", cq.text() + " (destroyed)", List.of(), null);
        }
        return ofCq(name, s);
    }

    /** A CQ with its completions as Variables and the QP view show it, named {@code name}. */
    public static Node ofCq(String name, CqSnapshot s) {
        List<Node> c = new ArrayList<>();
        c.add(Node.leaf(name, "cqe (capacity)", "int", Integer.toString(s.capacity())));
        c.add(Node.leaf(name, "overflowed", "bool", Boolean.toString(s.overflowed())));
        for (int i = 0; i < s.entries().size(); i++) {
            c.add(wc(name, i, s.entries().get(i)));
        }
        return new Node(name, name, "CQ", s.entries().size() + " completion" + (s.entries().size() == 1 ? "" : "s") + " waiting"
                + (s.overflowed() ? ", overflowed" : ""), c, null);
    }

    private static Node wc(String parent, int i, WorkCompletion wc) {
        String path = parent + "/[" + i + "]";
        List<Node> c = new ArrayList<>();
        c.add(Node.leaf(path, "wr_id", "uint64", Long.toString(wc.wrId())));
        c.add(Node.leaf(path, "status", "wc_status", wc.status().name()));
        c.add(Node.leaf(path, "opcode", "wc_opcode", wc.opcode() == null ? "-" : wc.opcode().name()));
        c.add(Node.leaf(path, "byte_len", "uint32", Integer.toString(wc.byteLen())));
        c.add(Node.leaf(path, "qp_num", "uint32", hex6(wc.qpNum())));
        c.add(Node.leaf(path, "src_qp", "uint32", hex6(wc.srcQp())));
        if (wc.immData() != null) {
            c.add(Node.leaf(path, "imm_data", "uint32", hex8(wc.immData())));
        }
        return new Node(path, "[" + i + "]", "ibv_wc", wc.status() + " " + (wc.opcode() == null ? "" : wc.opcode()) + ", byte_len " + wc.byteLen()
                + ", wr_id " + wc.wrId(), c, null);
    }

    /** A timer by its deadline (ns; -1 when it is not running). */
    private static String timer(long deadline) {
        return deadline < 0 ? "not armed" : String.format(Locale.ROOT, "armed, fires at %.3f us", deadline / 1000.0);
    }

    /** The local ACK timeout: 4.096 us * 2^timeout, 0 meaning none (IBTA 9.7.6.1.3). */
    private static String ackTimeoutText(int timeout) {
        if (timeout == 0) {
            return "no timeout";
        }
        double micros = 4.096 * Math.pow(2, timeout);
        return micros >= 1000 ? String.format(Locale.ROOT, "%.3f ms", micros / 1000) : String.format(Locale.ROOT, "%.3f us", micros);
    }

    /** The first bytes of a region in hex and ASCII, as a hex dump's first line. */
    private static String firstBytes(byte[] b, int length) {
        StringBuilder s = new StringBuilder(HexFormat.ofDelimiter(" ").formatHex(b));
        s.append("  |");
        for (byte x : b) {
            s.append(x >= 0x20 && x < 0x7F ? (char) x : '.');
        }
        return s.append(length > b.length ? "| ..." : "|").toString();
    }

    /** A transport state as its enum name and its words: "IN_WRITE (receiving a WRITE)". */
    private static String named(Enum<?> state) {
        return state.name() + " (" + state + ")";
    }

    static String psn(int psn) {
        return String.format(Locale.ROOT, "0x%06x (%d)", psn, psn);
    }

    static String hex6(int v) {
        return String.format(Locale.ROOT, "0x%06x", v);
    }

    static String hex8(int v) {
        return String.format(Locale.ROOT, "0x%08x", v);
    }
}
