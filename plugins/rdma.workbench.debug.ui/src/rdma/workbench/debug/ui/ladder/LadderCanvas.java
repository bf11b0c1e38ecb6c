package rdma.workbench.debug.ui.ladder;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.ScrollBar;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.ladder.LadderGeometry.Arrow;
import rdma.workbench.debug.ui.run.FrameTip;

/**
 * The ladder's widget: paints the part of the ladder in view, scrolls it (the header with the
 * lane names stays on top), zooms it (Ctrl+wheel), selects a frame by click or with the arrow
 * keys, and tells what a frame is in its tooltip.
 */
public final class LadderCanvas extends Canvas {

    /** The tallest ladder, in pixels, that a scroll bar still addresses. */
    private static final double MAX_HEIGHT = 1.5e9;

    private RunRecord record;
    private LadderGeometry geometry;
    private LadderGeometry.Axis axis = LadderGeometry.Axis.TIME;
    private boolean switches;
    private final Set<String> split = new HashSet<>();
    private double zoom = 1;
    private Map<WireFrame, String> flagged = Map.of();
    private WireFrame selected;
    private Consumer<WireFrame> onSelect = f -> {
    };
    private final Font bold;
    private int scrollY;
    private int scrollX;
    /** Where the last paint put the labels: a click on one selects its frame. */
    private List<LadderPainter.Spot> spots = List.of();

