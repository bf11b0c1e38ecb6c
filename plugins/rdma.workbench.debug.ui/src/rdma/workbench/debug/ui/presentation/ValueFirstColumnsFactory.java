package rdma.workbench.debug.ui.presentation;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.debug.internal.ui.viewers.model.provisional.IColumnPresentation;
import org.eclipse.debug.internal.ui.viewers.model.provisional.IColumnPresentationFactory;
import org.eclipse.debug.internal.ui.viewers.model.provisional.IPresentationContext;
import org.eclipse.debug.ui.IDebugUIConstants;

/**
 * Gives an RDMA frame (an adapter of {@code StepFrame}, declared in plugin.xml) the Variables
 * view's {@link ValueFirstColumns}; the platform's factory, registered for every stack frame,
 * answers for the frames of other debuggers.
 */
@SuppressWarnings("restriction") // the Variables view asks for its columns only through these provisional types
public final class ValueFirstColumnsFactory implements IAdapterFactory, IColumnPresentationFactory {

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        return adapterType == IColumnPresentationFactory.class ? (T) this : null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] {IColumnPresentationFactory.class};
    }

    @Override
    public IColumnPresentation createColumnPresentation(IPresentationContext context, Object element) {
        return inVariablesView(context) ? new ValueFirstColumns() : null;
    }

    @Override
    public String getColumnPresentationId(IPresentationContext context, Object element) {
        // the platform's id: widths and columns a user chose for it stay chosen
        return inVariablesView(context) ? IDebugUIConstants.COLUMN_PRESENTATION_ID_VARIABLE : null;
    }

    private static boolean inVariablesView(IPresentationContext context) {
        return IDebugUIConstants.ID_VARIABLE_VIEW.equals(context.getId());
    }
}
