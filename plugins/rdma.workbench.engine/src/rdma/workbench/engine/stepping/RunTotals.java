package rdma.workbench.engine.stepping;

import java.util.Locale;

import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;

/** What a run did, in the words its verdict line gives them: "9 packets, 1 completion, 5.031 us simulated". */
public final class RunTotals {

    private RunTotals() {
    }

    public static String of(Session session) {
        long packets = 0;
        long completions = 0;
        for (TraceEvent e : session.trace().events()) {
            if (e instanceof PacketSent) {
                packets++;
            } else if (e instanceof CompletionQueued c && !c.lost()) {
                completions++;
            }
        }
        return String.format(Locale.ROOT, "%d packet%s, %d completion%s, %.3f us simulated", packets, packets == 1 ? "" : "s", completions,
                completions == 1 ? "" : "s", session.now() / 1000.0);
    }
}
