package rdma.workbench.ui.repair;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.markers.WorkbenchMarkerResolution;

import rdma.workbench.model.repair.Fix;
import rdma.workbench.model.validation.Rule;
import rdma.workbench.ui.validation.ProblemMarkers;
import rdma.workbench.ui.validation.ValidatingEditor;

/**
 * One fix of a problem marker. Running it opens the file's editor (or uses the open one), applies
 * the fix there as one undoable command and validates again. "Fix all of this kind" in the Quick
 * Fix dialog offers the other markers of the same rule whose problem has a fix in the same place
 * of its list (the first fix of each path-MTU problem, say).
 */
final class ProblemFixResolution extends WorkbenchMarkerResolution {

    private final int index;
    private final String label;
    private final String description;
    private final IMarker origin;
    private final ImageDescriptor image;

    ProblemFixResolution(int index, Fix fix, IMarker origin, ImageDescriptor image) {
        this.index = index;
        this.label = fix.label();
        this.description = fix.description();
        this.origin = origin;
        this.image = image;
    }

    @Override
    public String getLabel() {
        return label;
    }

    @Override
    public String getDescription() {
        return description;
    }

    @Override
    public Image getImage() {
        return FixImages.image(image);
    }

    @Override
    public IMarker[] findOtherMarkers(IMarker[] markers) {
        Rule rule = MarkedProblem.ruleOf(origin);
        List<IMarker> others = new ArrayList<>();
        for (IMarker m : markers) {
            if (!m.equals(origin) && rule != null && rule == MarkedProblem.ruleOf(m)) {
                MarkedProblem p = ProblemResolutions.problemOf(m);
                if (p != null && p.remedy().fixes().size() > index) {
                    others.add(m);
                }
            }
        }
        return others.toArray(IMarker[]::new);
    }

    @Override
    public void run(IMarker marker) {
        run(new IMarker[] {marker}, null);
    }

    /** Reads every marker first: each fix validates again, which replaces the markers of its file. */
    @Override
    public void run(IMarker[] markers, IProgressMonitor monitor) {
        record Target(IFile file, String fragment, Rule rule, String message) {
        }
        List<Target> targets = new ArrayList<>();
        for (IMarker m : markers) {
            if (m.exists() && m.getResource() instanceof IFile file) {
                targets.add(new Target(file, m.getAttribute(ProblemMarkers.OBJECT, null), MarkedProblem.ruleOf(m), m.getAttribute(IMarker.MESSAGE, "")));
            }
        }
        for (Target t : targets) {
            if (t.fragment() == null || t.rule() == null) {
                continue;
            }
            try {
                ValidatingEditor editor = ModelOfFile.editor(t.file());
                Resource resource = editor == null ? null : ModelOfFile.resource(editor, t.file());
                EObject object = resource == null ? null : resource.getEObject(t.fragment());
                MarkedProblem problem = object == null ? null : MarkedProblem.of(resource, object, t.rule(), t.message());
                if (problem == null || problem.remedy().fixes().size() <= index) {
                    continue; // an earlier fix removed this problem too
                }
                Fix fix = problem.remedy().fixes().stream().filter(f -> Objects.equals(f.label(), label)).findFirst()
                        .orElse(problem.remedy().fixes().get(index));
                FixCommand.run(editor, resource, fix, object);
            } catch (PartInitException e) {
                ErrorDialog.openError(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Quick Fix",
                        t.file().getName() + " could not be opened", e.getStatus());
                return;
            }
        }
    }
}
