package rdma.workbench.fuzz.loss;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.DeviceSnapshot;
import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.stepping.MrSnapshot;
import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.model.scenario.Scenario;

/**
 * One run of a reliable-connection example over faulty links, held to what RC promises (IBTA
 * 9.7): every posted work request completes exactly once — a receive always, a send when
 * signaled — and with SUCCESS, the data arrives intact (the example's own checks hold, every
 * memory region ends as in the fault-free run, and so do the completions). The one way out is
 * retry_cnt running out: then the WR waiting completes with RETRY_EXC_ERR, the QP's other WRs
 * flush (WR_FLUSH_ERR), nothing completes twice, and the PSN it waited for must have been put on
 * the wire retry_cnt + 1 times (the first time and every retry) — fewer means the engine spent
 * retries it did not have to.
 */
public final class LossRun {

    /** How a fault-free run ends: the bytes of every memory region and every completion. */
    public record Outcome(Map<String, byte[]> memory, List<String> completions) {

        static Outcome of(Session s) {
            Map<String, byte[]> memory = new TreeMap<>();
            for (DeviceSnapshot d : s.snapshot().devices()) {
                for (MrSnapshot mr : d.mrs()) {
                    memory.put(d.host() + "/" + d.device() + String.format(" lkey 0x%x", mr.lkey()), mr.bytes());
                }
            }
            List<String> completions = new ArrayList<>();
            for (TraceEvent e : s.trace().events()) {
                if (e instanceof CompletionQueued c) {
                    completions.add(c.node() + String.format(" QP 0x%06x ", c.qpn()) + c.summary());
                }
            }
            completions.sort(null);
            return new Outcome(memory, completions);
        }
    }

    /**
     * What one run came to: whether retry_cnt ran out somewhere, and every broken promise, a retry
     * the completer wasted on a READ response ({@link WastedRetries}) among them.
     */
    public record Verdict(boolean exhausted, List<String> problems) {
    }

    private LossRun() {
    }

    /**
     * Requests a scenario may send to be run over faulty links: go-back-N resends up to a whole
     * 128-PSN window for each loss, so over a link losing 10 % a transfer of thousands of packets
     * (the incast examples' 2,048) spends its time in retries and times out its polls.
     */
    static final int MAX_REQUEST_PACKETS = 128;

    /**
     * Whether {@code scenario} is one to run over faulty links: RC only, at most
     * {@link #MAX_REQUEST_PACKETS} request packets, and its fault-free run ends with every
     * completion SUCCESS and no problem.
     */
    public static boolean qualifies(Scenario scenario) throws LoadException {
        Session s = ScenarioLoader.load(scenario, 1);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        List<QpSnapshot> qps = s.queuePairs();
        long requests = s.trace().events().stream().filter(e -> e instanceof PacketSent p && p.packet().opcode().kind() != Opcode.Kind.ACK
                && p.packet().opcode().kind() != Opcode.Kind.READ_RESPONSE && p.packet().opcode().kind() != Opcode.Kind.CNP).count();
        return !qps.isEmpty() && qps.stream().allMatch(q -> q.type() == QpType.RC) && s.problems().isEmpty() && requests <= MAX_REQUEST_PACKETS
                && s.trace().events().stream().noneMatch(e -> e instanceof CompletionQueued c && c.wc().status() != WcStatus.SUCCESS);
    }

    /** The outcome of {@code scenario} over clean links. */
    public static Outcome reference(Scenario scenario) throws LoadException {
        Session s = ScenarioLoader.load(scenario, 1);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        if (!s.problems().isEmpty()) {
            throw new IllegalStateException("the fault-free run has problems: " + s.problems());
        }
        return Outcome.of(s);
    }

