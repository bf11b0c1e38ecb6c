package rdma.workbench.debug.ui.run;

import java.util.Locale;

import rdma.workbench.debug.explain.Explanation;
import rdma.workbench.debug.record.Hop;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.ui.Tooltips;

/** What a frame is, in a few short lines: the ladder's tooltip. */
public final class FrameTip {

    private FrameTip() {
    }

    /** The facts and the explanation: the ladder's tooltip, a widget's, whose lines GTK would break again past 70 characters. */
    public static String of(RunRecord record, WireFrame f) {
        String facts = facts(f);
        Explanation why = why(record, f);
        return Tooltips.wrapForWidget(why == null ? facts : facts + "\n\n" + why.text() + "\n[" + why.rule() + "]");
    }

    /** Who sent the frame to whom, when, over which links, and where it died. */
    public static String facts(WireFrame f) {
        StringBuilder b = new StringBuilder();
        b.append(f.label()).append(f.resent() ? "  (resent)" : "").append('\n');
        b.append("frame #").append(f.frameId()).append(": ").append(f.fromNode());
        if (f.fromQpn() >= 0) {
            b.append(String.format(Locale.ROOT, " QP 0x%06x", f.fromQpn()));
        }
        b.append(" \u2192 ").append(f.toNode() == null ? "?" : f.toNode());
        if (f.toQpn() >= 0) {
            b.append(String.format(Locale.ROOT, " QP 0x%06x", f.toQpn()));
        }
        b.append(", ").append(f.length()).append(" bytes\n");
        if (f.hops().isEmpty() && f.arriveTime() == f.sentTime() && f.drop() == null) {
            // one capture point (a capture of one port): the frame passed it then, which is neither its sending nor its arrival
            b.append("captured ").append(us(f.sentTime())).append(" at one point: when it was sent and arrived is unknown");
        } else {
            sentAndArrived(b, f);
        }
        b.append('\n');
        for (Hop h : f.hops()) {
            b.append("  ").append(h.link()).append(": ").append(h.from()).append(" \u2192 ").append(h.to()).append(", ").append(us(h.depart())).append(" \u2013 ")
                    .append(us(h.arrive())).append('\n');
        }
        if (f.drop() != null) {
            b.append("\u2716 dropped at ").append(f.drop().where()).append(", ").append(us(f.dropTime())).append(": ").append(f.drop().detail()).append('\n');
        }
        if (f.problem() != null) {
            b.append("not RoCEv2: ").append(f.problem()).append('\n');
        }
        return b.toString().strip();
    }

    /** Why the frame was sent, or, for a dropped one, why it died. */
    public static Explanation why(RunRecord record, WireFrame f) {
        if (f.drop() != null) {
            return Explanation.of(f.drop());
        }
        TraceEvent sent = record.sendingEvent(f);
        return sent != null ? Explanation.of(sent) : f.packet() == null ? null : Explanation.sent(f.packet(), f.resent(), null);
    }

    static String us(long ns) {
        return String.format(Locale.ROOT, "%.3f \u00b5s", ns / 1000.0);
    }
    private static void sentAndArrived(StringBuilder b, WireFrame f) {
        b.append("sent ").append(us(f.sentTime()));
        if (f.departTime() != f.sentTime()) {
            b.append(", on the wire ").append(us(f.departTime()));
        }
        if (f.arriveTime() >= 0) {
            b.append(", arrived ").append(us(f.arriveTime()));
        } else if (f.drop() == null && !f.hops().isEmpty()) {
            b.append(", on its way: arrives ").append(us(f.hops().get(f.hops().size() - 1).arrive()));
        }
    }
}
