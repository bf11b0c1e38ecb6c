package rdma.workbench.model.repair;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import rdma.workbench.model.naming.FreeNames;

/** Names that no sibling has yet: references name their target by name (EMF eKeys), so siblings' names differ. */
final class Names {

    private Names() {
    }

    static EAttribute nameAttribute(EObject o) {
        EStructuralFeature f = o.eClass().getEStructuralFeature("name");
        return f instanceof EAttribute a && a.getEAttributeType().getInstanceClass() == String.class ? a : null;
    }

    /** {@code base}, or base-2, base-3, ... : the first that none of {@code siblings} other than {@code self} is called. */
    static String unique(String base, List<? extends EObject> siblings, EObject self) {
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
    static List<? extends EObject> siblings(EObject o) {
        if (o.eContainer() == null || !o.eContainmentFeature().isMany()) {
            return List.of(o);
        }
        return (List<? extends EObject>) o.eContainer().eGet(o.eContainmentFeature());
    }
}
