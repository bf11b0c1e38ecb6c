package rdma.workbench.ui.repair;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;

import rdma.workbench.model.repair.Fix;
import rdma.workbench.model.repair.Remedies;
import rdma.workbench.model.validation.Rule;

/**
 * The quick fixes of an RDMA model problem marker (Problems view > Quick Fix, and Ctrl+1 there):
 * one resolution per fix the rule offers for the problem as the model stands now.
 */
public final class ProblemResolutions implements IMarkerResolutionGenerator2 {

    private static final IMarkerResolution[] NONE = new IMarkerResolution[0];

    /** From the marker's rule alone: the Problems view asks this of every row it draws, so nothing is loaded or validated here. */
    @Override
    public boolean hasResolutions(IMarker marker) {
        Rule rule = MarkedProblem.ruleOf(marker);
        return rule != null && Remedies.mayHaveFix(rule);
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        MarkedProblem problem = problemOf(marker);
        if (problem == null) {
            return NONE;
        }
        IMarkerResolution[] resolutions = new IMarkerResolution[problem.remedy().fixes().size()];
        for (int i = 0; i < resolutions.length; i++) {
            Fix fix = problem.remedy().fixes().get(i);
            resolutions[i] = new ProblemFixResolution(i, fix, marker, FixImages.of(problem.object()));
        }
        return resolutions;
    }

    static MarkedProblem problemOf(IMarker marker) {
        if (MarkedProblem.ruleOf(marker) == null || !(marker.getResource() instanceof IFile file) || !file.exists()) {
            return null;
        }
        Resource resource = ModelOfFile.forReading(file);
        return resource == null ? null : MarkedProblem.of(marker, resource);
    }
}
