package rdma.workbench.ui.properties;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.IPropertyDescriptor;

import rdma.workbench.model.choices.Choice;
import rdma.workbench.model.choices.ReferenceChoices;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.network.EcnRule;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.TopologyPackage;
import rdma.workbench.ui.edit.TreeLabels;

/**
 * One EMF.Edit property as the Properties view wants it: name, category, help text, a label
 * provider for the value and a cell editor that fits the feature's type. A reference offers
 * only the objects that are legal there ({@link ReferenceChoices}), each with a short description.
 */
public final class ItemPropertyDescriptorAdapter implements IPropertyDescriptor {

    private final Object object;
    private final IItemPropertyDescriptor item;

    public ItemPropertyDescriptorAdapter(Object object, IItemPropertyDescriptor item) {
        this.object = object;
        this.item = item;
    }

    @Override
    public CellEditor createPropertyEditor(Composite parent) {
        if (!item.canSetProperty(object)) {
            return null;
        }
        Object feature = item.getFeature(object);
        ILabelProvider labels = getLabelProvider();
        Collection<?> choices = item.getChoiceOfValues(object);
        if (choices != null && feature instanceof EReference r && object instanceof EObject owner) {
            List<Choice> legal = ReferenceChoices.of(owner, r, choices);
            if (!item.isMany(object)) {
                return new ChoiceCellEditor(parent, legal.stream().map(Choice::value).toList(), described(labels, legal));
            }
            choices = legal.stream().map(Choice::value).filter(Objects::nonNull).toList();
        }
        if (item.isMany(object)) {
            return choices == null ? null : new ChoicesDialogCellEditor(parent, getDisplayName(), new ArrayList<>(choices), labels);
        }
        if (choices != null) {
            return new ChoiceCellEditor(parent, new ArrayList<>(choices), labels);
        }
        if (feature instanceof EAttribute a) {
            EDataType type = a.getEAttributeType();
            if (type.getInstanceClass() == Boolean.class || type.getInstanceClass() == boolean.class) {
                return new ChoiceCellEditor(parent, List.of(Boolean.FALSE, Boolean.TRUE), labels);
            }
            boolean required = a.isRequired() || type.getInstanceClass() != null && type.getInstanceClass().isPrimitive();
            // a key of its list (hosts, ports, steps ... are named by references) takes no name a sibling has
            return new DataTypeCellEditor(parent, type, required,
                    object instanceof EObject owner && a == SiblingNames.nameAttribute(owner) ? text -> SiblingNames.clash(owner, text) : text -> null);
        }
        return null;
    }

    /**
     * The drop-down's labels: each legal object with the words that tell it apart ("qp — RC QP of
     * program server on host2, step 4"), since two programs' objects often share a name.
     */
    private static ILabelProvider described(ILabelProvider labels, List<Choice> legal) {
        Map<Object, String> descriptions = new IdentityHashMap<>();
        legal.forEach(c -> {
            if (c.value() != null) {
                descriptions.put(c.value(), c.description());
            }
        });
        return new LabelProvider() {
            @Override
            public String getText(Object element) {
                String d = descriptions.get(element);
                return d == null || d.isEmpty() ? labels.getText(element) : labels.getText(element) + " \u2014 " + d;
            }
        };
    }

    @Override
    public String getCategory() {
        return item.getCategory(object);
    }

    /**
     * The item provider's description: the feature's reference text, which generation takes from
     * its documentation in the .ecore (with its enum's literals) into the edit bundle's plugin.properties.
     */
    @Override
    public String getDescription() {
        return item.getDescription(object);
    }

    @Override
    public String getDisplayName() {
        return item.getDisplayName(object);
    }

    @Override
    public String[] getFilterFlags() {
        return item.getFilterFlags(object);
    }

    @Override
    public Object getHelpContextIds() {
        return item.getHelpContextIds(object);
    }

    @Override
    public Object getId() {
        return item.getId(object);
    }

    /**
     * The value's text; an unsettable attribute left unset says so instead of showing its type's
     * default (a ModifyQp without a port is not "port 0"), with what unset stands for where that is a value; a number
     * carries its unit, and a link's end names the switch or NIC it is a port of.
     */
    @Override
    public ILabelProvider getLabelProvider() {
        IItemLabelProvider labels = item.getLabelProvider(object);
        EStructuralFeature feature = item.getFeature(object) instanceof EStructuralFeature f ? f : null;
        return new LabelProvider() {
            @Override
            public String getText(Object element) {
                if (object instanceof EObject owner && feature instanceof EAttribute a && a.isUnsettable() && !a.isMany() && !owner.eIsSet(a)) {
                    return unset(owner, a);
                }
                if (element instanceof Endpoint end) {
                    // "Switch Port p1" does not say whose: a link's ends name their switch, or their NIC and its host
                    String of = ModelLabels.capitalize(ModelLabels.of(end));
                    return end.eContainer() instanceof Rnic r && r.eContainer() instanceof Host h ? of + " on host " + h.getName() : of;
                }
                // 25 Gbit/s, as the diagram and the tree write it, not "25.0"
                String text = element instanceof Double d ? TreeLabels.number(d) : labels.getText(element);
                return element instanceof Number ? PropertyUnits.withUnit(feature, text) : text;
            }
        };
    }

    static String unset(EObject owner, EAttribute a) {
        if (a == TopologyPackage.Literals.SWITCH__ECN_KMAX && owner instanceof Switch s) {
            return "(not set: 4 \u00d7 Kmin = " + PropertyUnits.withUnit(a, Long.toString(EcnRule.of(s).kmax())) + ")";
        }
        return "(not set)";
    }

    @Override
    public boolean isCompatibleWith(IPropertyDescriptor other) {
        return other instanceof ItemPropertyDescriptorAdapter o && item.getFeature(object) instanceof EStructuralFeature f
                && f == o.item.getFeature(o.object);
    }

    /** Null when the data type reads {@code text} back, else the reason it cannot. */
    static String problemWith(EDataType type, String text) {
        try {
            Object value = EcoreUtil.createFromString(type, text);
            if (type.getEPackage() != EcorePackage.eINSTANCE) {
                Diagnostic d = Diagnostician.INSTANCE.validate(type, value);
                if (d.getSeverity() == Diagnostic.ERROR) {
                    return d.getMessage();
                }
            }
            return null;
        } catch (RuntimeException e) {
            return "\"" + text + "\" is not a valid " + typeName(type);
        }
    }

    static String typeName(EDataType type) {
        Class<?> c = type.getInstanceClass();
        if (c == int.class || c == Integer.class) {
            return "whole number (32 bits)";
        }
        if (c == long.class || c == Long.class) {
            return "whole number (64 bits)";
        }
        if (c == double.class || c == Double.class || c == float.class || c == Float.class) {
            return "number";
        }
        return type.getName();
    }
}
