package rdma.workbench.engine.trace;

/**
 * A trace event as one line of text — time in microseconds, host, a tag for the type, what
 * happened — as `rdmawb run` prints it and the workbench's console shows it.
 */
public final class TraceText {

    private TraceText() {
    }

    public static String line(TraceEvent e) {
        boolean packet = e instanceof PacketSent || e instanceof PacketReceived;
        return String.format(java.util.Locale.ROOT, "%12.3f us  %-8s %-6s %s%s", e.time() / 1000.0, e.node(), tag(e),
                e.qpn() >= 0 && !packet ? String.format("QP 0x%06x: ", e.qpn()) : "", e.summary());
    }

    /** Whether the short text trace shows {@code e}: link hops and step boundaries only with --verbose. */
    public static boolean shownByDefault(TraceEvent e) {
        return !(e instanceof FrameOnLink || e instanceof StepStarted || e instanceof StepEnded);
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
