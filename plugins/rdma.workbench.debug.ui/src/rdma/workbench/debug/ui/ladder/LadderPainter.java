package rdma.workbench.debug.ui.ladder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;

import rdma.workbench.debug.record.FrameKind;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.ladder.LadderGeometry.Arrow;
import rdma.workbench.debug.ui.ladder.LadderGeometry.Lane;
import rdma.workbench.debug.ui.run.FrameColors;

/**
 * Draws one view of a ladder onto a {@link Pen}: the lanes with their names on top, the time
 * ruler at the left, the arrows in view with their labels (where there is room for them), the
 * crosses of dropped frames, the run's current time and the selected frame. Only what is in the
 * view is drawn, so a long run paints as fast as a short one.
 */
final class LadderPainter {

    private static final int LANE = 0xA0A0A0;
    private static final int TEXT = 0x202020;
    private static final int RULER = 0x707070;
    private static final int BACKGROUND = 0xFFFFFF;
    private static final int GRID = 0xEBEBEB;

    private LadderPainter() {
    }

    /**
     * @param sx,sy the ladder coordinates at the view's top-left corner
     * @param w,h the view's size
     */
    /** Where a frame's label was drawn, in the view's coordinates: a click on it selects the frame. */
    record Spot(WireFrame frame, double x, double y, double w, double h) {
        boolean contains(double px, double py) {
            return px >= x && px <= x + w && py >= y && py <= y + h;
        }
    }

    /** Paints the view, {@code flagged} frames (a capture's findings: frame to rule names) marked; returns where the labels went. */
    static List<Spot> paint(Pen pen, LadderGeometry g, double sx, double sy, double w, double h, WireFrame selected, Map<WireFrame, String> flagged) {
        pen.color(BACKGROUND);
        pen.fillRect(0, 0, w, h);
        pen.stroke(1, false);
        double nowY = g.nowY() - sy;
        ruler(pen, g, sy, w, h, nowY);
        // the ruler's column: its widest time is the latest in view; the frames' labels stay right of it
        double rulerRight = g.axis() == LadderGeometry.Axis.TIME ? 8 + pen.textWidth(rulerTime(g.timeAt(sy + h))) : 2;
        pen.color(LANE);
        for (Lane l : g.lanes()) {
            double x = g.laneX(l.node(), l.qpn()) - sx;
            pen.line(x, LadderGeometry.HEADER, x, h);
        }
        List<Arrow> inView = g.arrowsIn(sy, sy + h);
        List<Spot> labels = new ArrayList<>();
        Arrow chosen = null;
        // lines first, then labels, then heads and crosses: a label never hides where a frame arrived or died
        for (Arrow a : inView) {
            if (a.frame() == selected) {
                chosen = a;
            } else {
                line(pen, a, sx, sy, false);
            }
        }
        if (chosen != null) {
            line(pen, chosen, sx, sy, true);
            // the selected frame's label first: it is always shown
            label(pen, chosen, sx, sy, labels, h, w, rulerRight, flagged.get(chosen.frame()));
        }
        for (Arrow a : inView) {
            if (a != chosen) {
                label(pen, a, sx, sy, labels, h, w, rulerRight, flagged.get(a.frame()));
            }
        }
        for (Arrow a : inView) {
            end(pen, a, sx, sy);
        }
        if (!Double.isNaN(nowY) && nowY >= LadderGeometry.HEADER && nowY <= h) {
            pen.color(FrameColors.NOW);
            pen.stroke(2, false);
            pen.line(0, nowY, w, nowY);
            pen.stroke(1, false);
            // below the line: the ruler's times stand above theirs (and leave this place free)
            pen.text("now", 4, nowY + 2, true);
        }
        header(pen, g, sx, w, !flagged.isEmpty());
        return labels;
    }

    private static void header(Pen pen, LadderGeometry g, double sx, double w, boolean rules) {
        pen.color(0xF2F2F2);
        pen.fillRect(0, 0, w, LadderGeometry.HEADER);
        pen.color(LANE);
        pen.line(0, LadderGeometry.HEADER, w, LadderGeometry.HEADER);
        for (Lane l : g.lanes()) {
            double x = g.laneX(l.node(), l.qpn()) - sx;
            pen.color(l.isSwitch() ? 0x555555 : TEXT);
            pen.text(l.label(), x - pen.textWidth(l.label()) / 2, 4, true);
        }
        String unit = g.axis() == LadderGeometry.Axis.TIME ? "time (\u00b5s)" : "event order";
        pen.color(RULER);
        pen.text(unit, 4, LadderGeometry.HEADER - pen.textHeight() - 2, false);
        legend(pen, w, 4 + pen.textWidth(unit) + 12, rules);
    }