    public LadderCanvas(Composite parent) {
        super(parent, SWT.V_SCROLL | SWT.H_SCROLL | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        FontData[] fd = getFont().getFontData();
        for (FontData d : fd) {
            d.setStyle(SWT.BOLD);
        }
        bold = new Font(getDisplay(), fd);
        addListener(SWT.Paint, this::paint);
        addListener(SWT.Resize, e -> relayout());
        addListener(SWT.MouseDown, this::click);
        addListener(SWT.MouseHover, this::hover);
        addListener(SWT.KeyDown, this::key);
        addListener(SWT.MouseVerticalWheel, this::wheel);
        addListener(SWT.Dispose, e -> bold.dispose());
        getVerticalBar().addListener(SWT.Selection, e -> {
            scrollY = getVerticalBar().getSelection();
            redraw();
        });
        getHorizontalBar().addListener(SWT.Selection, e -> {
            scrollX = getHorizontalBar().getSelection();
            redraw();
        });
    }

    public void onSelect(Consumer<WireFrame> c) {
        onSelect = c;
    }

    /** Shows {@code r}; the frame selected before stays selected when the new record has it too. */
    public void setRecord(RunRecord r) {
        WireFrame was = selected;
        boolean same = r != null && r.sameRunAs(record);
        record = r;
        // the marks name frames of the record they were set for
        flagged = Map.of();
        // a tooltip shown before says what the frame was then
        setToolTipText(null);
        selected = !same || was == null || was.index() >= r.frames().size() ? null : r.frames().get(was.index());
        relayout();
    }

    RunRecord record() {
        return record;
    }

    LadderGeometry geometry() {
        return geometry;
    }

    void setAxis(LadderGeometry.Axis a) {
        axis = a;
        relayout();
        reveal(selected);
    }

    LadderGeometry.Axis axis() {
        return axis;
    }

    void setSwitches(boolean on) {
        switches = on;
        relayout();
    }

    boolean switches() {
        return switches;
    }

    /** Splits host {@code node}'s lane into one lane per QP, or joins them again. */
    void toggleSplit(String node) {
        if (!split.remove(node)) {
            split.add(node);
        }
        relayout();
    }

    boolean isSplit(String node) {
        return split.contains(node);
    }

    /** Multiplies the zoom by {@code factor}, keeping the middle of the view where it is. */
    void zoomBy(double factor) {
        if (geometry == null) {
            return;
        }
        Rectangle area = getClientArea();
        double middle = (scrollY + area.height / 2.0) / Math.max(1, geometry.height());
        double next = zoom * factor;
        if (next < 0.02 || geometry.height() * factor > MAX_HEIGHT) {
            return;
        }
        zoom = next;
        relayout();
        scrollTo((int) (middle * geometry.height() - area.height / 2.0));
    }

    /** Zooms so that the whole run fits the view's height. */
    void fit() {
        if (geometry == null) {
            return;
        }
        double h = geometry.height();
        zoom = Math.max(0.02, zoom * Math.max(1, getClientArea().height - LadderGeometry.HEADER) / Math.max(1, h));
        relayout();
        scrollTo(0);
    }

    double zoom() {
        return zoom;
    }

    WireFrame selected() {
        return selected;
    }

    /** Selects {@code f} (null: nothing) and scrolls it into view, without telling the listener. */
    /** Marks the frames a capture judge found breaking a rule (frame to the rules' names), until the next record. */
    public void setFlagged(Map<WireFrame, String> frames) {
        flagged = Map.copyOf(frames);
        redraw();
    }

    /** The rules a frame is marked as breaking ("ICRC", "GO-BACK-N, MSN"), or null. */
    public String flagOf(WireFrame f) {
        return flagged.get(f);
    }

    public void select(WireFrame f) {
        selected = f;
        reveal(f);
        redraw();
    }

    private void relayout() {
        if (record == null) {
            geometry = null;
            redraw();
            return;
        }
        Rectangle area = getClientArea();
        geometry = new LadderGeometry(record, axis, switches, split, area.width, area.height, zoom);
        ScrollBar v = getVerticalBar();
        int h = (int) Math.min(Integer.MAX_VALUE - 1, geometry.height());
        v.setValues(Math.min(scrollY, Math.max(0, h - area.height)), 0, Math.max(h, 1), Math.max(1, area.height), 22, Math.max(1, area.height - 40));
        scrollY = v.getSelection();
        ScrollBar hb = getHorizontalBar();
        int w = (int) geometry.width();
        hb.setValues(Math.min(scrollX, Math.max(0, w - area.width)), 0, Math.max(w, 1), Math.max(1, area.width), 20, Math.max(1, area.width - 40));
        scrollX = hb.getSelection();
        redraw();
    }

    /** Scrolls to {@code fraction} (0: the top, 1: the bottom) of the run. */
    public void scrollToFraction(double fraction) {
        ScrollBar v = getVerticalBar();
        scrollTo((int) Math.round(fraction * Math.max(0, v.getMaximum() - v.getThumb())));
    }

    private void scrollTo(int y) {
        ScrollBar v = getVerticalBar();
        v.setSelection(Math.max(0, y));
        scrollY = v.getSelection();
        redraw();
    }

    private void reveal(WireFrame f) {
        if (f == null || geometry == null) {
            return;
        }
        Arrow a = geometry.arrowOf(f);
        if (a == null) {
            return;
        }
        Rectangle area = getClientArea();
        double top = Math.min(a.y1(), a.y2()) - LadderGeometry.HEADER - 30;
        double bottom = Math.max(a.y1(), a.y2()) + 30;
        if (top < scrollY || bottom > scrollY + area.height) {
            scrollTo((int) Math.max(0, (a.y1() + a.y2()) / 2 - area.height / 2.0));
        }
    }

    private void paint(Event e) {
        GcPen pen = new GcPen(e.gc, getFont(), bold);
        Rectangle area = getClientArea();
        if (geometry == null) {
            pen.color(0xFFFFFF);
            pen.fillRect(0, 0, area.width, area.height);
            pen.color(0x606060);
            pen.text("No run to show. Run or debug a scenario (Run > Debug As > RDMA Scenario); its frames appear here.", 10, 10, false);
            return;
        }
        if (record.frames().isEmpty()) {
            pen.color(0xFFFFFF);
            pen.fillRect(0, 0, area.width, area.height);
            pen.color(0x606060);
            pen.text("No frame was sent yet" + (record.now() >= 0 ? String.format(Locale.ROOT, " (the run is at %.3f \u00b5s)",
                    record.now() / 1000.0) : "") + ": step or resume, and the frames appear here as they are sent.", 10, 10, false);
            spots = List.of();
            return;
        }
        spots = LadderPainter.paint(pen, geometry, scrollX, scrollY, area.width, area.height, selected, flagged);
    }

    /** The frame whose arrow or label is at (x, y) of the view, or null. */
    WireFrame frameAt(int x, int y) {
        if (geometry == null) {
            return null;
        }
        // a line under the pointer first, then a label (a label may lie across another frame's line)
        Arrow a = geometry.arrowAt(x + scrollX, y + scrollY, 5);
        if (a != null) {
            return a.frame();
        }
        for (LadderPainter.Spot s : spots) {
            if (s.contains(x, y)) {
                return s.frame();
            }
        }
        return null;
    }

    private void click(Event e) {
        setFocus();
        if (geometry == null || e.button != 1 && e.button != 3) {
            return;
        }
        WireFrame f = frameAt(e.x, e.y);
        if (f != null && f != selected) {
            selected = f;
            redraw();
            onSelect.accept(selected);
        }
    }

    private void hover(Event e) {
        WireFrame f = frameAt(e.x, e.y);
        setToolTipText(f == null ? null : FrameTip.of(record, f));
    }

    private void key(Event e) {
        if (record == null || record.frames().isEmpty()) {
            return;
        }
        List<WireFrame> frames = record.frames();
        int at = selected == null ? -1 : selected.index();
        int next = switch (e.keyCode) {
            case SWT.ARROW_DOWN -> Math.min(frames.size() - 1, at + 1);
            case SWT.ARROW_UP -> Math.max(0, at - 1);
            case SWT.HOME -> 0;
            case SWT.END -> frames.size() - 1;
            default -> at;
        };
        if (next != at && next >= 0) {
            select(frames.get(next));
            onSelect.accept(selected);
        }
    }

    private void wheel(Event e) {
        if ((e.stateMask & SWT.MOD1) != 0) {
            zoomBy(e.count > 0 ? 1.25 : 0.8);
            e.doit = false;
        }
    }

    /**
     * Paints the screen the canvas shows now (its size, its scroll position) onto {@code gc}, as
     * its paint listener does: what a benchmark times without waiting for the window system.
     */
    public void paintScreen(GC gc) {
        Rectangle area = getClientArea();
        spots = LadderPainter.paint(new GcPen(gc, getFont(), bold), geometry, scrollX, scrollY, area.width, area.height, selected, flagged);
    }

    /** The whole ladder as an image (the caller disposes it); at most {@code maxHeight} pixels of it, from the top. */
    Image snapshot(int maxHeight) {
        int w = (int) Math.max(geometry.width(), getClientArea().width);
        int h = (int) Math.min(maxHeight, geometry.height());
        Image img = new Image(getDisplay(), w, h);
        GC gc = new GC(img);
        try {
            LadderPainter.paint(new GcPen(gc, getFont(), bold), geometry, 0, 0, w, h, null, flagged);
        } finally {
            gc.dispose();
        }
        return img;
    }

    /** The whole ladder as SVG. */
    String svg() {
        double w = Math.max(geometry.width(), getClientArea().width);
        double h = geometry.height();
        SvgPen pen = new SvgPen(w, h);
        LadderPainter.paint(pen, geometry, 0, 0, w, h, null, flagged);
        return pen.finish();
    }
}
