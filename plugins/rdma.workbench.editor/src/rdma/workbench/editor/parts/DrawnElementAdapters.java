package rdma.workbench.editor.parts;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;

/**
 * A part of the diagram adapts to the model element it draws: commands that act on the selected
 * model elements (Ctrl+1, the workbench's Quick Fix) then act on the diagram's selection as they
 * do on a tree editor's.
 */
public final class DrawnElementAdapters implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> type) {
        if (type == EObject.class && adaptable instanceof EditPart part && part.getModel() instanceof EObject element) {
            return type.cast(element);
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] {EObject.class};
    }
}
