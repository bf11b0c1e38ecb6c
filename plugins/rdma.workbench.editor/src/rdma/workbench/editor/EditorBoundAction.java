package rdma.workbench.editor;

import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.RetargetAction;

/**
 * A Diagram or View menu item that acts on the diagram as a whole (Arrange All, Validate, Export as PNG, the grid):
 * its handler is the active diagram editor's action of the same id, whichever part has the focus. A plain action in
 * an editor's menus is disabled by the workbench while a view is active (EditorActionBars allows only retarget actions
 * then), and a retarget action registered as a part listener follows the active part; this one is a retarget action
 * that never hears of the parts, so it stays bound to the editor.
 */
final class EditorBoundAction extends RetargetAction {

    EditorBoundAction(String id, String text, int style) {
        super(id, text, style);
    }

    /** Acts on {@code editor}'s action from now on; none when the editor is not a diagram. */
    void bind(IEditorPart editor) {
        ActionRegistry registry = editor == null ? null : editor.getAdapter(ActionRegistry.class);
        setActionHandler(registry == null ? null : registry.getAction(getId()));
    }
}
