package rdma.workbench.ui.properties;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertySource;

/**
 * Model objects selected anywhere (an outline tree, a diagram) get their Properties through
 * the EMF.Edit item providers of the editing domain they belong to, so the edits are commands
 * on that domain's stack.
 */
public final class ModelPropertySourceAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> type) {
        if (type != IPropertySource.class || !(adaptable instanceof EObject o)) {
            return null;
        }
        EditingDomain domain = AdapterFactoryEditingDomain.getEditingDomainFor(o);
        if (!(domain instanceof AdapterFactoryEditingDomain d)) {
            return null;
        }
        IItemPropertySource source = (IItemPropertySource) d.getAdapterFactory().adapt(o, IItemPropertySource.class);
        return source == null ? null : type.cast(new ItemPropertySource(o, source));
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] {IPropertySource.class};
    }
}
