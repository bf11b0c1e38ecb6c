package rdma.workbench.debug.ui.animation;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainerElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;

import rdma.workbench.editor.TopologyDiagramEditor;

/**
 * Puts a topology diagram in a stack of its own beside the other editors, as dragging its tab to
 * the side does: the diagram stays in view while the debugger shows the current step in the
 * scenario editor. It goes to the right of them or below them, whichever draws the whole fabric
 * larger (a fabric of two hosts side by side is a wide strip that half the area's width shrinks to
 * a smudge, while part of its height holds it at nearly full size), and takes the share of the
 * place it needs for that, at most {@link #MOST}: the rest stays the scenario editor's.
 */
final class SideBySide {

    /** The tag the workbench gives the stacks of the editor area. */
    private static final String EDITOR_STACK = "EditorStack";
    /** The shares of the place the diagram may take, smallest first. */
    private static final float[] SHARES = {0.4f, 0.45f, 0.5f, 0.55f, 0.6f};
    private static final float MOST = SHARES[SHARES.length - 1];
    /**
     * A share whose zoom is this close to the largest share's (or to 1, the diagram's own size,
     * when that is larger) draws the fabric about as large: the scenario editor keeps the rest.
     */
    private static final double AS_LARGE = 0.9;

    /** Where the diagram goes beside the stack it shares: a side of it, and its share of the place. */
    private record Place(int where, float share, double zoom) {
    }

    private SideBySide() {
    }

    /** Moves {@code diagram} into a new editor stack beside its own, unless it is alone in its stack already; whether it moved. */
    static boolean place(TopologyDiagramEditor diagram) {
        MPart part = diagram.getSite().getService(MPart.class);
        EModelService models = diagram.getSite().getService(EModelService.class);
        if (part == null || models == null) {
            return false;
        }
        Object stack = part.getParent();
        if (!(stack instanceof MPartStack from) || from.getChildren().size() < 2) {
            return false;
        }
        Place place = from.getWidget() instanceof Composite tabs && tabs.getSize().y > 0 ? best(diagram, tabs)
                : new Place(EModelService.RIGHT_OF, 0.5f, 0);
        MPartStack beside = models.createModelElement(MPartStack.class);
        beside.getTags().add(EDITOR_STACK);
        models.insert(beside, (MPartSashContainerElement) from, place.where(), place.share());
        from.getChildren().remove(part);
        beside.getChildren().add(part);
        beside.setSelectedElement(part);
        part.setVisible(true);
        part.setToBeRendered(true);
        return true;
    }

    /** The place in the stack {@code tabs} shows where {@code diagram} draws its fabric largest, with the least share for that. */
    private static Place best(TopologyDiagramEditor diagram, Composite tabs) {
        Place best = null;
        for (int where : new int[] {EModelService.RIGHT_OF, EModelService.BELOW}) {
            double largest = Math.min(1, zoom(diagram, tabs, where, MOST));
            for (float share : SHARES) {
                double zoom = zoom(diagram, tabs, where, share);
                if (zoom >= largest * AS_LARGE) {
                    if (best == null || zoom > best.zoom()) {
                        best = new Place(where, share, zoom);
                    }
                    break;
                }
            }
        }
        return best;
    }

    /** How large {@code diagram} draws its fabric in a new stack {@code where} of the one {@code tabs} shows, taking {@code share} of it. */
    private static double zoom(TopologyDiagramEditor diagram, Composite tabs, int where, float share) {
        // a new stack has the tabs' row and the editor below it, as this one does
        Rectangle editor = tabs.getClientArea();
        int tabRow = tabs.getSize().y - editor.height;
        Dimension size = where == EModelService.BELOW ? new Dimension(editor.width, Math.round(tabs.getSize().y * share) - tabRow)
                : new Dimension(Math.round(editor.width * share), editor.height);
        return diagram.zoomToFit(size);
    }
}