    /**
     * The time ruler: a faint line every 1, 2 or 5 steps of ten, its time above it at the left. A
     * time is left out where it would cover the one above it (the axis shrinks idle stretches, so
     * lines may come close) or the "now" label below the line at {@code nowY}.
     */
    private static void ruler(Pen pen, LadderGeometry g, double sy, double w, double h, double nowY) {
        pen.color(RULER);
        if (g.axis() == LadderGeometry.Axis.TIME) {
            double pxPerNs = g.scale();
            double step = niceStep(80 / pxPerNs);
            long t0 = g.timeAt(sy + LadderGeometry.HEADER);
            long first = (long) (Math.ceil(t0 / step) * step);
            double th = pen.textHeight();
            double lastLabel = Double.NEGATIVE_INFINITY;
            for (double t = first; ; t += step) {
                double y = g.y((long) t, 0) - sy;
                if (y > h) {
                    break;
                }
                if (y >= LadderGeometry.HEADER) {
                    pen.color(GRID);
                    pen.line(0, y, w, y);
                    double top = y - th;
                    boolean coversNow = !Double.isNaN(nowY) && top < nowY + 2 + th && y > nowY + 2;
                    if (top >= lastLabel + th && !coversNow) {
                        pen.color(RULER);
                        pen.text(rulerTime((long) t), 4, top, false);
                        lastLabel = top;
                    }
                }
            }
        }
    }

