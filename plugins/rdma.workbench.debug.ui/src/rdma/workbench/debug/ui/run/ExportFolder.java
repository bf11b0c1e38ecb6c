package rdma.workbench.debug.ui.run;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;

/** Where an export's file dialog opens: the workspace folder, not the directory the product was started from. */
public final class ExportFolder {

    private ExportFolder() {
    }

    public static String path() {
        IPath root = ResourcesPlugin.getWorkspace().getRoot().getLocation();
        return root == null ? System.getProperty("user.home") : root.toOSString();
    }
}
