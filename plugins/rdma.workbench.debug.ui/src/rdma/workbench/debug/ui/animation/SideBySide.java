package rdma.workbench.debug.ui.animation;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainerElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.ui.IEditorPart;

/**
 * Puts an editor in a stack of its own beside the other editors, as dragging its tab to the side
 * does: the topology diagram stays in view while the debugger shows the current step in the
 * scenario editor.
 */
final class SideBySide {

    /** The tag the workbench gives the stacks of the editor area. */
    private static final String EDITOR_STACK = "EditorStack";

    private SideBySide() {
    }

    /** Moves {@code editor} into a new editor stack to the right of its own, unless it is alone in its stack already; whether it moved. */
    static boolean place(IEditorPart editor) {
        MPart part = editor.getSite().getService(MPart.class);
        EModelService models = editor.getSite().getService(EModelService.class);
        if (part == null || models == null) {
            return false;
        }
        Object stack = part.getParent();
        if (!(stack instanceof MPartStack from) || from.getChildren().size() < 2) {
            return false;
        }
        MPartStack beside = models.createModelElement(MPartStack.class);
        beside.getTags().add(EDITOR_STACK);
        models.insert(beside, (MPartSashContainerElement) from, EModelService.RIGHT_OF, 0.5f);
        from.getChildren().remove(part);
        beside.getChildren().add(part);
        beside.setSelectedElement(part);
        part.setVisible(true);
        part.setToBeRendered(true);
        return true;
    }
}
