package rdma.workbench.debug.ui.charts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.network.EcnRule;

/**
 * The series of the Fabric Charts from a run's events, in one pass: each QP's rate and window
 * (RateChanged), each switch queue's depth (QueueDepth), and on the events chart a lane each for a
 * queue's ECN marks (FrameMarked), a host's CNPs (PacketSent of opcode CNP) and a port's pause of a
 * priority (PauseStateChanged). Series are named by host, device and QP or by port and priority, in
 * the order they first appear; step series carry their last value to the end of the run. The queues'
 * chart also has a line at each Kmin and Kmax of the switches whose queues it shows.
 */
public final class FabricSeries {

    private final Map<String, Builder> builders = new LinkedHashMap<>();
    /** Each switch's RED rule of each priority as its queues' events give it, switches and priorities in the order they first appear. */
    private final Map<String, Map<Integer, RedRule>> marking = new LinkedHashMap<>();
    /** Each QP's first packet sent: until its first rate change it sent at line rate from there. */
    private final Map<QpKey, PacketSent> firstSent = new HashMap<>();

    /** A queue's ECN marking thresholds, bytes, and its probability at Kmax (-1: not known). */
    private record RedRule(long kmin, long kmax, double pmax) {
    }

    /** A QP of a device of a host (a run may have millions of packets: no string is built per packet). */
    private record QpKey(String node, String device, int qpn) {
    }

    private FabricSeries() {
    }

    /** The series of {@code events}, a run that ends at {@code endNanos}. */
    public static List<ChartSeries> of(List<TraceEvent> events, long endNanos) {
        FabricSeries s = new FabricSeries();
        for (TraceEvent e : events) {
            s.add(e);
        }
        return s.build(endNanos);
    }

    private void add(TraceEvent e) {
        switch (e) {
            case RateChanged r -> {
                String qp = qp(r.node(), r.device(), r.qpn());
                Builder rate = builder("rate " + qp, qp + " (" + r.algorithm() + ")", ChartPanel.RATES, ChartSeries.Shape.STEP);
                PacketSent first = firstSent.get(new QpKey(r.node(), r.device(), r.qpn()));
                if (rate.n == 0 && first != null && first.time() < r.time()) {
                    // the rate the first change started from (DCQCN's and HPCC's target then: the line rate), since the QP's first packet
                    rate.add(first, r.targetGbps());
                }
                rate.add(e, r.rateGbps());
                if (r.windowBytes() >= 0) {
                    builder("window " + qp, qp + " (" + r.algorithm() + ")", ChartPanel.WINDOWS, ChartSeries.Shape.STEP).add(e, r.windowBytes());
                }
            }
            case QueueDepth q -> {
                builder("queue " + q.port() + " " + q.priority(), q.port() + " p" + q.priority(), ChartPanel.QUEUES, ChartSeries.Shape.STEP)
                        .add(e, q.bytes());
                if (q.kmin() >= 0) {
                    marking.computeIfAbsent(q.node(), n -> new LinkedHashMap<>()).putIfAbsent(q.priority(), new RedRule(q.kmin(), q.kmax(), q.pmax()));
                }
            }
            case FrameMarked m -> builder("marks " + m.port() + " " + m.priority(), "ECN marks at " + m.port() + " p" + m.priority(), ChartPanel.EVENTS,
                    ChartSeries.Shape.MARKS).add(e, 0);
            case PacketSent s when s.packet() != null && s.packet().opcode() == Opcode.CNP -> builder("cnps " + s.node(), "CNPs from " + s.node(),
                    ChartPanel.EVENTS, ChartSeries.Shape.MARKS).add(e, 0);
            case PacketSent s -> firstSent.putIfAbsent(new QpKey(s.node(), s.device(), s.qpn()), s);
            case PauseStateChanged p -> builder("pause " + p.port() + " " + p.priority(), p.port() + " p" + p.priority() + " paused", ChartPanel.EVENTS,
                    ChartSeries.Shape.PAUSE).add(e, p.paused() ? 1 : 0);
            default -> {
            }
        }
    }

    private static String qp(String node, String device, int qpn) {
        return String.format(Locale.ROOT, "%s %s QP 0x%x", node, device, qpn);
    }

