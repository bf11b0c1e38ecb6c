package rdma.workbench.debug.launch;

import java.nio.file.Path;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

/**
 * Where captures go: a workspace folder ("/rdma-examples/captures", created when missing) or an
 * absolute path on disk. A workspace folder is refreshed afterwards, so the pcaps show up.
 */
final class CaptureFolder {

    private CaptureFolder() {
    }

    static Path resolve(String folder) {
        IPath p = IPath.fromOSString(folder);
        IContainer inWorkspace = workspaceFolder(folder);
        if (inWorkspace != null && inWorkspace.getLocation() != null) {
            return inWorkspace.getLocation().toPath();
        }
        return p.toPath();
    }

    static void refresh(String folder) {
        IContainer c = workspaceFolder(folder);
        if (c != null) {
            try {
                c.refreshLocal(IResource.DEPTH_INFINITE, null);
            } catch (CoreException e) {
                // the files are written; the workspace sees them at its next refresh
            }
        }
    }

    /** The workspace folder {@code folder} names (it need not exist yet), or null when it is a path outside the workspace. */
    private static IContainer workspaceFolder(String folder) {
        IPath p = IPath.fromOSString(folder);
        var root = ResourcesPlugin.getWorkspace().getRoot();
        if (p.segmentCount() == 0 || !root.getProject(p.segment(0)).exists()) {
            return null;
        }
        return p.segmentCount() == 1 ? root.getProject(p.segment(0)) : root.getFolder(p);
    }
}
