package rdma.workbench.ui.editors;

import java.io.IOException;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;

import rdma.workbench.model.persistence.ModelFiles;

/** Saving a model editor's file: write a temporary file and rename it, tell the workspace, or say why not. */
public final class ModelFileSave {

    private ModelFileSave() {
    }

    /** Saves {@code resource} for {@code editor}; true when saved, else an error dialog has said why and the file is unchanged. */
    public static boolean save(Resource resource, IEditorPart editor, IProgressMonitor monitor) {
        try {
            ModelFiles.save(resource);
            if (editor.getEditorInput() instanceof IFileEditorInput f) {
                f.getFile().refreshLocal(IResource.DEPTH_ZERO, monitor);
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
