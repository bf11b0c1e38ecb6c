package rdma.workbench.examples;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;

/** The example files this bundle ships in topologies/ and scenarios/. */
public final class Examples {

    public static final List<String> FOLDERS = List.of("topologies", "scenarios");

    /** The project the New Example wizard proposes, and where lessons and the Welcome page put the examples. */
    public static final String PROJECT = "rdma-examples";

    private Examples() {
    }

    /** Every example, topologies first, each with the title and description its file carries. */
    public static List<Example> all() throws ModelLoadException {
        Bundle bundle = FrameworkUtil.getBundle(Examples.class);
        List<Example> result = new ArrayList<>();
        for (String folder : FOLDERS) {
            List<String> paths = new ArrayList<>();
            Enumeration<URL> entries = bundle.findEntries(folder, "*.rdma*", false);
            while (entries != null && entries.hasMoreElements()) {
                String p = entries.nextElement().getPath();
                paths.add(p.startsWith("/") ? p.substring(1) : p);
            }
            paths.sort(null);
            for (String path : paths) {
                EObject root = ModelFiles.load(ModelFiles.newResourceSet(), uri(path), EObject.class);
                if (root instanceof Topology t) {
                    result.add(new Example(path, "Topology: " + t.getName(), t.getDescription()));
                } else if (root instanceof Scenario s) {
                    result.add(new Example(path, "Scenario: " + s.getTitle(), s.getDescription()));
                }
            }
        }
        return result;
    }

    /** platform:/plugin URI of an example file. */
    public static URI uri(String path) {
        return URI.createPlatformPluginURI("/" + FrameworkUtil.getBundle(Examples.class).getSymbolicName() + "/" + path, true);
    }

    /** Creates {@code project} if needed and copies every example into it, keeping the folders so references hold. */
    public static void copyInto(IProject project, IProgressMonitor monitor) throws CoreException, IOException {
        copy(project, true, monitor);
    }

    /**
     * The workspace copy of the example at {@code path} (e.g. {@code scenarios/rc-send-recv.rdmaflow}) in {@link #PROJECT},
     * copying the examples that are not there yet; a file the user already has is kept as it is, edits and all.
     *
     * @throws IOException when no bundled example has that path
     */
    public static IFile inWorkspace(String path, IProgressMonitor monitor) throws CoreException, IOException {
        if (FrameworkUtil.getBundle(Examples.class).getEntry(path) == null || FOLDERS.stream().noneMatch(f -> path.startsWith(f + "/"))) {
            throw new IOException("there is no bundled example " + path + " (examples are under " + String.join("/ and ", FOLDERS) + "/)");
        }
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        copy(project, false, monitor);
        return project.getFile(path);
    }

    /** The conformance catalogue's folder: conformance/, a folder per area, the cases' scenario files in them. */
    public static final String CONFORMANCE = "conformance";

    /**
     * The workspace copy of the conformance catalogue, {@code conformance/} in {@link #PROJECT} beside the topologies its cases
     * run on, copying the cases that are not there yet; a case the user already has is kept as it is.
     */
    public static IFolder conformanceInWorkspace(IProgressMonitor monitor) throws CoreException, IOException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        copy(project, false, monitor);
        copyFolder(project, CONFORMANCE, "*.rdmaflow", true, false, monitor);
        return project.getFolder(CONFORMANCE);
    }

    private static void copy(IProject project, boolean replace, IProgressMonitor monitor) throws CoreException, IOException {
        for (String folderName : FOLDERS) {
            copyFolder(project, folderName, "*.rdma*", false, replace, monitor);
        }
    }

    /**
     * Copies this bundle's files matching {@code pattern} under {@code folderName} (and its sub-folders when {@code recurse})
     * to the same paths in {@code project}, creating the project and folders it needs; a file already there is replaced
     * only when {@code replace}.
     */
    private static void copyFolder(IProject project, String folderName, String pattern, boolean recurse, boolean replace, IProgressMonitor monitor)
            throws CoreException, IOException {
        if (!project.exists()) {
            project.create(monitor);
        }
        if (!project.isOpen()) {
            project.open(monitor);
        }
        createFolders(project.getFolder(folderName), monitor);
        Enumeration<URL> entries = FrameworkUtil.getBundle(Examples.class).findEntries(folderName, pattern, recurse);
        while (entries != null && entries.hasMoreElements()) {
            URL url = entries.nextElement();
            String path = url.getPath().startsWith("/") ? url.getPath().substring(1) : url.getPath();
            IFile file = project.getFile(path);
            createFolders((IFolder) file.getParent(), monitor);
            try (InputStream in = url.openStream()) {
                if (file.exists()) {
                    if (replace) {
                        file.setContents(in, true, true, monitor);
                    }
                } else {
                    file.create(in, true, monitor);
                }
            }
        }
    }

    private static void createFolders(IFolder folder, IProgressMonitor monitor) throws CoreException {
        if (!folder.exists()) {
            if (folder.getParent() instanceof IFolder parent) {
                createFolders(parent, monitor);
            }
            folder.create(true, true, monitor);
        }
    }
}
