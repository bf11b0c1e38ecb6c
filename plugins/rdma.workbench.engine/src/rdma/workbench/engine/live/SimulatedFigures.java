package rdma.workbench.engine.live;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * What a program's messages took in simulated time, per QP: the bandwidth of its sends from the
 * first post to the last completion, and each signaled send's latency from post to completion.
 * A program that times itself (perftest) measures the simulation's wall-clock speed; these are the
 * fabric's figures for the same messages.
 */
final class SimulatedFigures {

    /** A posted send, until a completion retires it (RC completes in order: an unsignaled send goes with the next signaled one). */
    private record Posted(long wrId, long bytes, long at) {
    }

    private static final class Qp {
        final ArrayDeque<Posted> waiting = new ArrayDeque<>();
        final List<Long> latencies = new ArrayList<>();
        long firstPost = -1;
        long lastCompletion;
        long bytes;
        int messages;
    }

    private final Map<Integer, Qp> qps = new TreeMap<>();

    void posted(int qpn, long wrId, long bytes, long now) {
        Qp q = qps.computeIfAbsent(qpn, k -> new Qp());
        q.waiting.add(new Posted(wrId, bytes, now));
        if (q.firstPost < 0) {
            q.firstPost = now;
        }
    }

    /** A completion of QP {@code qpn} was queued at {@code now}: a send's retires it and those posted before it. */
    void completed(int qpn, WorkCompletion wc, long now) {
        Qp q = qps.get(qpn);
        if (q == null || wc.opcode() == WcOpcode.RECV || wc.opcode() == WcOpcode.RECV_RDMA_WITH_IMM || wc.opcode() == null) {
            return;
        }
        while (!q.waiting.isEmpty()) {
            Posted p = q.waiting.poll();
            q.messages++;
            q.bytes += p.bytes();
            q.lastCompletion = now;
            if (p.wrId() == wc.wrId()) {
                q.latencies.add(now - p.at());
                return;
            }
        }
    }

    /** One line per QP that completed sends: messages, bytes, the simulated time they took, bandwidth and latency. */
    List<String> lines() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<Integer, Qp> e : qps.entrySet()) {
            Qp q = e.getValue();
            if (q.messages == 0) {
                continue;
            }
            long span = Math.max(1, q.lastCompletion - q.firstPost);
            List<Long> l = new ArrayList<>(q.latencies);
            Collections.sort(l);
            out.add(String.format(Locale.ROOT, "QP 0x%06x: %d messages, %d bytes in %.3f us simulated: %.2f Gbit/s; latency post to completion"
                    + " min %.3f us, median %.3f us, max %.3f us", e.getKey(), q.messages, q.bytes, span / 1000.0, q.bytes * 8.0 / span,
                    l.get(0) / 1000.0, l.get(l.size() / 2) / 1000.0, l.get(l.size() - 1) / 1000.0));
        }
        return out;
    }
}
