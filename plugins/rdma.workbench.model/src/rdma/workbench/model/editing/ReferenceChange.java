package rdma.workbench.model.editing;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/** One value of one reference replaced by another ({@code to} null: removed, the reference left empty). */
record ReferenceChange(EObject owner, EReference feature, EObject from, EObject to) {

    @SuppressWarnings("unchecked")
    void apply() {
        if (feature.isMany()) {
            List<EObject> values = (List<EObject>) owner.eGet(feature);
            int i = values.indexOf(from);
            if (i < 0) {
                return;
            }
            if (to == null) {
                values.remove(i);
            } else {
                values.set(i, to);
            }
        } else if (owner.eGet(feature) == from) {
            owner.eSet(feature, to);
        }
    }
}
