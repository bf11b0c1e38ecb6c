package rdma.workbench.ui.properties;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.IPropertySourceProvider;

/** Gives the Properties view an {@link IPropertySource} for every model object with an EMF.Edit property source. */
public final class ItemPropertySourceProvider implements IPropertySourceProvider {

    private final AdapterFactory adapterFactory;

    public ItemPropertySourceProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
    }

    @Override
    public IPropertySource getPropertySource(Object object) {
        if (object instanceof IPropertySource p) {
            return p;
        }
        IItemPropertySource source = (IItemPropertySource) adapterFactory.adapt(object, IItemPropertySource.class);
        return source == null ? null : new ItemPropertySource(object, source);
    }
}