    /** How the ruler writes a time: µs with three decimals. */
    private static String rulerTime(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1000.0);
    }

    /** 1, 2 or 5 times a power of ten, at least {@code min}. */
    static double niceStep(double min) {
        double p = Math.pow(10, Math.floor(Math.log10(Math.max(min, 1e-9))));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= min) {
                return m * p;
            }
        }
        return 10 * p;
    }

    private static void line(Pen pen, Arrow a, double sx, double sy, boolean selected) {
        WireFrame f = a.frame();
        double x1 = a.x1() - sx;
        double y1 = a.y1() - sy;
        double x2 = a.x2() - sx;
        double y2 = a.y2() - sy;
        if (selected) {
            pen.color(FrameColors.SELECTION);
            pen.stroke(7, false);
            pen.line(x1, y1, x2, y2);
        }
        pen.color(FrameColors.of(f.kind()));
        pen.stroke(selected ? 2 : 1, f.resent());
        pen.line(x1, y1, x2, y2);
        pen.stroke(1, false);
    }

    /** The arrow's end: its head, open while the frame is on its way, or a cross where it died. */
    private static void end(Pen pen, Arrow a, double sx, double sy) {
        double x1 = a.x1() - sx;
        double y1 = a.y1() - sy;
        double x2 = a.x2() - sx;
        double y2 = a.y2() - sy;
        pen.color(FrameColors.of(a.frame().kind()));
        if (a.dies()) {
            pen.color(FrameColors.DROP);
            pen.stroke(2, false);
            pen.line(x2 - 5, y2 - 5, x2 + 5, y2 + 5);
            pen.line(x2 - 5, y2 + 5, x2 + 5, y2 - 5);
            pen.stroke(1, false);
        } else {
            head(pen, x1, y1, x2, y2, a.inFlight());
        }
    }

    /** A filled head; an open one for a frame still on its way. */
    private static void head(Pen pen, double x1, double y1, double x2, double y2, boolean open) {
        double dx = x2 - x1;
        double dy = y2 - y1;
        double len = Math.sqrt(dx * dx + dy * dy);
        if (len < 1) {
            return;
        }
        double ux = dx / len;
        double uy = dy / len;
        double bx = x2 - ux * 9;
        double by = y2 - uy * 9;
        if (open) {
            pen.line(x2, y2, bx - uy * 4, by + ux * 4);
            pen.line(x2, y2, bx + uy * 4, by - ux * 4);
        } else {
            pen.fill(x2, y2, bx - uy * 4, by + ux * 4, bx + uy * 4, by - ux * 4);
        }
    }

    /**
     * The label sits above the middle of the arrow's part in view, right of {@code minLeft} (the
     * ruler's column); a label that would cover one already drawn is left out.
     */
    private static void label(Pen pen, Arrow a, double sx, double sy, List<Spot> labels, double h, double viewWidth, double minLeft, String rules) {
        WireFrame f = a.frame();
        double x1 = a.x1() - sx;
        double y1 = a.y1() - sy;
        double x2 = a.x2() - sx;
        double y2 = a.y2() - sy;
        int color = FrameColors.of(f.kind());
        String text = (f.resent() ? "\u21bb " : "") + f.label() + (a.dies() ? "  \u2716 " + dropWord(f) : "") + (rules == null ? "" : "  \u26a0 " + rules);
        double tw = pen.textWidth(text);
        double th = pen.textHeight();
        // the middle of the part of the arrow in view, so a long arrow keeps its label while scrolled
        double top0 = LadderGeometry.HEADER + th;
        double ya = Math.max(Math.min(y1, y2), top0);
        double yb = Math.min(Math.max(y1, y2), h - 2);
        // near the start: labels of frames leaving one lane stay in the order the frames left
        double my = ya <= yb ? ya + (yb - ya) * 0.3 : (y1 + y2) / 2;
        double mx = y2 == y1 ? (x1 + x2) / 2 : x1 + (x2 - x1) * (my - y1) / (y2 - y1);
        double top = my - th - 1;
        // inside the view and right of the ruler: a label beside a lane at the edge is moved in rather than cut
        double left = Math.max(minLeft, Math.min(mx - tw / 2 - 2, viewWidth - tw - 6));
        if (top < LadderGeometry.HEADER) {
            return;
        }
        for (Spot r : labels) {
            if (left < r.x() + r.w() && r.x() < left + tw + 4 && top < r.y() + r.h() && r.y() < top + th) {
                return;
            }
        }
        labels.add(new Spot(f, left, top, tw + 4, th));
        pen.color(0xFFFFFF);
        pen.fillRect(left, top, tw + 4, th);
        if (rules != null) {
            // a frame that breaks a transport rule: boxed in the drop colour, as the findings list names it
            pen.color(FrameColors.DROP);
            pen.line(left, top, left + tw + 4, top);
            pen.line(left + tw + 4, top, left + tw + 4, top + th);
            pen.line(left + tw + 4, top + th, left, top + th);
            pen.line(left, top + th, left, top);
        }
        pen.color(color);
        pen.text(text, left + 2, top, false);
    }

    private static String dropWord(WireFrame f) {
        return f.drop() == null ? "" : f.drop().reason().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * Each kind's colour, and the marks for a dropped and a resent frame, ending at the header's right end. When the
     * view is too narrow for all, the least needed go first (CNP, resent, RNR NAK...), never data, ACK and NAK first.
     */
    private static void legend(Pen pen, double w, double minX, boolean rules) {
        List<LegendEntry> shown = new ArrayList<>(LEGEND);
        if (rules) {
            shown.add(3, RULE_BROKEN);
        }
        while (!shown.isEmpty() && w - 8 - legendWidth(pen, shown) < minX) {
            shown.remove(shown.size() - 1);
        }
        double y = LadderGeometry.HEADER - pen.textHeight() - 2;
        double x = w - 8 - legendWidth(pen, shown);
        for (LegendEntry e : shown) {
            if (e.kind() == null) {
                pen.color(e.color());
                pen.text(e.label(), x, y, false);
            } else {
                pen.color(FrameColors.of(e.kind()));
                pen.fillRect(x, y + pen.textHeight() / 2 - 2, 12, 4);
                pen.color(TEXT);
                pen.text(e.label(), x + 15, y, false);
            }
            x += e.width(pen);
        }
    }

    /** A legend entry: a frame kind with its colour swatch, or a mark drawn as text in {@code color}. */
    private record LegendEntry(String label, FrameKind kind, int color) {
        static LegendEntry of(FrameKind k) {
            return new LegendEntry(k.label(), k, 0);
        }

        double width(Pen pen) {
            return pen.textWidth(label) + (kind == null ? 12 : 24);
        }
    }

    /** The legend in the order its entries are given up when the view is narrow: the last first. */
    private static final List<LegendEntry> LEGEND = List.of(LegendEntry.of(FrameKind.DATA), LegendEntry.of(FrameKind.ACK),
            LegendEntry.of(FrameKind.NAK), new LegendEntry("\u2716 dropped", null, FrameColors.DROP), LegendEntry.of(FrameKind.RNR_NAK),
            new LegendEntry("\u21bb resent", null, TEXT), LegendEntry.of(FrameKind.CNP), LegendEntry.of(FrameKind.PFC));

    private static final LegendEntry RULE_BROKEN = new LegendEntry("\u26a0 breaks a rule", null, FrameColors.DROP);

    private static double legendWidth(Pen pen, List<LegendEntry> entries) {
        double width = 0;
        for (LegendEntry e : entries) {
            width += e.width(pen);
        }
        return width;
    }
}
