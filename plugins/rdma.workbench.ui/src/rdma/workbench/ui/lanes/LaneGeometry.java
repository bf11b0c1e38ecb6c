package rdma.workbench.ui.lanes;

import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;

/**
 * Pixels for a {@link LaneLayout}: where each lane, header and step box lies, which step a point
 * hits, and where a step dropped at a point goes (program and index), with the line that shows it.
 */
public final class LaneGeometry {

    public static final int MARGIN = 12;
    public static final int HEADER_HEIGHT = 52;
    public static final int ROW_HEIGHT = 46;
    public static final int BOX_GAP = 8;
    public static final int LANE_GAP = 36;

    /** Where a dropped step goes: before the step at {@code index} of {@code program} (its size: at the end). */
    public record DropTarget(Program program, int lane, int index) {
    }

    private final LaneLayout layout;
    private final int laneWidth;

    public LaneGeometry(LaneLayout layout, int laneWidth) {
        this.layout = layout;
        this.laneWidth = laneWidth;
    }

    public LaneLayout layout() {
        return layout;
    }

    public int laneWidth() {
        return laneWidth;
    }

    public int laneX(int lane) {
        return MARGIN + lane * (laneWidth + LANE_GAP);
    }

    public Rectangle header(int lane) {
        return new Rectangle(laneX(lane), MARGIN, laneWidth, HEADER_HEIGHT - BOX_GAP);
    }

    /** The top of row {@code row}. */
    public int rowY(int row) {
        return MARGIN + HEADER_HEIGHT + row * ROW_HEIGHT;
    }

    /** The y of a barrier's line: the middle of its row. */
    public int barrierY(LaneLayout.Barrier b) {
        return rowY(b.row()) + ROW_HEIGHT / 2;
    }

    public Rectangle box(LaneLayout.Cell c) {
        return new Rectangle(laneX(c.lane()), rowY(c.row()) + BOX_GAP / 2, laneWidth, ROW_HEIGHT - BOX_GAP);
    }

    /** The box of {@code step}, or null when it is not laid out. */
    public Rectangle box(Step step) {
        LaneLayout.Cell c = layout.cellOf(step);
        return c == null ? null : box(c);
    }

    /** The whole drawing's size, room for one more row under the longest lane to drop at the end. */
    public Point size() {
        int lanes = Math.max(1, layout.programs().size());
        return new Point(laneX(lanes) - LANE_GAP + MARGIN, rowY(layout.rows() + 1) + MARGIN);
    }

    /** The step whose box holds the point, or null. */
    public Step stepAt(int x, int y) {
        for (LaneLayout.Cell c : layout.cells()) {
            if (box(c).contains(x, y)) {
                return c.step();
            }
        }
        return null;
    }

    /** The lane whose column (half the gap on each side) holds x, or -1. */
    public int laneAt(int x) {
        for (int lane = 0; lane < layout.programs().size(); lane++) {
            int left = laneX(lane) - LANE_GAP / 2;
            if (x >= left && x < left + laneWidth + LANE_GAP) {
                return lane;
            }
        }
        return -1;
    }

    /** Where a step dropped at the point goes: before the first step of the lane whose box's middle lies below y. Null outside the lanes. */
    public DropTarget dropTarget(int x, int y) {
        int lane = laneAt(x);
        if (lane < 0) {
            return null;
        }
        Program program = layout.programs().get(lane);
        List<Step> steps = program.getSteps();
        int index = 0;
        for (Step s : steps) {
            Rectangle r = box(s);
            if (r != null && r.y + r.height / 2 < y) {
                index++;
            }
        }
        return new DropTarget(program, lane, index);
    }

    /** The y at which a drop target's insertion line is drawn: between the boxes it falls between. */
    public int insertionY(DropTarget t) {
        List<Step> steps = t.program().getSteps();
        if (t.index() < steps.size()) {
            Rectangle r = box(steps.get(t.index()));
            return r.y - BOX_GAP / 2;
        }
        if (steps.isEmpty()) {
            return rowY(0);
        }
        Rectangle last = box(steps.get(steps.size() - 1));
        return last.y + last.height + BOX_GAP / 2;
    }
}
