package rdma.workbench.ui.lanes;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.ILabelProviderListener;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.ui.Tooltips;

/**
 * A scenario's programs side by side ({@link LaneLayout}), scrolling when long: a selection
 * provider over its steps and programs, a click selects (Ctrl adds), and dragging steps hands
 * them with the drop target to a {@link StepDropHandler}.
 */
public final class LanesViewer implements ISelectionProvider {

    /** What happens to steps dropped on a place of the lanes. */
    public interface StepDropHandler {
        void drop(List<Step> steps, LaneGeometry.DropTarget target);
    }

    /** How far (pixels) the mouse moves with the button down before a click becomes a drag. */
    private static final int DRAG_THRESHOLD = 6;
    private static final int MIN_LANE_WIDTH = 220;
    private static final int MAX_LANE_WIDTH = 440;

    private final ScrolledComposite scroller;
    private final Canvas canvas;
    private final ILabelProvider labels;
    private final LanePainter painter;
    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private final ILabelProviderListener labelsChanged = e -> redraw();
    private Scenario scenario;
    private LaneGeometry geometry;
    private IStructuredSelection selection = StructuredSelection.EMPTY;
    private Object current;
    private StepDropHandler dropHandler;
    private Point pressedAt;
    private List<Step> dragged;
    private LaneGeometry.DropTarget insertion;
    private Object narrowTo;

