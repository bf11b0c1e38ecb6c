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

    /** {@code base}, or base-2, base-3, ... : the first that none of {@code siblings} other than {@code self} is called. */
    public static String unique(String base, List<? extends EObject> siblings, EObject self) {
        Set<String> taken = new HashSet<>();
        for (EObject s : siblings) {
            EAttribute name = nameAttribute(s);
            if (s != self && name != null && s.eGet(name) != null) {
                taken.add((String) s.eGet(name));
            }
        }
        return FreeNames.firstFree(base, taken::contains);
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
