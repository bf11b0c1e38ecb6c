package rdma.workbench.ui.wizards;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.ContainerGenerator;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;

import rdma.workbench.model.naming.FreeNames;
import rdma.workbench.model.persistence.ModelFiles;

/**
 * Chooses where a new model file goes; its first contents come from a function of the file's path.
 * In a workspace with no open project it proposes a new project, which Finish creates: a new user
 * starts from an empty workspace and should not have to leave the wizard to make a project first.
 */
final class ModelFilePage extends WizardNewFileCreationPage {

    /** The project proposed when the workspace has none. */
    static final String NEW_PROJECT = "rdma";

    private final Function<IPath, byte[]> contents;
    private final boolean proposeProject;

    ModelFilePage(String title, String description, String extension, String initialName, IStructuredSelection selection,
            Function<IPath, byte[]> contents) {
        super("file", selection);
        setTitle(title);
        setDescription(description);
        setFileExtension(extension);
        setFileName(initialName);
        this.contents = contents;
        this.proposeProject = openProjects() == 0;
    }

    /**
     * The platform's page only fills its folder field with a folder that exists: the proposed
     * project's name is typed into that field (the first text field of the page) as a user would.
     */
    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        if (proposeProject) {
            firstText((Composite) getControl()).setText(NEW_PROJECT);
            setErrorMessage(null);
            setMessage(projectMessage(NEW_PROJECT), INFORMATION);
            return;
        }
        IProject only = onlyOpenProject();
        if (getContainerFullPath() == null && only != null) {
            setContainerFullPath(only.getFullPath()); // nothing selected, one place it can go
        }
        kindFolder();
        freeName();
    }

    /**
     * A project chosen as the place (selected, or the only one) that keeps this kind of file in a
     * folder of its own, as the examples keep scenarios/ and topologies/: the file goes there.
     */
    private void kindFolder() {
        IPath container = getContainerFullPath();
        if (container == null || container.segmentCount() != 1) {
            return;
        }
        String kind = ModelFiles.SCENARIO_EXTENSION.equals(getFileExtension()) ? "scenarios" : "topologies";
        IFolder folder = ResourcesPlugin.getWorkspace().getRoot().getProject(container.segment(0)).getFolder(kind);
        if (folder.exists()) {
            setContainerFullPath(folder.getFullPath());
        }
    }

    /** "flow.rdmaflow" taken: "flow-2.rdmaflow", and so on, as the diagram names new hosts. */
    private void freeName() {
        IPath container = getContainerFullPath();
        String name = getFileName();
        if (container == null || name.isEmpty()) {
            return;
        }
        var root = ResourcesPlugin.getWorkspace().getRoot();
        String stem = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
        String extension = name.contains(".") ? name.substring(name.lastIndexOf('.')) : "";
        String free = FreeNames.next(stem, n -> root.exists(container.append(n + extension))) + extension;
        if (!free.equals(name)) {
            setFileName(free);
        }
    }

    private static IProject onlyOpenProject() {
        IProject only = null;
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            if (p.isOpen()) {
                if (only != null) {
                    return null;
                }
                only = p;
            }
        }
        return only;
    }

    private static Text firstText(Composite c) {
        for (Control child : c.getChildren()) {
            if (child instanceof Text t) {
                return t;
            }
            if (child instanceof Composite inner) {
                Text t = firstText(inner);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    private static String projectMessage(String project) {
        return "There is no project '" + project + "' yet: Finish creates it, then the file in it.";
    }

    @Override
    protected InputStream getInitialContents() {
        return new ByteArrayInputStream(contents.apply(getContainerFullPath().append(getFileName())));
    }

    /**
     * Creates the file, and first the project and folders it goes into when they do not exist
     * yet; null when it was not created (the page's dialog said why).
     */
    IFile createFile() {
        return createContainer() ? createNewFile() : null;
    }

    /** Creates the project and folders the file goes into when they do not exist yet; false (the page says why) when that failed. */
    boolean createContainer() {
        if (projectToCreate() == null) {
            return true;
        }
        try {
            new ContainerGenerator(getContainerFullPath()).generateContainer(null);
            return true;
        } catch (CoreException e) {
            setErrorMessage("Cannot create " + getContainerFullPath() + ": " + e.getStatus().getMessage());
            return false;
        }
    }

    /** The path of the new file, folder and name, or null while the page does not name one. */
    IPath filePath() {
        IPath container = getContainerFullPath();
        return container == null || getFileName().isEmpty() ? null : container.append(getFileName());
    }

    /** The project Finish creates, or null when the file goes into an existing project. */
    String projectToCreate() {
        IPath container = getContainerFullPath();
        if (container == null || container.segmentCount() == 0) {
            return null;
        }
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(container.segment(0));
        return p.exists() ? null : p.getName();
    }

    /**
     * The platform's page refuses a folder in a project that does not exist; this one accepts it when
     * the project's and folders' names are valid (the wizard's Finish creates them) and checks the
     * file's name itself, as the platform's page does once the project exists.
     */
    @Override
    protected boolean validatePage() {
        String project = projectToCreate();
        if (project == null) {
            return super.validatePage();
        }
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        String problem = null;
        for (int i = 0; i < getContainerFullPath().segmentCount() && problem == null; i++) {
            IStatus s = workspace.validateName(getContainerFullPath().segment(i), i == 0 ? IResource.PROJECT : IResource.FOLDER);
            problem = s.isOK() ? null : s.getMessage();
        }
        String name = getFileName();
        if (problem == null && name.isEmpty()) {
            problem = "Type a name for the new file.";
        }
        if (problem == null) {
            IStatus s = workspace.validateName(name, IResource.FILE);
            problem = s.isOK() ? null : s.getMessage();
        }
        setErrorMessage(problem);
        setMessage(problem == null ? projectMessage(project) : null, INFORMATION);
        return problem == null;
    }

    private static int openProjects() {
        int n = 0;
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            n += p.isOpen() ? 1 : 0;
        }
        return n;
    }
}
