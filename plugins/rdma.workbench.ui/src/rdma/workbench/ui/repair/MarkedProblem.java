package rdma.workbench.ui.repair;

import org.eclipse.core.resources.IMarker;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.model.repair.Remedies;
import rdma.workbench.model.repair.Remedy;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.model.validation.Rule;
import rdma.workbench.ui.validation.ProblemMarkers;

/**
 * The validation problem a marker stands for, found again in a loaded model: the marker keeps
 * the object's URI fragment, the rule and the message; the diagnostic (with the related object
 * or attribute a fix needs) comes from validating the model as the editors do.
 */
record MarkedProblem(Resource resource, EObject object, Diagnostic diagnostic, Remedy remedy) {

    /** The problem of {@code marker} in {@code resource}; null when the model no longer has it. */
    static MarkedProblem of(IMarker marker, Resource resource) {
        Rule rule = ruleOf(marker);
        EObject object = ProblemMarkers.objectOf(marker, resource);
        if (rule == null || object == null) {
            return null;
        }
        return of(resource, object, rule, marker.getAttribute(IMarker.MESSAGE, ""));
    }

    /** The problem of {@code rule} about {@code object} with {@code message} (or the first of that rule about it). */
    static MarkedProblem of(Resource resource, EObject object, Rule rule, String message) {
        Diagnostic match = null;
        for (Diagnostic d : ModelValidation.validate(resource.getContents().get(0)).getChildren()) {
            if (d.getCode() == rule.code() && !d.getData().isEmpty() && d.getData().get(0) == object) {
                if (d.getMessage().equals(message)) {
                    match = d;
                    break;
                }
                match = match == null ? d : match;
            }
        }
        Remedy remedy = match == null ? null : Remedies.forProblem(match);
        return remedy == null ? null : new MarkedProblem(resource, object, match, remedy);
    }

    static Rule ruleOf(IMarker marker) {
        String name = marker.getAttribute(ProblemMarkers.RULE, null);
        try {
            return name == null ? null : Rule.valueOf(name);
        } catch (IllegalArgumentException e) {
            return null; // a marker of a rule that was retired
        }
    }
}
