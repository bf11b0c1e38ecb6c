package rdma.workbench.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;

import rdma.workbench.model.layout.Diagram;
import rdma.workbench.model.layout.EdgeLayout;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/**
 * Deletes drawn elements and everything that cannot outlive them: the links cabled to their
 * ports, their layout entries, and references to them from what stays (a port's namespace, a
 * cgroup limit's device) are cleared. Undo puts every piece back where it was.
 */
public final class DeleteCommand extends Command {

    private final Topology topology;
    private final List<EObject> elements;
    private final List<Removal> removals = new ArrayList<>();
    private final List<Unset> unsets = new ArrayList<>();

    public DeleteCommand(Topology topology, Collection<? extends EObject> elements) {
        super("Delete");
        this.topology = topology;
        this.elements = new ArrayList<>(elements);
    }

    @Override
    public boolean canExecute() {
        return !elements.isEmpty();
    }

    @Override
    public void execute() {
        Set<EObject> roots = new LinkedHashSet<>();
        for (EObject e : elements) {
            if (e.eContainer() != null && EcoreUtil.isAncestor(topology, e)) {
                roots.add(e);
            }
        }
        for (Link l : topology.getLinks()) {
            if (within(l.getSource(), roots) || within(l.getTarget(), roots)) {
                roots.add(l);
            }
        }
        Diagram d = topology.getLayout();
        if (d != null) {
            for (NodeLayout n : d.getNodes()) {
                if (within(n.getElement(), roots)) {
                    roots.add(n);
                }
            }
            for (EdgeLayout n : d.getEdges()) {
                if (within(n.getElement(), roots)) {
                    roots.add(n);
                }
            }
        }
        roots.removeIf(r -> ancestorIn(r.eContainer(), roots));
        clearReferences(roots);
        // cables and layout entries go first, so that nothing refers to an element already gone
        List<EObject> order = new ArrayList<>(roots);
        order.sort(Comparator.comparingInt(r -> r instanceof Link ? 0 : isLayout(r) ? 1 : 2));
        for (EObject r : order) {
            EList<?> list = (EList<?>) r.eContainer().eGet(r.eContainmentFeature());
            removals.add(new Removal(r.eContainer(), r.eContainmentFeature(), list.indexOf(r), r));
            list.remove(r);
        }
    }

    private void clearReferences(Set<EObject> roots) {
        List<EObject> ofInterest = new ArrayList<>();
        for (EObject r : roots) {
            ofInterest.add(r);
            r.eAllContents().forEachRemaining(ofInterest::add);
        }
        Map<EObject, Collection<EStructuralFeature.Setting>> usages = topology.eResource() != null
                ? EcoreUtil.UsageCrossReferencer.findAll(ofInterest, topology.eResource())
                : EcoreUtil.UsageCrossReferencer.findAll(ofInterest, topology);
        for (Map.Entry<EObject, Collection<EStructuralFeature.Setting>> u : usages.entrySet()) {
            for (EStructuralFeature.Setting s : u.getValue()) {
                EObject holder = s.getEObject();
                EReference ref = (EReference) s.getEStructuralFeature();
                if (within(holder, roots) || ref.isContainment() || ref.isContainer() || ref.isDerived() || !ref.isChangeable()) {
                    continue;
                }
                if (ref.isMany()) {
                    EList<?> list = (EList<?>) holder.eGet(ref);
                    int i = list.indexOf(u.getKey());
                    unsets.add(new Unset(holder, ref, i, u.getKey()));
                    list.remove(i);
                } else {
                    unsets.add(new Unset(holder, ref, -1, u.getKey()));
                    holder.eSet(ref, null);
                }
            }
        }
    }

    private static boolean within(EObject o, Set<EObject> roots) {
        return o != null && ancestorIn(o, roots);
    }

    private static boolean ancestorIn(EObject o, Set<EObject> roots) {
        for (; o != null; o = o.eContainer()) {
            if (roots.contains(o)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Layout entries go back before the elements they place, so that a restored host is drawn
     * where it was at once (each container's entries still come back in reverse order).
     */
    @Override
    public void undo() {
        restore(true);
        restore(false);
        for (int i = unsets.size() - 1; i >= 0; i--) {
            Unset u = unsets.get(i);
            if (u.index >= 0) {
                @SuppressWarnings("unchecked")
                EList<EObject> list = (EList<EObject>) u.holder.eGet(u.reference);
                list.add(Math.min(u.index, list.size()), u.value);
            } else {
                u.holder.eSet(u.reference, u.value);
            }
        }
    }

    private void restore(boolean layoutEntries) {
        for (int i = removals.size() - 1; i >= 0; i--) {
            Removal r = removals.get(i);
            if (isLayout(r.object) == layoutEntries) {
                @SuppressWarnings("unchecked")
                EList<EObject> list = (EList<EObject>) r.container.eGet(r.feature);
                list.add(Math.min(r.index, list.size()), r.object);
            }
        }
    }

    private static boolean isLayout(EObject o) {
        return o instanceof NodeLayout || o instanceof EdgeLayout;
    }

    @Override
    public void redo() {
        for (Unset u : unsets) {
            if (u.index >= 0) {
                ((EList<?>) u.holder.eGet(u.reference)).remove(u.value);
            } else {
                u.holder.eSet(u.reference, null);
            }
        }
        for (Removal r : removals) {
            ((EList<?>) r.container.eGet(r.feature)).remove(r.object);
        }
    }

    private record Removal(EObject container, EStructuralFeature feature, int index, EObject object) {
    }

    private record Unset(EObject holder, EReference reference, int index, EObject value) {
    }
}
