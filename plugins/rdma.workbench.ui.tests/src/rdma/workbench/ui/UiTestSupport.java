package rdma.workbench.ui;

import java.io.ByteArrayInputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.URI;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

import rdma.workbench.ui.wizards.ModelTemplates;

/** What the UI tests share: a fresh project, the active page, and running the event loop. */
public final class UiTestSupport {

    private UiTestSupport() {
    }

    public static IProject freshProject(String name) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            p.delete(true, true, null);
        }
        p.create(null);
        p.open(null);
        return p;
    }

    /** A two-host topology file written by the same template the New wizard uses. */
    public static IFile topologyFile(IProject p, String name) throws CoreException {
        IFile f = p.getFile(name);
        URI uri = URI.createPlatformResourceURI(f.getFullPath().toString(), true);
        byte[] bytes = ModelTemplates.serialize(ModelTemplates.resourceSet(), ModelTemplates.topology("pair"), uri);
        f.create(new ByteArrayInputStream(bytes), true, null);
        return f;
    }

    public static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** Runs the pending UI events (editors fire dirty-state changes asynchronously). */
    public static void drain() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // keep dispatching
        }
    }
}
