package rdma.workbench.cli;

import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;

/** How the run command prints a trace event: time in microseconds, host, what kind, what happened. */
final class TraceFormat {

    private TraceFormat() {
    }

    static String line(TraceEvent e) {
        return String.format("%12.3f us  %-8s %-6s %s%s", e.time() / 1000.0, e.host(), tag(e.kind()),
                e.qpn() >= 0 && e.kind() != TraceKind.PACKET_SENT && e.kind() != TraceKind.PACKET_RECEIVED ? String.format("QP 0x%06x: ", e.qpn()) : "",
                e.text());
    }

    static String tag(TraceKind k) {
        return switch (k) {
            case VERB -> "verb";
            case QP_STATE -> "state";
            case PACKET_SENT -> "send";
            case PACKET_RECEIVED -> "recv";
            case PACKET_DROPPED -> "DROP";
            case COMPLETION -> "cqe";
            case PROGRAM -> "prog";
            case FAULT -> "fault";
            case TRANSPORT -> "xport";
            case ERROR -> "ERROR";
        };
    }

    static String json(TraceEvent e) {
        return "{\"time_ns\":" + e.time() + ",\"host\":" + quote(e.host()) + ",\"qpn\":" + e.qpn() + ",\"kind\":" + quote(e.kind().name())
                + ",\"text\":" + quote(e.text()) + ",\"cause\":" + quote(e.cause()) + "}";
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : (s == null ? "" : s).toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
