package rdma.workbench.debug.ui.wire;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;

/** Where an export's file dialog opens: the workspace folder, not the directory the product was started from. */
final class ExportFolder {

    private ExportFolder() {
    }

    static String path() {
        IPath root = ResourcesPlugin.getWorkspace().getRoot().getLocation();
        return root == null ? System.getProperty("user.home") : root.toOSString();
    }
}
