package rdma.workbench.ui.editors;

import java.io.IOException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;

import rdma.workbench.model.persistence.ModelFiles;

/** Saving a model editor's file: write a temporary file and rename it, tell the workspace, or say why not. */
public final class ModelFileSave {

    private ModelFileSave() {
    }

    /**
     * Saves {@code resource} for {@code editor}; true when saved, else the file is unchanged and a
     * dialog has said why. A file changed on disk since the workspace last read it (a script
     * rewrote it) is saved over only when the user says so, as Eclipse's text editors ask; when
     * not, the workspace reads the file, and the editor then offers to load it.
     */
    public static boolean save(Resource resource, IEditorPart editor, IProgressMonitor monitor) {
        IFile file = editor.getEditorInput() instanceof IFileEditorInput f ? f.getFile() : null;
        if (file != null && file.exists() && !file.isSynchronized(IResource.DEPTH_ZERO)) {
            boolean over = MessageDialog.openQuestion(editor.getSite().getShell(), "File changed on disk", file.getName()
                    + " was changed on disk since the editor read it. Save over the changes on disk?\n\nNo keeps the file as it is, and the "
                    + "editor then offers to load it.");
            // while the question was open, the workspace's own refresh may have let the editor load the file instead: then
            // this resource is unloaded and empty, and writing it would leave a file without a model
            if (!over || !resource.isLoaded()) {
                if (monitor != null) {
                    monitor.setCanceled(true);
                }
                // the editor keeps its contents, unsaved, and offers to load the file; a later save asks again if it must
                FileChangeWatcher.readFromDisk(file);
                return false;
            }
        }
        try {
            ModelFiles.save(resource);
            if (file != null) {
                file.refreshLocal(IResource.DEPTH_ZERO, monitor);
            }
            return true;
        } catch (IOException | CoreException e) {
            if (monitor != null) {
                monitor.setCanceled(true);
            }
            ErrorDialog.openError(editor.getSite().getShell(), "Save failed", editor.getEditorInput().getName() + " was not saved; the file on disk is unchanged.",
                    Status.error(e.getMessage() == null ? e.toString() : e.getMessage(), e));
            return false;
        }
    }
}
