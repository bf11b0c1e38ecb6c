package rdma.workbench.ui.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.export.ExportException;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;

/**
 * An export of a model file to what real hardware takes: the file selected in the Project Explorer, or the one in
 * the active editor (as saved: the workbench offers to save first), written into the folder NAME-SUFFIX beside it,
 * whose main file then opens in the text editor. A file that cannot be read, breaks a rule or asks what the target
 * cannot do is refused with the reasons; an earlier export is replaced only when the user agrees; what the target
 * does differently from the simulator is said once the files are written.
 */
public abstract class ExportHandler extends AbstractHandler {

    /** Where the exported file opens: the platform's text editor (the product has no C, Python or shell editor). */
    static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    /** What an export writes: the file to open, what the target does differently, and the writing itself. */
    protected record Export(String open, List<String> notes, Writing writing) {
    }

    /** Writes an export's files into a folder. */
    protected interface Writing {
        void into(Path dir) throws java.io.IOException;
    }

    private final String title;
    private final String extension;
    private final Class<? extends EObject> type;
    private final String folderSuffix;

    /**
     * An export titled {@code title} ("Export as C") of the files with {@code extension}, whose root is a {@code type},
     * into the folder NAME{@code folderSuffix} beside the file.
     */
    protected ExportHandler(String title, String extension, Class<? extends EObject> type, String folderSuffix) {
        this.title = title;
        this.extension = extension;
        this.type = type;
        this.folderSuffix = folderSuffix;
    }

    /** The export of {@code model}, named {@code name}, or the reason it cannot be made. */
    protected abstract Export prepare(EObject model, String name) throws ExportException;

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        Shell shell = window.getShell();
        IFile file = selected(event);
        if (file == null) {
            MessageDialog.openInformation(shell, title, "Select a ." + extension + " file in the Project Explorer or open it in its editor.");
            return null;
        }
        if (!PlatformUI.getWorkbench().saveAllEditors(true)) {
            return null;
        }
        try {
            IFile written = export(file, shell);
            if (written != null) {
                IDE.openEditor(window.getActivePage(), written, TEXT_EDITOR, true);
            }
        } catch (CoreException e) {
            ErrorDialog.openError(shell, title, file.getFullPath() + " was not exported", e.getStatus());
        }
        return null;
    }

    /** Writes the export of {@code file}; the file to open, or null when the user kept an earlier export. */
    IFile export(IFile file, Shell shell) throws CoreException {
        EObject model;
        try {
            model = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(file.getFullPath().toString(), true), type);
        } catch (ModelLoadException e) {
            throw new CoreException(problems("the file cannot be read", e.problems().stream().map(Object::toString).toList()));
        }
        Diagnostic d = Diagnostician.INSTANCE.validate(model);
        if (d.getSeverity() >= Diagnostic.ERROR) {
            List<String> errors = new ArrayList<>();
            for (Diagnostic c : d.getChildren()) {
                if (c.getSeverity() >= Diagnostic.ERROR) {
                    errors.add(c.getMessage());
                }
            }
            throw new CoreException(problems("the file breaks the rules below (the Problems view shows them)", errors));
        }
        String name = file.getFullPath().removeFileExtension().lastSegment();
        Export exported;
        try {
            exported = prepare(model, name);
        } catch (ExportException e) {
            throw new CoreException(Status.error(e.getMessage()));
        }
        IContainer parent = file.getParent();
        IFolder folder = parent.getFolder(new org.eclipse.core.runtime.Path(name + folderSuffix));
        IFile open = folder.getFile(exported.open());
        if (open.exists() && shell != null && !MessageDialog.openQuestion(shell, title,
                open.getFullPath() + " exists (an earlier export, perhaps changed since). Replace it and the files beside it?")) {
            return null;
        }
        Path dir = folder.getLocation() == null ? null : folder.getLocation().toFile().toPath();
        if (dir == null) {
            throw new CoreException(Status.error(folder.getFullPath() + " is not on the local file system"));
        }
        try {
            exported.writing().into(dir);
        } catch (java.io.IOException e) {
            throw new CoreException(Status.error("cannot write into " + dir + ": " + e.getMessage(), e));
        }
        folder.refreshLocal(IResource.DEPTH_ONE, null);
        if (!exported.notes().isEmpty() && shell != null) {
            MessageDialog.openWarning(shell, title, "Written to " + folder.getFullPath() + ", with what real hardware does differently:\n\n- "
                    + String.join("\n- ", exported.notes()));
        }
        return open;
    }

    private static MultiStatus problems(String what, List<String> lines) {
        MultiStatus s = new MultiStatus("rdma.workbench.ui", 0, what, null);
        for (String l : lines) {
            s.add(Status.error(l));
        }
        return s;
    }

    private IFile selected(ExecutionEvent event) {
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        if (selection instanceof IStructuredSelection s && s.size() == 1 && takes(Adapters.adapt(s.getFirstElement(), IFile.class))) {
            return Adapters.adapt(s.getFirstElement(), IFile.class);
        }
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        IFile f = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
        return takes(f) ? f : null;
    }

    private boolean takes(IFile f) {
        return f != null && extension.equals(f.getFileExtension());
    }
}
