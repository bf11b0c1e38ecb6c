package rdma.workbench.model.programs;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EContentsEList;

import rdma.workbench.model.scenario.Step;

/**
 * The references a step makes to other objects: its own and those of what it contains (its SGEs,
 * its expected completions), each with the object that holds it and the feature, so that a
 * many-valued one can be changed in place.
 */
public final class StepReferences {

    /** One reference: {@code holder}'s {@code reference} points at {@code target}. */
    @FunctionalInterface
    public interface Visitor {
        void visit(EObject holder, EReference reference, EObject target);
    }

    private StepReferences() {
    }

    /** Calls {@code visitor} for every reference of {@code step} and of its contents, in order. */
    @SuppressWarnings("unchecked")
    public static void forEach(Step step, Visitor visitor) {
        List<EObject> holders = new ArrayList<>();
        holders.add(step);
        holders.addAll(step.eContents());
        for (EObject holder : holders) {
            for (EContentsEList.FeatureIterator<EObject> it = (EContentsEList.FeatureIterator<EObject>) holder.eCrossReferences().iterator(); it.hasNext();) {
                EObject target = it.next();
                visitor.visit(holder, (EReference) it.feature(), target);
            }
        }
    }

    /** Whether {@code step} (or an SGE, expectation of it) refers to {@code target}. */
    public static boolean refersTo(Step step, EObject target) {
        if (step.eCrossReferences().contains(target)) {
            return true;
        }
        return step.eContents().stream().anyMatch(c -> c.eCrossReferences().contains(target));
    }
}
