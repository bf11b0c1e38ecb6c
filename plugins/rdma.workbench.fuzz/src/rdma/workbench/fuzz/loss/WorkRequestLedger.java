package rdma.workbench.fuzz.loss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rdma.workbench.engine.loader.StepIds;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Step;

/**
 * The work requests a run posted (its PostSend and PostRecv steps whose verb returned OK) and the
 * completions each got, read from the trace: a send WR on "host QP 0x11 wr_id 4", a receive WR on
 * "host QP 0x11 wr_id 7 (receive)".
 */
public final class WorkRequestLedger {

    /** A posted WR: where, and whether it must complete when all goes well (receives always, sends when signaled). */
    record Posted(String key, String host, int qpn, boolean send, boolean signaled) {
    }

    final Map<String, Posted> posted = new LinkedHashMap<>();
    /** The completions of each key, in the order they came. */
    final Map<String, List<CompletionQueued>> completions = new HashMap<>();

    WorkRequestLedger(Scenario scenario, SessionParts parts) {
        Session session = parts.session();
        Map<Step, String> ids = StepIds.of(scenario);
        Set<String> ok = new HashSet<>();
        for (TraceEvent e : session.trace().events()) {
            if (e instanceof VerbCalled v && v.result() == Errno.OK && (v.verb().equals("ibv_post_send") || v.verb().equals("ibv_post_recv"))) {
                ok.add(v.program() + " " + v.stepId());
            }
        }
        for (Program p : scenario.getPrograms()) {
            ProgramRunner runner = parts.program(p.getName());
            for (Step s : p.getSteps()) {
                if (!ok.contains(p.getName() + " " + ids.get(s))) {
                    continue;
                }
                if (s instanceof PostSend w && runner.objectNamed(w.getQp().getName()) instanceof QueuePair qp) {
                    boolean signaled = w.getSendFlags().contains(SendFlag.SIGNALED) || w.getQp().isSqSigAll();
                    add(new Posted(key(runner.host(), qp.qpn(), w.getWrId(), true), runner.host(), qp.qpn(), true, signaled));
                } else if (s instanceof PostRecv r && r.getQp() != null && runner.objectNamed(r.getQp().getName()) instanceof QueuePair qp) {
                    add(new Posted(key(runner.host(), qp.qpn(), r.getWrId(), false), runner.host(), qp.qpn(), false, true));
                }
            }
        }
        for (TraceEvent e : session.trace().events()) {
            if (e instanceof CompletionQueued c) {
                completions.computeIfAbsent(keyOf(c), k -> new ArrayList<>()).add(c);
            }
        }
    }

    private void add(Posted p) {
        if (posted.putIfAbsent(p.key(), p) != null) {
            throw new IllegalStateException("two work requests " + p.key() + ": the ledger cannot tell their completions apart");
        }
    }

    static String key(String host, int qpn, long wrId, boolean send) {
        return host + String.format(" QP 0x%06x wr_id ", qpn) + wrId + (send ? "" : " (receive)");
    }

    /** A flushed completion (no opcode) belongs to the send WR of its wr_id when there is one, else to the receive. */
    private String keyOf(CompletionQueued c) {
        WcOpcode op = c.wc().opcode();
        boolean receive = op == WcOpcode.RECV || op == WcOpcode.RECV_RDMA_WITH_IMM;
        String send = key(c.node(), c.qpn(), c.wc().wrId(), true);
        if (op == null && !posted.containsKey(send)) {
            return key(c.node(), c.qpn(), c.wc().wrId(), false);
        }
        return receive ? key(c.node(), c.qpn(), c.wc().wrId(), false) : send;
    }

    List<CompletionQueued> of(String key) {
        return completions.getOrDefault(key, List.of());
    }
}
