package rdma.workbench.ui.lanes;

import java.util.Collection;

import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;

import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;

/**
 * Draws a {@link LaneGeometry}: lane headers (program and host), step boxes with the tree's icon
 * and label (the verb and name on the first line, what it acts on below), barrier lines across
 * the lanes that meet, faults in red, the selection in blue, the debugger's current step in the
 * tree's instruction-pointer green, and the insertion line of a drag.
 */
final class LanePainter {

    private static final Color LANE = new Color(new RGB(244, 246, 249));
    private static final Color LANE_BORDER = new Color(new RGB(218, 223, 230));
    private static final Color HEADER = new Color(new RGB(221, 230, 243));
    private static final Color HEADER_BORDER = new Color(new RGB(150, 170, 200));
    private static final Color BOX = new Color(new RGB(255, 255, 255));
    private static final Color BOX_BORDER = new Color(new RGB(165, 172, 182));
    private static final Color TEXT = new Color(new RGB(30, 30, 30));
    private static final Color DETAIL = new Color(new RGB(95, 100, 110));
    private static final Color FAULT = new Color(new RGB(253, 226, 222));
    private static final Color FAULT_BORDER = new Color(new RGB(200, 45, 35));
    private static final Color BARRIER = new Color(new RGB(52, 86, 160));
    private static final Color BARRIER_BOX = new Color(new RGB(232, 238, 251));
    private static final Color SELECTED = new Color(new RGB(205, 228, 250));
    private static final Color SELECTED_BORDER = new Color(new RGB(0, 110, 210));
    /** The tree's current-step background (ItemLabelProvider). */
    private static final Color CURRENT = new Color(new RGB(198, 219, 174));
    private static final Color INSERT = new Color(new RGB(0, 110, 210));

    private final ILabelProvider labels;
    private final Font bold;

    LanePainter(ILabelProvider labels, Font bold) {
        this.labels = labels;
        this.bold = bold;
    }

