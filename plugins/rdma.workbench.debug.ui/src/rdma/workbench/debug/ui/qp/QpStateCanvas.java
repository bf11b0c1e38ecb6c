package rdma.workbench.debug.ui.qp;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;

import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.verbs.QpState;

/**
 * The QP state machine of ibv_modify_qp drawn: RESET, INIT, RTR, RTS in a row, SQD and SQE below
 * RTS, ERR at the end; the usual transitions thin, the ones this QP took thick and numbered in
 * order, the current state lit. Any state may go to RESET or ERR (IBTA 10.3.1): those edges are
 * drawn only when taken.
 */
final class QpStateCanvas extends Canvas {

    private static final int W = 84;
    private static final int H = 26;
    private static final int CELL_X = 112;
    private static final int CELL_Y = 56;
    private static final Map<QpState, int[]> CELLS = new EnumMap<>(QpState.class);
    /** The transitions a QP usually takes: drawn thin whether taken or not. */
    private static final QpState[][] USUAL = {{QpState.RESET, QpState.INIT}, {QpState.INIT, QpState.RTR}, {QpState.RTR, QpState.RTS},
            {QpState.RTS, QpState.SQD}, {QpState.SQD, QpState.RTS}, {QpState.RTS, QpState.SQE}, {QpState.SQE, QpState.RTS},
            {QpState.RTS, QpState.ERR}};

    static {
        CELLS.put(QpState.RESET, new int[] {0, 0});
        CELLS.put(QpState.INIT, new int[] {1, 0});
        CELLS.put(QpState.RTR, new int[] {2, 0});
        CELLS.put(QpState.RTS, new int[] {3, 0});
        CELLS.put(QpState.ERR, new int[] {4, 0});
        CELLS.put(QpState.SQD, new int[] {3, 1});
        CELLS.put(QpState.SQE, new int[] {4, 1});
    }

    private QpState current;
    private List<QpStateChanged> taken = List.of();

    QpStateCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        addListener(SWT.Paint, this::paint);
    }

    /** Shows a QP in {@code state} (null: none selected) that took {@code transitions}. */
    void show(QpState state, List<QpStateChanged> transitions) {
        current = state;
        taken = List.copyOf(transitions);
        setToolTipText(tip());
        redraw();
    }

    QpState current() {
        return current;
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        return new Point(24 + 4 * CELL_X + W + 16, 36 + CELL_Y + H + 10);
    }

    private String tip() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < taken.size(); i++) {
            QpStateChanged c = taken.get(i);
            b.append(i + 1).append(". ").append(c.from()).append(" \u2192 ").append(c.to())
                    .append(String.format(Locale.ROOT, " at %.3f \u00b5s", c.time() / 1000.0));
            if (c.reason() != null && !c.reason().isBlank()) {
                b.append(" (").append(c.reason()).append(')');
            }
            b.append('\n');
        }
        return b.isEmpty() ? null : b.toString().strip();
    }

    private static Point center(QpState s) {
        int[] c = CELLS.get(s);
        return new Point(24 + c[0] * CELL_X + W / 2, 36 + c[1] * CELL_Y + H / 2);
    }

    private void paint(Event e) {
        GC gc = e.gc;
        gc.setAntialias(SWT.ON);
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        gc.fillRectangle(getClientArea());
        if (current == null) {
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawString("Select a QP (or a frame in the ladder, an event in the Event Log).", 10, 10, true);
            return;
        }
        // the whole machine stays in view: a small view draws it smaller
        Point pref = computeSize(SWT.DEFAULT, SWT.DEFAULT, false);
        var area = getClientArea();
        double scale = Math.min(1.0, Math.min(area.width / (double) pref.x, area.height / (double) pref.y));
        Transform zoom = new Transform(getDisplay());
        zoom.scale((float) scale, (float) scale);
        gc.setTransform(zoom);
        Color thin = new Color(0xB0, 0xB0, 0xB0);
        Color path = new Color(0x1F, 0x6F, 0xB4);
        Color lit = new Color(0x2E, 0x8B, 0x3A);
        Color visited = new Color(0xE3, 0xEE, 0xF8);
        Color error = new Color(0xD6, 0x27, 0x28);
        try {
            gc.setLineWidth(1);
            gc.setForeground(thin);
            gc.setBackground(thin);
            for (QpState[] t : USUAL) {
                edge(gc, t[0], t[1], 0);
            }
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawString("any state \u2192 RESET or ERR", 24, 36 + CELL_Y + 2, true);
            List<QpState> seen = new ArrayList<>();
            seen.add(QpState.RESET);
            gc.setLineWidth(3);
            for (int i = 0; i < taken.size(); i++) {
                QpStateChanged c = taken.get(i);
                Color col = c.to() == QpState.ERR ? error : path;
                gc.setForeground(col);
                gc.setBackground(col);
                Point mid = edge(gc, c.from(), c.to(), i + 1);
                String n = Integer.toString(i + 1);
                Point ext = gc.textExtent(n);
                gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
                gc.fillOval(mid.x - 9, mid.y - 9, 18, 18);
                gc.drawOval(mid.x - 9, mid.y - 9, 18, 18);
                gc.drawString(n, mid.x - ext.x / 2, mid.y - ext.y / 2, true);
                seen.add(c.to());
            }
            gc.setLineWidth(1);
            for (QpState s : QpState.values()) {
                Point p = center(s);
                boolean now = s == current;
                gc.setBackground(now ? (s == QpState.ERR ? error : lit) : seen.contains(s) ? visited : getDisplay().getSystemColor(SWT.COLOR_WHITE));
                gc.fillRoundRectangle(p.x - W / 2, p.y - H / 2, W, H, 10, 10);
                gc.setForeground(now ? lit : getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
                gc.setLineWidth(now ? 3 : 1);
                gc.drawRoundRectangle(p.x - W / 2, p.y - H / 2, W, H, 10, 10);
                gc.setForeground(now ? getDisplay().getSystemColor(SWT.COLOR_WHITE) : getDisplay().getSystemColor(SWT.COLOR_BLACK));
                Point ext = gc.textExtent(s.name());
                gc.drawString(s.name(), p.x - ext.x / 2, p.y - ext.y / 2, true);
            }
        } finally {
            gc.setTransform(null);
            zoom.dispose();
            thin.dispose();
            path.dispose();
            lit.dispose();
            visited.dispose();
            error.dispose();
        }
    }

    /**
     * Draws the edge from {@code a} to {@code b} with its head; returns its middle. Neighbours in a
     * row or a column get a straight line (offset for the way back); others go round above the row.
     */
    private Point edge(GC gc, QpState a, QpState b, int index) {
        Point pa = center(a);
        Point pb = center(b);
        if (a == b) {
            int x = pa.x;
            int y = pa.y - H / 2;
            gc.drawArc(x - 12, y - 22, 24, 24, -30, 240);
            return new Point(x, y - 22);
        }
        int[] ca = CELLS.get(a);
        int[] cb = CELLS.get(b);
        boolean neighbours = Math.abs(ca[0] - cb[0]) + Math.abs(ca[1] - cb[1]) == 1 || ca[0] != cb[0] && ca[1] != cb[1];
        if (neighbours) {
            // the way back runs beside the way there
            int off = isUsualBack(a, b) ? 5 : -5;
            double dx = pb.x - pa.x;
            double dy = pb.y - pa.y;
            double len = Math.hypot(dx, dy);
            int ox = (int) Math.round(-dy / len * off);
            int oy = (int) Math.round(dx / len * off);
            Point from = border(pa, pb, ox, oy);
            Point to = border(pb, pa, ox, oy);
            gc.drawLine(from.x, from.y, to.x, to.y);
            head(gc, from, to);
            return new Point((from.x + to.x) / 2, (from.y + to.y) / 2);
        }
        // round above the row: up from a, across, down into b
        int lift = 14 + 8 * (index % 3);
        int top = Math.min(pa.y, pb.y) - H / 2 - lift;
        int ax = pa.x + (pb.x > pa.x ? 12 : -12);
        int bx = pb.x + (pb.x > pa.x ? -12 : 12);
        gc.drawPolyline(new int[] {ax, pa.y - H / 2, ax, top, bx, top, bx, pb.y - H / 2});
        head(gc, new Point(bx, top), new Point(bx, pb.y - H / 2));
        return new Point((ax + bx) / 2, top);
    }

    private static boolean isUsualBack(QpState a, QpState b) {
        return a == QpState.SQD && b == QpState.RTS || a == QpState.SQE && b == QpState.RTS;
    }

    /** Where the line from the centre {@code p} toward {@code q} (shifted by ox, oy) leaves p's box. */
    private static Point border(Point p, Point q, int ox, int oy) {
        double dx = q.x - p.x;
        double dy = q.y - p.y;
        double t = Math.min(dx == 0 ? Double.MAX_VALUE : (W / 2.0) / Math.abs(dx), dy == 0 ? Double.MAX_VALUE : (H / 2.0) / Math.abs(dy));
        return new Point((int) Math.round(p.x + dx * t) + ox, (int) Math.round(p.y + dy * t) + oy);
    }

    private static void head(GC gc, Point from, Point to) {
        double dx = to.x - from.x;
        double dy = to.y - from.y;
        double len = Math.hypot(dx, dy);
        if (len < 1) {
            return;
        }
        double ux = dx / len;
        double uy = dy / len;
        double bx = to.x - ux * 9;
        double by = to.y - uy * 9;
        gc.fillPolygon(new int[] {to.x, to.y, (int) Math.round(bx - uy * 4), (int) Math.round(by + ux * 4), (int) Math.round(bx + uy * 4),
                (int) Math.round(by - ux * 4)});
    }
}
