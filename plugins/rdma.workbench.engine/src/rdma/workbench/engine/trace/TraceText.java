package rdma.workbench.engine.trace;

/**
 * A trace event as one line of text — time in microseconds, host, a tag for the type, what
 * happened — as `rdmawb run` prints it and the workbench's console shows it.
 */
public final class TraceText {

    private TraceText() {
    }

    /**
     * "    2113.000 us  host2    send   RC_ACKNOWLEDGE ...": the time in microseconds with three
     * decimals in 12 columns, the node in 8, the tag in 6. Built by hand, not with a format string:
     * a debugger's console prints a line per event of runs of a million events.
     */
    public static String line(TraceEvent e) {
        boolean packet = e instanceof PacketSent || e instanceof PacketReceived;
        StringBuilder b = new StringBuilder(96);
        long t = e.time();
        String micros = (t / 1000) + "." + (char) ('0' + t % 1000 / 100) + (char) ('0' + t % 100 / 10) + (char) ('0' + t % 10);
        pad(b, 12 - micros.length()).append(micros).append(" us  ");
        String node = String.valueOf(e.node());
        b.append(node);
        pad(b, 8 - node.length()).append(' ');
        String tag = tag(e);
        b.append(tag);
        pad(b, 6 - tag.length()).append(' ');
        if (e.qpn() >= 0 && !packet) {
            String hex = Integer.toHexString(e.qpn());
            b.append("QP 0x");
            pad(b, 6 - hex.length(), '0').append(hex).append(": ");
        }
        return b.append(e.summary()).toString();
    }

    private static StringBuilder pad(StringBuilder b, int n) {
        return pad(b, n, ' ');
    }

    private static StringBuilder pad(StringBuilder b, int n, char c) {
        for (int i = 0; i < n; i++) {
            b.append(c);
        }
        return b;
    }

    /** Whether the short text trace shows {@code e}: link hops, queue depths and step boundaries only with --verbose. */
    public static boolean shownByDefault(TraceEvent e) {
        return !(e instanceof FrameOnLink || e instanceof QueueDepth || e instanceof StepStarted || e instanceof StepEnded);
    }

    public static String tag(TraceEvent e) {
        return switch (e) {
            case VerbCalled v -> "verb";
            case QpStateChanged c -> "state";
            case PacketSent p -> "send";
            case FrameOnLink l -> "link";
            case PacketReceived p -> "recv";
            case PacketDropped d -> "DROP";
            case FrameFaulted f -> "fault";
            case QueueDepth q -> "queue";
            case FrameMarked m -> "ecn";
            case RateChanged r -> "rate";
            case PauseFrameSent p -> "pfc";
            case PauseStateChanged p -> "pause";
            case CompletionQueued c -> c.lost() ? "LOST" : "cqe";
            case AsyncEventRaised a -> "async";
            case TimerFired t -> "timer";
            case StepStarted s -> "step";
            case StepEnded s -> "step";
            case TransportNote n -> n.error() ? "ERROR" : "xport";
            case ProgramNote n -> "prog";
            case Mismatch m -> "ERROR";
        };
    }
}
