package rdma.workbench.debug.ui.ladder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import rdma.workbench.debug.record.Hop;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;

/**
 * Where the ladder draws what, in the ladder's own coordinates (x from 0 at the left margin, y
 * from 0 at the top of the run, both in pixels before scrolling): one lane per host (or one per QP
 * of a host split into its QPs), switches' lanes when asked, and one arrow per frame — or one per
 * hop when switches have lanes. Time runs down, linearly or by event order. No SWT here: the
 * canvas, the PNG and the SVG all draw from it, and tests check it.
 */
public final class LadderGeometry {

    /** How time maps to y. */
    public enum Axis {
        /** y proportional to simulated time. */
        TIME,
        /** One row per event that sends or ends a frame, so a burst at one instant stays readable. */
        EVENTS
    }

    /** A lane: a host, one QP of a host ({@code qpn} >= 0), or a switch. */
    public record Lane(String node, int qpn, String label, boolean isSwitch) {
    }

    /**
     * A drawn line of a frame: from (x1, y1) to (x2, y2); {@code dies} when the frame dies at its
     * end, {@code inFlight} when it is still on its way at the run's current point (it ends where
     * and when its link will deliver it).
     */
    public record Arrow(WireFrame frame, double x1, double y1, double x2, double y2, boolean dies, boolean inFlight) {
    }

    public static final int HEADER = 42;
    public static final int MARGIN = 90;
    public static final int MIN_LANE_GAP = 170;
    public static final double ROW = 22;
    /** How far a frame that died before reaching any link goes toward its destination. */
    private static final double STUB = 0.12;

    private final RunRecord record;
    private final Axis axis;
    private final List<Lane> lanes = new ArrayList<>();
    private final Map<String, Integer> laneIndex = new LinkedHashMap<>();
    private final double laneGap;
    private final double scale;
    private final long start;
    private final long[] ranks;
    private final List<Arrow> arrows = new ArrayList<>();
    /** For each arrow, the lowest y it reaches: arrows are in sending order, so a visible range is found by scanning these. */
    private double[] top;
    private double[] bottom;
    /** The lowest point any arrow reaches, plus a margin: the ladder's height. */
    private double height;

    /**
     * @param width the width available for the lanes (the canvas's client width)
     * @param height the height of the view: at zoom 1 a short run fills it
     * @param zoom 1 is the default scale, 2 twice as tall
     */
    public LadderGeometry(RunRecord record, Axis axis, boolean switches, Set<String> splitHosts, int width, int height, double zoom) {
        this.record = record;
        this.axis = axis;
        Set<String> busy = busyHosts(record);
        for (String h : record.hosts()) {
            // a host no frame left or reached has no lane (as a sequence chart hides axes without events), unless no host has any
            if (!busy.isEmpty() && !busy.contains(h)) {
                continue;
            }
            List<Integer> qps = splitHosts.contains(h) ? qpsOf(record, h) : List.of();
            for (int qpn : qps) {
                addLane(new Lane(h, qpn, h + String.format(Locale.ROOT, " QP 0x%x", qpn), false));
            }
            if (qps.isEmpty()) {
                addLane(new Lane(h, -1, h, false));
            }
        }
        if (switches) {
            for (String s : record.switches()) {
                addLane(new Lane(s, -1, s, true));
            }
        }
        laneGap = lanes.size() < 2 ? MIN_LANE_GAP : Math.max(MIN_LANE_GAP, (width - 2.0 * MARGIN) / (lanes.size() - 1));
        long first = Long.MAX_VALUE;
        for (WireFrame f : record.frames()) {
            first = Math.min(first, f.sentTime());
        }
        start = first == Long.MAX_VALUE ? 0 : first;
        if (axis == Axis.EVENTS) {
            ranks = ranks(record);
            scale = ROW * zoom;
        } else {
            ranks = null;
            long span = Math.max(1, record.endTime() - start);
            // by default a run gets about a row per frame, and at least the view's height
            scale = Math.max(Math.max(200.0, height - HEADER - 3 * ROW), record.frames().size() * ROW) / span * zoom;
        }
        build(switches);
    }

    /** The hosts some frame left or was addressed to. */
    private static Set<String> busyHosts(RunRecord record) {
        Set<String> out = new HashSet<>();
        for (WireFrame f : record.frames()) {
            out.add(f.fromNode());
            if (f.destinationHost() != null) {
                out.add(f.destinationHost());
            }
            if (f.toNode() != null) {
                out.add(f.toNode());
            }
        }
        return out;
    }

    private static List<Integer> qpsOf(RunRecord record, String host) {
        TreeSet<Integer> qps = new TreeSet<>();
        for (WireFrame f : record.frames()) {
            if (host.equals(f.fromNode()) && f.fromQpn() >= 0) {
                qps.add(f.fromQpn());
            }
            if (host.equals(f.toNode()) && f.toQpn() >= 0) {
                qps.add(f.toQpn());
            }
        }
        return new ArrayList<>(qps);
    }