    public static Verdict run(Scenario scenario, long seed, Outcome reference) throws LoadException {
        SessionParts parts = ScenarioLoader.loadParts(scenario, seed);
        Session s = parts.session();
        WastedRetries waste = new WastedRetries(s);
        s.trace().addListener(waste);
        List<String> problems = new ArrayList<>();
        try {
            s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        } catch (EngineFault fault) {
            problems.add(fault.getMessage());
            return new Verdict(false, problems);
        }
        WorkRequestLedger ledger = new WorkRequestLedger(scenario, parts);
        Set<String> exhausted = exhaustedQps(ledger, problems);
        for (WastedRetries.Wasted w : waste.wasted()) {
            problems.add("a retry wasted (" + w.kind() + "): " + w.text());
        }
        for (String qp : exhausted) {
            checkRetriesSpent(s, qp, problems);
        }
        for (WorkRequestLedger.Posted p : ledger.posted.values()) {
            List<CompletionQueued> got = ledger.of(p.key());
            boolean onFailedQp = exhausted.contains(p.host() + " " + p.qpn());
            if (got.size() > 1) {
                problems.add(p.key() + " completed " + got.size() + " times: " + got.stream().map(CompletionQueued::summary).toList());
            } else if (exhausted.isEmpty() && p.signaled() && got.isEmpty()) {
                problems.add(p.key() + " never completed");
            } else if (exhausted.isEmpty() && !got.isEmpty() && got.get(0).wc().status() != WcStatus.SUCCESS) {
                problems.add(p.key() + " completed with " + got.get(0).wc().status());
            } else if (onFailedQp && p.send() && got.isEmpty() && p.signaled()) {
                problems.add(p.key() + " never completed, though its QP went to the error state (it must flush)");
            }
        }
        if (exhausted.isEmpty()) {
            problems.addAll(s.problems());
            Outcome now = Outcome.of(s);
            for (Map.Entry<String, byte[]> e : reference.memory().entrySet()) {
                byte[] b = now.memory().get(e.getKey());
                if (!Arrays.equals(e.getValue(), b)) {
                    int at = b == null ? -1 : Arrays.mismatch(e.getValue(), b);
                    problems.add("memory region " + e.getKey() + " ends otherwise than in the fault-free run"
                            + (at < 0 ? " (missing)" : ", from byte " + at + ": " + HexFormat.of().formatHex(b, at, Math.min(b.length, at + 16))));
                }
            }
            if (!now.completions().equals(reference.completions())) {
                problems.add("the completions differ from the fault-free run's: " + now.completions() + " against " + reference.completions());
            }
        }
        return new Verdict(!exhausted.isEmpty(), problems);
    }

    /**
     * The QPs ("host qpn") whose retry_cnt ran out: a RETRY_EXC_ERR completion, the only error a
     * lossy link may cause (flushes follow it on the same QP); any other error is a problem.
     */
    private static Set<String> exhaustedQps(WorkRequestLedger ledger, List<String> problems) {
        Set<String> exhausted = new TreeSet<>();
        for (List<CompletionQueued> list : ledger.completions.values()) {
            for (CompletionQueued c : list) {
                if (c.wc().status() == WcStatus.RETRY_EXC_ERR) {
                    exhausted.add(c.node() + " " + c.qpn());
                }
            }
        }
        for (List<CompletionQueued> list : ledger.completions.values()) {
            for (CompletionQueued c : list) {
                WcStatus st = c.wc().status();
                boolean flushAfterFailure = st == WcStatus.WR_FLUSH_ERR && exhausted.contains(c.node() + " " + c.qpn());
                if (st != WcStatus.SUCCESS && st != WcStatus.RETRY_EXC_ERR && !flushAfterFailure) {
                    problems.add(c.node() + String.format(" QP 0x%06x: ", c.qpn()) + c.summary() + " (" + c.why() + ")");
                }
            }
        }
        return exhausted;
    }

    /**
     * The PSN QP {@code qp} ("host qpn") waited for when its retries ran out, its oldest
     * unacknowledged one, went on the wire retry_cnt + 1 times: in a request with that PSN, or in
     * a READ request whose responses take it (IBTA 9.7.4.1.4: a READ takes one PSN per response).
     */
    private static void checkRetriesSpent(Session s, String qp, List<String> problems) {
        String host = qp.substring(0, qp.lastIndexOf(' '));
        int qpn = Integer.parseInt(qp.substring(qp.lastIndexOf(' ') + 1));
        QpSnapshot q = s.queuePairs().stream().filter(x -> x.host().equals(host) && x.qpn() == qpn).findFirst().orElseThrow();
        int waited = q.oldestUnackedPsn();
        long sends = s.trace().events().stream()
                .filter(e -> e instanceof PacketSent p && p.node().equals(host) && p.qpn() == qpn && carries(p.packet(), waited, q.pathMtu()))
                .count();
        if (sends < q.retryCnt() + 1) {
            problems.add(String.format("%s QP 0x%06x ran out of retries (retry_cnt %d) after sending PSN %d only %d time(s)", host, qpn, q.retryCnt(),
                    waited, sends));
        }
    }

    /** Whether request {@code p} takes PSN {@code psn}. */
    private static boolean carries(RocePacket p, int psn, int mtu) {
        Opcode.Kind kind = p.opcode().kind();
        if (kind == Opcode.Kind.READ) {
            int span = Math.max(1, (int) ((Integer.toUnsignedLong(p.reth().dmaLength()) + mtu - 1) / mtu));
            int into = Psn.compare(psn, p.bth().psn()) >> 8;
            return into >= 0 && into < span;
        }
        return (kind == Opcode.Kind.SEND || kind == Opcode.Kind.WRITE || kind == Opcode.Kind.ATOMIC) && p.bth().psn() == psn;
    }
}
