package rdma.workbench.debug.model;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;

/** Tells when the scenario file of a running session is saved with changes (or removed): the session then shows an older scenario. */
final class ScenarioWatch implements IResourceChangeListener {

    private final IFile file;
    private final Runnable changed;

    ScenarioWatch(IFile file, Runnable changed) {
        this.file = file;
        this.changed = changed;
        ResourcesPlugin.getWorkspace().addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        IResourceDelta d = event.getDelta() == null ? null : event.getDelta().findMember(file.getFullPath());
        if (d != null && (d.getKind() == IResourceDelta.REMOVED || (d.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0)) {
            changed.run();
        }
    }

    void dispose() {
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(this);
    }
}