    public LanesViewer(Composite parent, ILabelProvider labels) {
        this.labels = labels;
        scroller = new ScrolledComposite(parent, SWT.H_SCROLL | SWT.V_SCROLL);
        canvas = new Canvas(scroller, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        scroller.setContent(canvas);
        scroller.getVerticalBar().setIncrement(LaneGeometry.ROW_HEIGHT);
        // the lane headers stay at the top of the view while the steps scroll under them
        scroller.getVerticalBar().addListener(SWT.Selection, e -> canvas.redraw());
        scroller.addListener(SWT.Resize, e -> refresh());
        Font bold = JFaceResources.getFontRegistry().getBold(JFaceResources.DIALOG_FONT);
        painter = new LanePainter(labels, bold);
        canvas.addPaintListener(e -> {
            e.gc.setBackground(canvas.getBackground());
            e.gc.fillRectangle(e.x, e.y, e.width, e.height);
            if (geometry != null) {
                painter.paint(e.gc, geometry, selection.toList(), current, insertion, headerTop());
            }
        });
        canvas.addListener(SWT.MouseDown, e -> mouseDown(e.x, e.y, e.button, (e.stateMask & SWT.MOD1) != 0));
        canvas.addListener(SWT.MouseMove, e -> mouseMove(e.x, e.y));
        Tooltips.hideWhenActing(canvas);
        canvas.addListener(SWT.MouseUp, e -> mouseUp(e.x, e.y));
        canvas.addListener(SWT.KeyDown, e -> key(e.keyCode));
        canvas.addListener(SWT.Traverse, e -> e.doit = e.detail != SWT.TRAVERSE_ARROW_NEXT && e.detail != SWT.TRAVERSE_ARROW_PREVIOUS);
        labels.addListener(labelsChanged);
        canvas.addDisposeListener(e -> labels.removeListener(labelsChanged));
    }

    public Control getControl() {
        return scroller;
    }

    /** The drawing surface (for menus, focus and tests that post mouse events). */
    public Canvas getCanvas() {
        return canvas;
    }

    public void setDropHandler(StepDropHandler handler) {
        this.dropHandler = handler;
    }

    public void setInput(Scenario s) {
        scenario = s;
        refresh();
    }

    /** Lays the scenario out again as it now is (steps added, moved, renamed). */
    public void refresh() {
        if (canvas.isDisposed()) {
            return;
        }
        geometry = scenario == null ? null : new LaneGeometry(LaneLayout.of(scenario), laneWidth());
        canvas.setToolTipText(null); // it named the box that was under the pointer before the steps moved
        Point size = geometry == null ? new Point(0, 0) : geometry.size();
        canvas.setSize(size);
        scroller.setMinSize(size);
        canvas.redraw();
    }

    /** The current geometry (null before an input): where everything is drawn. */
    public LaneGeometry getGeometry() {
        return geometry;
    }

    /** Wide enough for the longest line of a box, within bounds that keep two lanes on a screen (longer lines end in an ellipsis and show whole in the tooltip). */
    private int laneWidth() {
        GC gc = new GC(canvas);
        Font bold = JFaceResources.getFontRegistry().getBold(JFaceResources.DIALOG_FONT);
        Font plain = gc.getFont();
        try {
            int widest = 0;
            for (Program p : scenario.getPrograms()) {
                for (Step s : p.getSteps()) {
                    String text = labels.getText(s);
                    int split = text.indexOf(": ");
                    gc.setFont(bold);
                    widest = Math.max(widest, gc.textExtent(split < 0 ? text : text.substring(0, split)).x);
                    gc.setFont(plain);
                    widest = Math.max(widest, split < 0 ? 0 : gc.textExtent(text.substring(split + 2)).x);
                }
            }
            int wanted = Math.max(MIN_LANE_WIDTH, Math.min(MAX_LANE_WIDTH, widest + 52));
            // narrower lanes rather than a sideways scroll when the editor is too small for all of them at full width
            int lanes = Math.max(1, scenario.getPrograms().size());
            int visible = scroller.getClientArea().width;
            int fits = (visible - 2 * LaneGeometry.MARGIN - (lanes - 1) * LaneGeometry.LANE_GAP) / lanes;
            return visible > 0 && fits < wanted ? Math.max(MIN_LANE_WIDTH, fits) : wanted;
        } finally {
            gc.dispose();
        }
    }

    /** Highlights {@code step} as the step a suspended program stands at (null: none) and shows it. */
    public void setCurrent(Object step) {
        current = step;
        if (step instanceof Step s) {
            reveal(s);
        }
        redraw();
    }

    public Object getCurrent() {
        return current;
    }

    /** Scrolls so that the box of {@code step} is in view. */
    public void reveal(Step step) {
        Rectangle box = geometry == null ? null : geometry.box(step);
        if (box == null) {
            return;
        }
        Point origin = scroller.getOrigin();
        Rectangle area = scroller.getClientArea();
        int x = origin.x;
        int y = origin.y;
        if (box.y < y + LaneGeometry.HEADER_HEIGHT + LaneGeometry.MARGIN || box.y + box.height > y + area.height) {
            y = Math.max(0, box.y - area.height / 3);
        }
        if (box.x < x || box.x + box.width > x + area.width) {
            x = Math.max(0, box.x - LaneGeometry.MARGIN);
        }
        scroller.setOrigin(x, y);
        canvas.redraw();
    }

    private void redraw() {
        if (!canvas.isDisposed()) {
            canvas.redraw();
        }
    }

    private void mouseDown(int x, int y, int button, boolean add) {
        canvas.setFocus();
        if (geometry == null) {
            return;
        }
        Object hit = objectAt(x, y);
        narrowTo = null;
        pressedAt = button == 1 && hit instanceof Step ? new Point(x, y) : null;
        if (hit == null) {
            if (!add) {
                setSelection(new StructuredSelection(scenario));
            }
            return;
        }
        List<Object> now = new ArrayList<>(selection.toList());
        if (add) {
            if (!now.remove(hit)) {
                now.add(hit);
            }
            setSelection(new StructuredSelection(now));
        } else if (!now.contains(hit)) {
            setSelection(new StructuredSelection(hit));
        } else if (button == 1) {
            // a press on one of several selected steps may start dragging them all; a plain click selects it alone
            narrowTo = hit;
        }
    }

    private void mouseMove(int x, int y) {
        if (geometry == null) {
            return;
        }
        if (pressedAt != null && dragged == null && Math.abs(x - pressedAt.x) + Math.abs(y - pressedAt.y) >= DRAG_THRESHOLD) {
            dragged = draggedSteps();
        }
        if (dragged != null) {
            canvas.setToolTipText(null);
            LaneGeometry.DropTarget target = geometry.dropTarget(x, y);
            if (!Objects.equals(target, insertion)) { // repaint only when the insertion line moves
                insertion = target;
                canvas.redraw();
            }
            return;
        }
        Step over = geometry.stepAt(x, y);
        String tip = over == null ? null : labels.getText(over) + (over.getComment() == null ? "" : "\n" + over.getComment());
        if (!Objects.equals(tip, canvas.getToolTipText())) {
            canvas.setToolTipText(tip);
        }
    }

    private void mouseUp(int x, int y) {
        if (dragged == null && narrowTo != null) {
            setSelection(new StructuredSelection(narrowTo));
        }
        narrowTo = null;
        List<Step> steps = dragged;
        LaneGeometry.DropTarget target = steps == null || geometry == null ? null : geometry.dropTarget(x, y);
        pressedAt = null;
        dragged = null;
        insertion = null;
        canvas.redraw();
        if (steps != null && target != null && dropHandler != null && geometry != null) {
            dropHandler.drop(steps, target);
        }
    }

    /** Arrow keys walk the boxes: up and down within the lane, left and right to the neighbouring lane's step nearest the same row. */
    private void key(int keyCode) {
        if (keyCode == SWT.ESC && pressedAt != null) {
            // Escape ends a drag without a drop, as in the Project Explorer
            pressedAt = null;
            dragged = null;
            insertion = null;
            narrowTo = null;
            canvas.redraw();
            return;
        }
        if (geometry == null || selection.size() != 1 || !(selection.getFirstElement() instanceof Step at)) {
            return;
        }
        LaneLayout.Cell cell = geometry.layout().cellOf(at);
        if (cell == null) {
            return;
        }
        List<Step> steps = ((Program) at.eContainer()).getSteps();
        int i = steps.indexOf(at);
        Step next = null;
        if (keyCode == SWT.ARROW_UP && i > 0) {
            next = steps.get(i - 1);
        } else if (keyCode == SWT.ARROW_DOWN && i + 1 < steps.size()) {
            next = steps.get(i + 1);
        } else if (keyCode == SWT.ARROW_LEFT || keyCode == SWT.ARROW_RIGHT) {
            int lane = cell.lane() + (keyCode == SWT.ARROW_LEFT ? -1 : 1);
            int bestDistance = Integer.MAX_VALUE;
            for (LaneLayout.Cell c : geometry.layout().cells()) {
                if (c.lane() == lane && Math.abs(c.row() - cell.row()) < bestDistance) {
                    bestDistance = Math.abs(c.row() - cell.row());
                    next = c.step();
                }
            }
        }
        if (next != null) {
            setSelection(new StructuredSelection(next));
        }
    }

    /** The selected steps of the pressed step's program, in program order (a drag carries what is selected there). */
    private List<Step> draggedSteps() {
        Step pressed = geometry.stepAt(pressedAt.x, pressedAt.y);
        List<Step> steps = new ArrayList<>();
        if (pressed == null) {
            return null;
        }
        Program program = (Program) pressed.eContainer();
        for (Step s : program.getSteps()) {
            if (s == pressed || selection.toList().contains(s)) {
                steps.add(s);
            }
        }
        return steps;
    }

    /** The program header or step at the point (canvas coordinates), or null; headers lie over the steps scrolled under them. */
    public Object objectAt(int x, int y) {
        for (int lane = 0; lane < geometry.layout().programs().size(); lane++) {
            Rectangle h = geometry.header(lane);
            h.y += headerTop() - LaneGeometry.MARGIN;
            if (h.contains(x, y)) {
                return geometry.layout().programs().get(lane);
            }
        }
        if (y < headerTop() + LaneGeometry.HEADER_HEIGHT - LaneGeometry.MARGIN) {
            return null;
        }
        return geometry.stepAt(x, y);
    }

    /** The y (canvas coordinates) at which the lane headers are drawn: the top of what the view shows. */
    private int headerTop() {
        return LaneGeometry.MARGIN + Math.max(0, -canvas.getLocation().y);
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener l) {
        listeners.add(l);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener l) {
        listeners.remove(l);
    }

    @Override
    public IStructuredSelection getSelection() {
        return selection;
    }

    /** Shows {@code s} as selected and tells the listeners when it differs from what was selected. */
    @Override
    public void setSelection(ISelection s) {
        IStructuredSelection next = s instanceof IStructuredSelection ss ? ss : StructuredSelection.EMPTY;
        if (next.toList().equals(selection.toList())) {
            return;
        }
        selection = next;
        if (next.size() == 1 && next.getFirstElement() instanceof Step step) {
            reveal(step);
        }
        redraw();
        SelectionChangedEvent event = new SelectionChangedEvent(this, selection);
        for (ISelectionChangedListener l : listeners) {
            l.selectionChanged(event);
        }
    }
}
