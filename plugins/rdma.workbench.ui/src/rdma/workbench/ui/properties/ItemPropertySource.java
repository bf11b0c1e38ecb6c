package rdma.workbench.ui.properties;

import java.util.List;

import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.emf.edit.provider.IWrapperItemProvider;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource2;

/**
 * One model object seen by the Properties view through EMF.Edit's {@link IItemPropertySource}.
 * Values are set through the item property descriptors, which run a SetCommand on the object's
 * editing domain: every edit made in the Properties view is undoable.
 */
public final class ItemPropertySource implements IPropertySource2 {

    private final Object object;
    private final IItemPropertySource source;

    public ItemPropertySource(Object object, IItemPropertySource source) {
        this.object = object;
        this.source = source;
    }

    @Override
    public Object getEditableValue() {
        return source.getEditableValue(object);
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IItemPropertyDescriptor> items = source.getPropertyDescriptors(object);
        IPropertyDescriptor[] result = new IPropertyDescriptor[items.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = new ItemPropertyDescriptorAdapter(object, items.get(i));
        }
        return result;
    }

    /** The value itself (the property sheet shows it with the descriptor's label provider). */
    @Override
    public Object getPropertyValue(Object id) {
        IItemPropertyDescriptor d = descriptor(id);
        if (d == null) {
            return null;
        }
        Object value = d.getPropertyValue(object);
        if (value instanceof ItemPropertyDescriptor.PropertyValueWrapper wrapper) {
            return wrapper.getEditableValue(object);
        }
        if (value instanceof IWrapperItemProvider wrapper) {
            return wrapper.getValue();
        }
        return value;
    }

    @Override
    public boolean isPropertySet(Object id) {
        IItemPropertyDescriptor d = descriptor(id);
        return d != null && d.isPropertySet(object);
    }

    @Override
    public boolean isPropertyResettable(Object id) {
        IItemPropertyDescriptor d = descriptor(id);
        return d != null && d.canSetProperty(object);
    }

    @Override
    public void resetPropertyValue(Object id) {
        IItemPropertyDescriptor d = descriptor(id);
        if (d != null && d.canSetProperty(object)) {
            d.resetPropertyValue(object);
        }
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        IItemPropertyDescriptor d = descriptor(id);
        if (d != null && d.canSetProperty(object)) {
            d.setPropertyValue(object, value);
        }
    }

    private IItemPropertyDescriptor descriptor(Object id) {
        return source.getPropertyDescriptor(object, id);
    }
}
