package rdma.workbench.model.naming;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import rdma.workbench.model.topology.NamedElement;

/**
 * The names an object's siblings have, for giving it or a new sibling a free one through {@link FreeNames}:
 * references name their target by name (EMF eKeys), so siblings' names differ, and the validator reports a duplicate
 * (DUPLICATE_NAME) that a new element must never make.
 */
public final class SiblingNames {

    private SiblingNames() {
    }

    /** A pool of the names {@code siblings} have, to name new elements beside them one after another. */
    public static FreeNames.Pool of(Iterable<? extends NamedElement> siblings) {
        List<String> names = new ArrayList<>();
        for (NamedElement e : siblings) {
            names.add(e.getName());
        }
        return FreeNames.among(names);
    }

    /** The object's {@code name} attribute, when it has a String one; else null. */
    public static EAttribute nameAttribute(EObject o) {
        EStructuralFeature f = o.eClass().getEStructuralFeature("name");
        return f instanceof EAttribute a && a.getEAttributeType().getInstanceClass() == String.class ? a : null;
    }

    /** {@code base}, or the next name in its style ({@link FreeNames#next}) that none of {@code siblings} other than {@code self} is called. */
    public static String unique(String base, List<? extends EObject> siblings, EObject self) {
        Set<String> taken = new HashSet<>();
        for (EObject s : siblings) {
            EAttribute name = nameAttribute(s);
            if (s != self && name != null && s.eGet(name) != null) {
                taken.add((String) s.eGet(name));
            }
        }
        return FreeNames.next(base, taken::contains);
    }

    /**
     * Why {@code o} cannot be called {@code name}, or null when it can: in a list whose members references
     * name (an EMF eKey, as hosts, ports and steps are), another member already has that name, and a
     * reference could no longer tell the two apart (on reopening it would lead to the first).
     */
    public static String clash(EObject o, String name) {
        EAttribute key = nameAttribute(o);
        if (name == null || key == null || o.eContainmentFeature() == null || !o.eContainmentFeature().getEKeys().contains(key)) {
            return null;
        }
        for (EObject s : siblings(o)) {
            if (s != o && name.equals(s.eGet(key))) {
                return ModelLabels.of(s) + " already has that name: names must be unique here, because references use them";
            }
        }
        return null;
    }

    /** The objects in the same containment list as {@code o}. */
    @SuppressWarnings("unchecked")
    public static List<? extends EObject> siblings(EObject o) {
        if (o.eContainer() == null || !o.eContainmentFeature().isMany()) {
            return List.of(o);
        }
        return (List<? extends EObject>) o.eContainer().eGet(o.eContainmentFeature());
    }
}
