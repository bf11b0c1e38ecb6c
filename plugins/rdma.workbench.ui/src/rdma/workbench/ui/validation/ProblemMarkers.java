package rdma.workbench.ui.validation;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.validation.Rule;

/**
 * Problem markers for validation diagnostics. Each marker remembers the URI fragment of the
 * object it is about, so that opening the marker selects that object.
 */
public final class ProblemMarkers {

    public static final String TYPE = "rdma.workbench.ui.problem";
    /** Marker attribute: URI fragment of the model object within the file. */
    public static final String OBJECT = "rdma.workbench.object";
    /** Marker attribute: the name of the validation rule. */
    public static final String RULE = "rdma.workbench.rule";

    private ProblemMarkers() {
    }

    /**
     * Replaces the markers of {@code file} by the problems of {@code diagnostic} that are about
     * objects in {@code resource}; returns the worst severity per object, for decorations.
     */
    public static Map<Object, Integer> replace(IFile file, Resource resource, Diagnostic diagnostic) throws CoreException {
        Map<Object, Integer> severities = new HashMap<>();
        file.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
        for (Diagnostic d : diagnostic.getChildren()) {
            if (d.getSeverity() < Diagnostic.INFO) {
                continue;
            }
            EObject target = d.getData().isEmpty() || !(d.getData().get(0) instanceof EObject o) ? null : o;
            IMarker m = file.createMarker(TYPE);
            m.setAttribute(IMarker.MESSAGE, d.getMessage());
            m.setAttribute(IMarker.SEVERITY, d.getSeverity() >= Diagnostic.ERROR ? IMarker.SEVERITY_ERROR
                    : d.getSeverity() >= Diagnostic.WARNING ? IMarker.SEVERITY_WARNING : IMarker.SEVERITY_INFO);
            Rule rule = Rule.ofCode(d.getCode());
            if (rule != null && "rdma.workbench.model".equals(d.getSource())) {
                m.setAttribute(RULE, rule.name());
            }
            if (target != null) {
                m.setAttribute(IMarker.LOCATION, location(target));
                if (target.eResource() == resource) {
                    m.setAttribute(OBJECT, EcoreUtil.getURI(target).fragment());
                }
                for (EObject o = target; o != null && d.getSeverity() >= Diagnostic.WARNING; o = o.eContainer()) {
                    severities.merge(o, d.getSeverity(), Math::max);
                    if (o.eResource() != resource) {
                        break;
                    }
                }
            }
        }
        return severities;
    }

    /** The model object a marker is about, or null. */
    public static EObject objectOf(IMarker marker, Resource resource) {
        String fragment = marker.getAttribute(OBJECT, null);
        return fragment == null || resource == null ? null : resource.getEObject(fragment);
    }

    /** Where a problem is, as the Problems view's Location column shows it: the object, and for a step's the program (two programs often name their steps alike). */
    static String location(EObject target) {
        Program p = Programs.programOf(target);
        return ModelLabels.of(target) + (p == null || p == target ? "" : " in " + ModelLabels.of(p));
    }
}
