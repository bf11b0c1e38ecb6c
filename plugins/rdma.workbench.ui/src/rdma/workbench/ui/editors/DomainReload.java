package rdma.workbench.ui.editors;

import java.util.List;

import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;

/** Loading an editor's file again into its editing domain after it changed on disk. */
public final class DomainReload {

    private DomainReload() {
    }

    /**
     * The file's new root, loaded into {@code domain} in place of what it held, with the undo
     * history cleared; or null, after telling the user, when the file cannot be read now (the
     * editor then keeps what it shows).
     */
    public static <T extends EObject> T reload(EditingDomain domain, URI uri, Class<T> rootClass, IEditorPart editor) {
        try {
            ModelFiles.load(ModelFiles.newResourceSet(), uri, rootClass);
        } catch (ModelLoadException e) {
            MessageDialog.openWarning(editor.getSite().getShell(), "File changed", editor.getEditorInput().getName()
                    + " was changed on disk but cannot be read now; the editor keeps what it shows.\n\n" + e.getMessage());
            return null;
        }
        for (Resource r : List.copyOf(domain.getResourceSet().getResources())) {
            r.unload();
        }
        domain.getResourceSet().getResources().clear();
        T root;
        try {
            root = ModelFiles.load(domain.getResourceSet(), uri, rootClass);
        } catch (ModelLoadException e) {
            throw new IllegalStateException("the file loaded a moment ago", e);
        }
        ((BasicCommandStack) domain.getCommandStack()).flush();
        return root;
    }
}