    private Builder builder(String key, String name, ChartPanel panel, ChartSeries.Shape shape) {
        return builders.computeIfAbsent(key, k -> new Builder(name, panel, shape));
    }

    private List<ChartSeries> build(long endNanos) {
        List<ChartSeries> out = new ArrayList<>(builders.size());
        int lane = 0;
        for (Builder b : builders.values()) {
            out.add(b.build(b.panel == ChartPanel.EVENTS ? lane++ : 0, endNanos));
        }
        out.addAll(thresholds(endNanos));
        return out;
    }

    /**
     * A line across the queues' chart at each Kmin and Kmax of the switches whose queues it shows
     * (DCQCN, Zhu et al., SIGCOMM 2015, section 3.1): where ECN marking starts and where every frame is
     * marked. Switches that share a rule share its lines; the lines name the switches when the rules
     * differ, and a switch's priorities when its own differ (an ECN profile per priority).
     */
    private List<ChartSeries> thresholds(long endNanos) {
        Map<RedRule, List<String>> switchesByRule = new LinkedHashMap<>();
        marking.forEach((node, byPriority) -> {
            boolean oneRule = byPriority.values().stream().distinct().count() == 1;
            byPriority.forEach((priority, rule) -> {
                List<String> which = switchesByRule.computeIfAbsent(rule, r -> new ArrayList<>());
                String name = oneRule ? node : node + " p" + priority;
                if (!which.contains(name)) {
                    which.add(name);
                }
            });
        });
        List<ChartSeries> out = new ArrayList<>();
        double[] times = {0, endNanos / 1000.0};
        long[] noEvents = {-1, -1};
        switchesByRule.forEach((rule, switches) -> {
            String which = switchesByRule.size() == 1 ? "" : " (" + String.join(", ", switches) + ")";
            out.add(new ChartSeries(String.format(Locale.ROOT, "Kmin %,d B: ECN marks start%s", rule.kmin(), which), ChartPanel.QUEUES,
                    ChartSeries.Shape.KMIN, 0, times, new double[] {rule.kmin(), rule.kmin()}, noEvents));
            String kmax = rule.pmax() < 0 ? "every frame marked" : "marked with Pmax " + EcnRule.percent(rule.pmax()) + ", every frame above";
            out.add(new ChartSeries(String.format(Locale.ROOT, "Kmax %,d B: %s%s", rule.kmax(), kmax, which), ChartPanel.QUEUES,
                    ChartSeries.Shape.KMAX, 0, times, new double[] {rule.kmax(), rule.kmax()}, noEvents));
        });
        return out;
    }

    /** One series' points as they come, in arrays that grow. */
    private static final class Builder {
        final String name;
        final ChartPanel panel;
        final ChartSeries.Shape shape;
        double[] x = new double[16];
        double[] y = new double[16];
        long[] seq = new long[16];
        int n;

        Builder(String name, ChartPanel panel, ChartSeries.Shape shape) {
            this.name = name;
            this.panel = panel;
            this.shape = shape;
        }

        Builder add(TraceEvent e, double value) {
            if (n == x.length) {
                x = Arrays.copyOf(x, n * 2);
                y = Arrays.copyOf(y, n * 2);
                seq = Arrays.copyOf(seq, n * 2);
            }
            x[n] = e.time() / 1000.0;
            y[n] = value;
            seq[n++] = e.seq();
            return this;
        }

        ChartSeries build(int lane, long endNanos) {
            double end = endNanos / 1000.0;
            if (shape != ChartSeries.Shape.MARKS && n > 0 && x[n - 1] < end) {
                // the value holds until the run's end: the line goes on to there
                add(end, y[n - 1]);
            }
            return new ChartSeries(name, panel, shape, lane, Arrays.copyOf(x, n), Arrays.copyOf(y, n), Arrays.copyOf(seq, n));
        }

        private void add(double at, double value) {
            if (n == x.length) {
                x = Arrays.copyOf(x, n + 1);
                y = Arrays.copyOf(y, n + 1);
                seq = Arrays.copyOf(seq, n + 1);
            }
            x[n] = at;
            y[n] = value;
            seq[n++] = -1;
        }
    }
}
