package rdma.workbench.model.persistence;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * Finds the child a keyed URI fragment segment such as {@code @steps[name='qp']} names without
 * scanning the list, which is what EMF does for every reference it resolves (a scenario with
 * thousands of queue pairs spent most of its load time there).
 * <p>
 * The index of one containment list maps each child's own segment, as EMF writes it
 * ({@link InternalEObject#eURIFragmentSegment}), to the child. It lives in an adapter on the
 * list's owner, which drops it whenever the list changes (add, remove, move, set), so an index
 * never holds a child that left or misses one that came. A renamed child is caught by checking
 * every hit against the child's current segment: a stale hit or a miss rebuilds the index once,
 * and what it still does not find goes to EMF's own lookup, so the answer is always the one the
 * scan would give.
 */
final class KeyedChildren extends AdapterImpl {

    private final Map<EStructuralFeature, Map<String, EObject>> indexes = new HashMap<>();

    /** The child of {@code owner} that {@code segment} names, or null. */
    static EObject find(InternalEObject owner, String segment) {
        EReference list = keyedList(owner, segment);
        if (list == null) {
            return owner.eObjectForURIFragmentSegment(segment);
        }
        KeyedChildren index = of(owner);
        EObject hit = index.lookup(owner, list, segment, false);
        if (hit == null) {
            hit = index.lookup(owner, list, segment, true);
        }
        return hit != null ? hit : owner.eObjectForURIFragmentSegment(segment);
    }

    /** The containment list with keys a segment "@feature[...]" of {@code owner} names, or null for any other segment. */
    private static EReference keyedList(InternalEObject owner, String segment) {
        int bracket = segment.indexOf('[');
        if (segment.isEmpty() || segment.charAt(0) != '@' || bracket < 0) {
            return null;
        }
        EStructuralFeature f = owner.eClass().getEStructuralFeature(segment.substring(1, bracket));
        return f instanceof EReference r && r.isContainment() && r.isMany() && !r.getEKeys().isEmpty() ? r : null;
    }

    private static KeyedChildren of(InternalEObject owner) {
        for (Object a : owner.eAdapters()) {
            if (a instanceof KeyedChildren k) {
                return k;
            }
        }
        KeyedChildren k = new KeyedChildren();
        owner.eAdapters().add(k);
        return k;
    }

    private EObject lookup(InternalEObject owner, EReference list, String segment, boolean rebuild) {
        Map<String, EObject> index = rebuild ? null : indexes.get(list);
        if (index == null) {
            index = build(owner, list);
            indexes.put(list, index);
        }
        EObject hit = index.get(segment);
        boolean current = hit != null && hit.eContainer() == owner && hit.eContainmentFeature() == list
                && segment.equals(owner.eURIFragmentSegment(list, hit));
        return current ? hit : null;
    }

    private static Map<String, EObject> build(InternalEObject owner, EReference list) {
        List<?> children = ((InternalEList<?>) owner.eGet(list, false)).basicList();
        Map<String, EObject> index = new HashMap<>(children.size() * 2);
        for (Object child : children) {
            index.putIfAbsent(owner.eURIFragmentSegment(list, (EObject) child), (EObject) child);
        }
        return index;
    }

    /** A change of a list drops its index; changes of other features of the owner leave the indexes as they are. */
    @Override
    public void notifyChanged(Notification n) {
        if (n.getFeature() instanceof EReference r && r.isContainment()) {
            indexes.remove(r);
        }
    }

    @Override
    public boolean isAdapterForType(Object type) {
        return type == KeyedChildren.class;
    }
}
