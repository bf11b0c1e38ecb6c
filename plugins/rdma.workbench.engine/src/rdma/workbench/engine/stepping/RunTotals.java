package rdma.workbench.engine.stepping;

import java.util.Locale;
import java.util.function.Consumer;

import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * What a run did, in the words its verdict line gives them: "9 packets, 1 completion, 5.031 us
 * simulated", counted from a trace that kept its events or, as they happen, by listening to one
 * that keeps none (a long headless run).
 */
public final class RunTotals implements Consumer<TraceEvent> {

    private long packets;
    private long completions;

    /** Totals counted from now on: add it as a listener of the trace. */
    public static RunTotals counting() {
        return new RunTotals();
    }

    private RunTotals() {
    }

    /** The totals of every event {@code session}'s trace kept. */
    public static String of(Session session) {
        RunTotals t = new RunTotals();
        session.trace().events().forEach(t);
        return t.text(session.now());
    }

    @Override
    public void accept(TraceEvent e) {
        if (e instanceof PacketSent) {
            packets++;
        } else if (e instanceof CompletionQueued c && !c.lost()) {
            completions++;
        }
    }

    /** The totals so far, a run that has reached {@code nowNanos}. */
    public String text(long nowNanos) {
        return String.format(Locale.ROOT, "%d packet%s, %d completion%s, %.3f us simulated", packets, packets == 1 ? "" : "s", completions,
                completions == 1 ? "" : "s", nowNanos / 1000.0);
    }
}
