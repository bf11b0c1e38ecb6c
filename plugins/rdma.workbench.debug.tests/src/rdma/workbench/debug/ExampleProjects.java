package rdma.workbench.debug;

import java.io.InputStream;
import java.net.URL;
import java.util.List;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/** A workspace project holding the bundled example topologies and scenarios, for the debug model's tests. */
public final class ExampleProjects {

    private ExampleProjects() {
    }

    /** The project {@code name} with every example, created (and filled) the first time it is asked for. */
    public static IProject get(String name) throws Exception {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            return p;
        }
        p.create(null);
        p.open(null);
        Bundle b = Platform.getBundle("rdma.workbench.examples");
        for (String folder : List.of("topologies", "scenarios")) {
            IFolder f = p.getFolder(folder);
            f.create(true, true, null);
            var entries = b.findEntries(folder, "*", false);
            while (entries.hasMoreElements()) {
                URL u = entries.nextElement();
                try (InputStream in = u.openStream()) {
                    f.getFile(u.getPath().substring(u.getPath().lastIndexOf('/') + 1)).create(in, true, null);
                }
            }
        }
        return p;
    }
}