    private void addLane(Lane l) {
        laneIndex.put(key(l.node(), l.qpn()), lanes.size());
        lanes.add(l);
    }

    private static String key(String node, int qpn) {
        return qpn < 0 ? node : node + "#" + qpn;
    }

    /** The sequence numbers of the events that send or end a frame, sorted: a row each. */
    private static long[] ranks(RunRecord record) {
        long[] seqs = new long[record.frames().size() * 2];
        int n = 0;
        for (WireFrame f : record.frames()) {
            seqs[n++] = f.sentSeq();
            long end = endSeq(f);
            if (end >= 0) {
                seqs[n++] = end;
            }
        }
        long[] sorted = Arrays.copyOf(seqs, n);
        Arrays.sort(sorted);
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m == 0 || sorted[m - 1] != sorted[i]) {
                sorted[m++] = sorted[i];
            }
        }
        return Arrays.copyOf(sorted, m);
    }

    /** The event that ends the frame, or, for a frame still on its way, a row after every other. */
    private static long endSeq(WireFrame f) {
        if (f.drop() != null) {
            return f.drop().seq();
        }
        return f.receivedSeq() >= 0 ? f.receivedSeq() : Long.MAX_VALUE;
    }

    /** Whether the run stands before the frame took the wire (it waits behind frames sent before it on its port). */
    private boolean isQueued(WireFrame f) {
        return record.now() >= 0 && f.departTime() > record.now() && f.drop() == null;
    }

    /** The frames sent that wait for their port at the run's current time. */
    public int queued() {
        int n = 0;
        for (WireFrame f : record.frames()) {
            n += isQueued(f) ? 1 : 0;
        }
        return n;
    }

    private static boolean inFlight(WireFrame f) {
        return f.drop() == null && f.arriveTime() < 0;
    }

    private void build(boolean switches) {
        List<WireFrame> frames = record.frames();
        top = new double[frames.size() * 4];
        bottom = new double[frames.size() * 4];
        for (WireFrame f : frames) {
            double x1 = laneX(f.fromNode(), f.fromQpn());
            if (x1 < 0 || isQueued(f)) {
                // a frame waiting behind others for its port is not on the wire yet: nothing to draw before its time
                continue;
            }
            if (switches && !f.hops().isEmpty()) {
                for (int i = 0; i < f.hops().size(); i++) {
                    Hop h = f.hops().get(i);
                    boolean last = i == f.hops().size() - 1;
                    double xa = laneX(h.fromNode(), i == 0 ? f.fromQpn() : -1);
                    String toNode = last && f.toNode() != null ? f.toNode() : nodeOfPort(h.to());
                    double xb = laneX(toNode, last ? f.toQpn() : -1);
                    if (xa < 0 || xb < 0) {
                        continue;
                    }
                    double yb = last && f.drop() != null && f.dropTime() >= h.arrive() ? y(f.dropTime(), endSeq(f)) : y(h.arrive(), last ? endSeq(f) : f.sentSeq());
                    add(new Arrow(f, xa, y(h.depart(), f.sentSeq()), xb, yb, last && f.drop() != null, last && inFlight(f)));
                }
                // a frame that died at a switch (no route) ends, with its cross, where its last hop arrived
                continue;
            }
            // where it got, when that is a lane; else the host it is addressed to
            double x2 = f.toNode() == null ? -1 : laneX(f.toNode(), f.toQpn());
            if (x2 < 0 && f.destinationHost() != null) {
                x2 = laneX(f.destinationHost(), f.toQpn());
            }
            double y1 = y(f.departTime(), f.sentSeq());
            if (f.drop() != null && f.arriveTime() < 0) {
                // died on the way: on a link or in a switch (part way), or before it left (a stub)
                double toward = x2 < 0 ? x1 + (x1 + laneGap < width() ? laneGap : -laneGap) : x2;
                double fraction = f.hops().isEmpty() ? STUB : Math.min(0.8, Math.max(STUB, hopFraction(f)));
                double yEnd = Math.max(y1 + (axis == Axis.TIME ? 4 : 0), y(f.dropTime(), endSeq(f)));
                add(new Arrow(f, x1, y1, x1 + (toward - x1) * fraction, yEnd, true, false));
            } else if (inFlight(f)) {
                // on its way at the run's current time: the arrow stops there, as far across as its last link has brought it
                if (!f.hops().isEmpty() && x2 >= 0) {
                    Hop last = f.hops().get(f.hops().size() - 1);
                    long now = record.now() >= 0 ? record.now() : last.arrive();
                    boolean lastLeg = nodeOfPort(last.to()).equals(f.destinationHost());
                    double across = lastLeg ? Math.max(0, Math.min(1, (now - f.departTime()) / (double) Math.max(1, last.arrive() - f.departTime()))) : 0.5;
                    double yEnd = axis == Axis.TIME ? y(Math.max(now, f.departTime()), endSeq(f)) : Math.max(y1, nowY());
                    add(new Arrow(f, x1, y1, x1 + (x2 - x1) * across, Math.max(y1, yEnd), false, true));
                }
            } else if (x2 >= 0) {
                add(new Arrow(f, x1, y1, x2, y(f.endTime(), endSeq(f)), f.drop() != null, false));
            }
        }
        top = Arrays.copyOf(top, arrows.size());
        bottom = Arrays.copyOf(bottom, arrows.size());
        double lowest = 0;
        for (double b : bottom) {
            lowest = Math.max(lowest, b);
        }
        height = lowest + 2 * ROW;
    }

    /** How far along its path a frame got: its hops so far over the hops a route has here (at least two through a switch). */
    private static double hopFraction(WireFrame f) {
        return f.hops().size() / (double) (f.hops().size() + 1);
    }

    private static String nodeOfPort(String port) {
        int slash = port.indexOf('/');
        return slash < 0 ? port : port.substring(0, slash);
    }

    private void add(Arrow a) {
        top[arrows.size()] = Math.min(a.y1(), a.y2());
        bottom[arrows.size()] = Math.max(a.y1(), a.y2());
        arrows.add(a);
    }

    /** The x of a lane (its QP's, when the host is split and the QP has one), or -1 for a node without a lane. */
    public double laneX(String node, int qpn) {
        Integer i = qpn >= 0 ? laneIndex.get(key(node, qpn)) : null;
        if (i == null) {
            i = laneIndex.get(node);
        }
        if (i == null && qpn < 0) {
            // a split host: its first QP's lane
            for (Map.Entry<String, Integer> e : laneIndex.entrySet()) {
                if (e.getKey().startsWith(node + "#")) {
                    i = e.getValue();
                    break;
                }
            }
        }
        return i == null ? -1 : MARGIN + i * laneGap;
    }

    /** The y of a moment: its time (TIME axis) or the row of the event with sequence number {@code seq} (EVENTS axis). */
    public double y(long time, long seq) {
        if (axis == Axis.EVENTS) {
            int r = Arrays.binarySearch(ranks, seq);
            if (r < 0) {
                r = -r - 1;
            }
            return HEADER + ROW + r * scale;
        }
        return HEADER + ROW + (time - start) * scale;
    }

    /** The y of the run's current time ({@link RunRecord#now()}), or NaN when it is not live. */
    public double nowY() {
        if (record.now() < 0) {
            return Double.NaN;
        }
        if (axis == Axis.TIME) {
            return y(record.now(), 0);
        }
        // every row at or before the last recorded event has happened
        return y(0, record.events().size()) - scale / 2;
    }

    /** The time at y (TIME axis), for the ruler. */
    public long timeAt(double yy) {
        return start + (long) ((yy - HEADER - ROW) / scale);
    }

    public Axis axis() {
        return axis;
    }

    public double scale() {
        return scale;
    }

    public List<Lane> lanes() {
        return lanes;
    }

    public List<Arrow> arrows() {
        return arrows;
    }

    public double width() {
        return 2 * MARGIN + Math.max(0, lanes.size() - 1) * laneGap;
    }

    public double height() {
        return height;
    }

    /** The arrows that cross the band [y0, y1], in sending order. */
    public List<Arrow> arrowsIn(double y0, double y1) {
        List<Arrow> out = new ArrayList<>();
        for (int i = 0; i < top.length; i++) {
            if (bottom[i] >= y0 && top[i] <= y1) {
                out.add(arrows.get(i));
            }
        }
        return out;
    }

    /** The arrow nearest to (x, y) within {@code tolerance} pixels, or null. */
    public Arrow arrowAt(double x, double y, double tolerance) {
        Arrow best = null;
        double bestDistance = tolerance;
        for (Arrow a : arrowsIn(y - tolerance, y + tolerance)) {
            double d = distance(a, x, y);
            if (d <= bestDistance) {
                best = a;
                bestDistance = d;
            }
        }
        return best;
    }

    private static double distance(Arrow a, double x, double y) {
        double dx = a.x2() - a.x1();
        double dy = a.y2() - a.y1();
        double len = dx * dx + dy * dy;
        double t = len == 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x1()) * dx + (y - a.y1()) * dy) / len));
        double px = a.x1() + t * dx - x;
        double py = a.y1() + t * dy - y;
        return Math.sqrt(px * px + py * py);
    }

    /** The first arrow of {@code f}, or null when it has none (its sender has no lane). */
    public Arrow arrowOf(WireFrame f) {
        int lo = 0;
        int hi = arrows.size() - 1;
        // arrows are in frame order: binary search by index
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int idx = arrows.get(mid).frame().index();
            if (idx < f.index()) {
                lo = mid + 1;
            } else if (idx > f.index()) {
                hi = mid - 1;
            } else {
                while (mid > 0 && arrows.get(mid - 1).frame() == f) {
                    mid--;
                }
                return arrows.get(mid);
            }
        }
        return null;
    }

    public RunRecord record() {
        return record;
    }
}