    /** Paints everything; the headers at {@code headerTop}, over the steps scrolled under them. */
    void paint(GC gc, LaneGeometry g, Collection<?> selection, Object current, LaneGeometry.DropTarget insertion, int headerTop) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        LaneLayout layout = g.layout();
        int bottom = g.size().y - LaneGeometry.MARGIN;
        for (int lane = 0; lane < layout.programs().size(); lane++) {
            Program p = layout.programs().get(lane);
            int x = g.laneX(lane);
            gc.setBackground(LANE);
            gc.fillRectangle(x - 6, LaneGeometry.MARGIN, g.laneWidth() + 12, bottom - LaneGeometry.MARGIN);
            gc.setForeground(LANE_BORDER);
            gc.drawRectangle(x - 6, LaneGeometry.MARGIN, g.laneWidth() + 12, bottom - LaneGeometry.MARGIN);
        }
        for (LaneLayout.Barrier b : layout.barriers()) {
            int y = g.barrierY(b);
            gc.setForeground(BARRIER);
            gc.setLineWidth(2);
            gc.setLineStyle(SWT.LINE_DASH);
            gc.drawLine(g.laneX(b.firstLane()) - 6, y, g.laneX(b.lastLane()) + g.laneWidth() + 6, y);
            gc.setLineStyle(SWT.LINE_SOLID);
            gc.setLineWidth(1);
        }
        for (LaneLayout.Cell c : layout.cells()) {
            box(gc, g.box(c), c.step(), selection.contains(c.step()), c.step() == current);
        }
        gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, headerTop - LaneGeometry.MARGIN, g.size().x, LaneGeometry.HEADER_HEIGHT + LaneGeometry.MARGIN - 2);
        for (int lane = 0; lane < layout.programs().size(); lane++) {
            Program p = layout.programs().get(lane);
            Rectangle h = g.header(lane);
            h.y = headerTop;
            header(gc, h, p, selection.contains(p));
        }
        if (insertion != null) {
            int y = g.insertionY(insertion);
            int x = g.laneX(insertion.lane());
            gc.setBackground(INSERT);
            gc.fillRectangle(x - 4, y - 2, g.laneWidth() + 8, 4);
            gc.fillPolygon(new int[] { x - 8, y - 6, x - 2, y, x - 8, y + 6 });
        }
    }

    private void header(GC gc, Rectangle r, Program p, boolean selected) {
        gc.setBackground(selected ? SELECTED : HEADER);
        gc.fillRoundRectangle(r.x, r.y, r.width, r.height, 8, 8);
        gc.setForeground(selected ? SELECTED_BORDER : HEADER_BORDER);
        gc.drawRoundRectangle(r.x, r.y, r.width, r.height, 8, 8);
        Image icon = labels.getImage(p);
        int tx = r.x + 8;
        if (icon != null) {
            gc.drawImage(icon, tx, r.y + 6);
            tx += icon.getBounds().width + 6;
        }
        Font was = gc.getFont();
        gc.setFont(bold);
        gc.setForeground(TEXT);
        gc.drawString(fit(gc, p.getName() == null ? "(unnamed program)" : p.getName(), r.x + r.width - tx - 6), tx, r.y + 5, true);
        gc.setFont(was);
        gc.setForeground(DETAIL);
        String host = p.getHost() == null || p.getHost().getName() == null ? "no host" : "on " + p.getHost().getName();
        gc.drawString(fit(gc, host, r.x + r.width - tx - 6), tx, r.y + 24, true);
    }

    private void box(GC gc, Rectangle r, Step step, boolean selected, boolean current) {
        boolean fault = step instanceof Fault;
        boolean sync = step instanceof Sync;
        Color fill = current ? CURRENT : selected ? SELECTED : fault ? FAULT : sync ? BARRIER_BOX : BOX;
        Color border = selected ? SELECTED_BORDER : fault ? FAULT_BORDER : sync ? BARRIER : BOX_BORDER;
        int arc = sync ? r.height : 6;
        gc.setBackground(fill);
        gc.fillRoundRectangle(r.x, r.y, r.width, r.height, arc, arc);
        gc.setForeground(border);
        gc.setLineWidth(selected || fault || sync ? 2 : 1);
        gc.drawRoundRectangle(r.x, r.y, r.width, r.height, arc, arc);
        gc.setLineWidth(1);
        if (fault) {
            gc.setBackground(FAULT_BORDER);
            gc.fillRectangle(r.x + 1, r.y + 1, 5, r.height - 1);
        }
        String text = labels.getText(step);
        int split = text.indexOf(": ");
        String head = split < 0 ? text : text.substring(0, split);
        String detail = split < 0 ? "" : text.substring(split + 2);
        int tx = r.x + (fault ? 12 : sync ? 14 : 8);
        Image icon = labels.getImage(step);
        if (icon != null) {
            gc.drawImage(icon, tx, detail.isEmpty() ? r.y + (r.height - icon.getBounds().height) / 2 : r.y + 3);
            tx += icon.getBounds().width + 5;
        }
        int room = r.x + r.width - tx - (sync ? 12 : 6);
        Font was = gc.getFont();
        gc.setFont(bold);
        gc.setForeground(fault ? FAULT_BORDER : sync ? BARRIER : TEXT);
        gc.drawString(fit(gc, head, room), tx, detail.isEmpty() ? r.y + (r.height - gc.getFontMetrics().getHeight()) / 2 : r.y + 3, true);
        gc.setFont(was);
        gc.setForeground(DETAIL);
        gc.drawString(fit(gc, detail, room), tx, r.y + 19, true);
    }

    /** {@code s}, cut with an ellipsis to fit {@code width} pixels. */
    static String fit(GC gc, String s, int width) {
        if (gc.textExtent(s).x <= width) {
            return s;
        }
        String ellipsis = "…";
        int lo = 0;
        int hi = s.length();
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (gc.textExtent(s.substring(0, mid) + ellipsis).x <= width) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return s.substring(0, lo) + ellipsis;
    }
}
