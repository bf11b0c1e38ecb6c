package rdma.workbench.ui.properties;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource2;

/**
 * The properties of one element together with those of parts that are not drawn on their own
 * (a NIC's capabilities, ports and GID entries), one category per part: selecting the NIC
 * shows and edits all of it. Each value is set through its own object's EMF.Edit descriptor,
 * so every edit is an undoable command on the editing domain's stack.
 */
public final class NestedPropertySource implements IPropertySource2 {

    /** A property of one part: the part and the EMF.Edit id, unique across parts. */
    private record Key(EObject owner, Object id) {
    }

    private final Object editable;
    private final Map<EObject, ItemPropertySource> sources = new LinkedHashMap<>();
    private final Map<EObject, String> categories = new LinkedHashMap<>();

    /**
     * {@code root}'s properties keep their own category (else {@code rootCategory});
     * each of {@code parts} is listed under its category from {@code parts}' values.
     */
    public NestedPropertySource(AdapterFactory adapterFactory, EObject root, String rootCategory, Map<EObject, String> parts) {
        this.editable = root;
        add(adapterFactory, root, rootCategory);
        parts.forEach((part, category) -> add(adapterFactory, part, category));
    }

    private void add(AdapterFactory adapterFactory, EObject o, String category) {
        IItemPropertySource s = (IItemPropertySource) adapterFactory.adapt(o, IItemPropertySource.class);
        if (s != null) {
            sources.put(o, new ItemPropertySource(o, s));
            categories.put(o, category);
        }
    }

    @Override
    public Object getEditableValue() {
        return editable;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> out = new ArrayList<>();
        boolean root = true;
        for (Map.Entry<EObject, ItemPropertySource> e : sources.entrySet()) {
            for (IPropertyDescriptor d : e.getValue().getPropertyDescriptors()) {
                String category = root && d.getCategory() != null ? d.getCategory() : categories.get(e.getKey());
                out.add(new Categorized(new Key(e.getKey(), d.getId()), category, d));
            }
            root = false;
        }
        return out.toArray(new IPropertyDescriptor[0]);
    }

    @Override
    public Object getPropertyValue(Object id) {
        return id instanceof Key k ? sources.get(k.owner).getPropertyValue(k.id) : null;
    }

    @Override
    public boolean isPropertySet(Object id) {
        return id instanceof Key k && sources.get(k.owner).isPropertySet(k.id);
    }

    @Override
    public boolean isPropertyResettable(Object id) {
        return id instanceof Key k && sources.get(k.owner).isPropertyResettable(k.id);
    }

    @Override
    public void resetPropertyValue(Object id) {
        if (id instanceof Key k) {
            sources.get(k.owner).resetPropertyValue(k.id);
        }
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        if (id instanceof Key k) {
            sources.get(k.owner).setPropertyValue(k.id, value);
        }
    }

    /** A part's descriptor under its part's id and category. */
    private record Categorized(Key key, String category, IPropertyDescriptor inner) implements IPropertyDescriptor {

        @Override
        public CellEditor createPropertyEditor(Composite parent) {
            return inner.createPropertyEditor(parent);
        }

        @Override
        public String getCategory() {
            return category;
        }

        @Override
        public String getDescription() {
            return inner.getDescription();
        }

        @Override
        public String getDisplayName() {
            return inner.getDisplayName();
        }

        @Override
        public String[] getFilterFlags() {
            return inner.getFilterFlags();
        }

        @Override
        public Object getHelpContextIds() {
            return inner.getHelpContextIds();
        }

        @Override
        public Object getId() {
            return key;
        }

        @Override
        public ILabelProvider getLabelProvider() {
            return inner.getLabelProvider();
        }

        @Override
        public boolean isCompatibleWith(IPropertyDescriptor other) {
            return other instanceof Categorized c && c.key.id.equals(key.id) && c.category.equals(category);
        }
    }
}
