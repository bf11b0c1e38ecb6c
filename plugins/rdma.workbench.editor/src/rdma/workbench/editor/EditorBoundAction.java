package rdma.workbench.editor;

import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.jface.util.PropertyChangeEvent;
import org.eclipse.ui.IEditorPart;

/**
 * A Diagram or View menu item that acts on the diagram as a whole (Arrange All, Validate, Export as PNG, the grid):
 * it runs the active diagram editor's action of the same id whichever part has the focus. A retarget action would
 * follow the active part instead, and so be disabled while Properties or Problems is active, although nothing it does
 * depends on them.
 */
final class EditorBoundAction extends Action implements IPropertyChangeListener {

    private IAction target;

    EditorBoundAction(String id, String text, int style) {
        super(text, style);
        setId(id);
        setEnabled(false);
    }

    /** Acts on {@code editor}'s action from now on; none when the editor is not a diagram. */
    void bind(IEditorPart editor) {
        if (target != null) {
            target.removePropertyChangeListener(this);
        }
        ActionRegistry registry = editor == null ? null : editor.getAdapter(ActionRegistry.class);
        target = registry == null ? null : registry.getAction(getId());
        if (target != null) {
            target.addPropertyChangeListener(this);
            setToolTipText(target.getToolTipText());
        }
        update();
    }

    private void update() {
        setEnabled(target != null && target.isEnabled());
        if (getStyle() == AS_CHECK_BOX) {
            setChecked(target != null && target.isChecked());
        }
    }

    @Override
    public void propertyChange(PropertyChangeEvent event) {
        update();
    }

    @Override
    public void run() {
        if (target != null && target.isEnabled()) {
            target.run();
            update();
        }
    }
}
