package rdma.workbench.ui.editors;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IMarkerDelta;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.ui.validation.ProblemMarkers;

/**
 * What the markers of a model file say about its objects, for the editor's overlays: a
 * breakpoint on a step (enabled or not), and problems that come from elsewhere than validation
 * (a run's failed expectation). Markers name their object by {@link ProblemMarkers#OBJECT}, so
 * this needs no knowledge of who made them; it follows every marker change on the file.
 */
final class StepMarks implements IResourceChangeListener {

    /** The platform's breakpoint marker type and its "enabled" attribute (org.eclipse.debug.core, which this bundle does not need). */
    static final String BREAKPOINT_MARKER = "org.eclipse.debug.core.breakpointMarker";
    static final String BREAKPOINT_ENABLED = "org.eclipse.debug.core.enabled";

    /** A step's marks: a breakpoint (null: none), and the worst problem severity of other tools' problem markers (-1: none). */
    record Mark(Boolean breakpoint, int severity) {
    }

    private final IFile file;
    private final Runnable changed;

    StepMarks(IFile file, Runnable changed) {
        this.file = file;
        this.changed = changed;
        ResourcesPlugin.getWorkspace().addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
    }

    /** The marks of the objects of {@code resource}, as the file's markers now are. */
    Map<Object, Mark> read(Resource resource) {
        Map<Object, Mark> out = new HashMap<>();
        if (!file.exists() || resource == null) {
            return out;
        }
        try {
            for (IMarker m : file.findMarkers(null, true, IResource.DEPTH_ZERO)) {
                EObject o = ProblemMarkers.objectOf(m, resource);
                if (o == null) {
                    continue;
                }
                Mark was = out.getOrDefault(o, new Mark(null, -1));
                if (m.isSubtypeOf(BREAKPOINT_MARKER)) {
                    boolean enabled = m.getAttribute(BREAKPOINT_ENABLED, false);
                    out.put(o, new Mark(Boolean.TRUE.equals(was.breakpoint()) || enabled, was.severity()));
                } else if (m.isSubtypeOf(IMarker.PROBLEM) && !m.isSubtypeOf(ProblemMarkers.TYPE)) {
                    out.put(o, new Mark(was.breakpoint(), Math.max(was.severity(), m.getAttribute(IMarker.SEVERITY, -1))));
                }
            }
        } catch (CoreException e) {
            // the file went away while reading: it has no marks
        }
        return out;
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        IMarkerDelta[] deltas = event.findMarkerDeltas(null, true);
        for (IMarkerDelta d : deltas) {
            if (file.equals(d.getResource())) {
                changed.run();
                return;
            }
        }
    }

    void dispose() {
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(this);
    }
}
