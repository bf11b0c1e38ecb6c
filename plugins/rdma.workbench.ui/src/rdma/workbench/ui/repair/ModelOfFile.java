package rdma.workbench.ui.repair;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.FileEditorInput;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.ui.validation.ValidatingEditor;

/** The model of a file: the one an open editor edits (with its unsaved changes), else the file as saved. */
final class ModelOfFile {

    private ModelOfFile() {
    }

    static URI uri(IFile file) {
        return URI.createPlatformResourceURI(file.getFullPath().toString(), true);
    }

    /** The open editor of {@code file} that validates its model, or null; does not open or restore one. */
    static ValidatingEditor openEditor(IFile file) {
        FileEditorInput input = new FileEditorInput(file);
        for (IWorkbenchWindow w : PlatformUI.getWorkbench().getWorkbenchWindows()) {
            for (IWorkbenchPage page : w.getPages()) {
                for (IEditorReference ref : page.findEditors(input, null, IWorkbenchPage.MATCH_INPUT)) {
                    if (ref.getEditor(false) instanceof ValidatingEditor v) {
                        return v;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The editor of {@code file}, brought to the front: the one already open (the tree or the
     * diagram of a topology, whichever the user has), else the file's default editor opened now.
     */
    static ValidatingEditor editor(IFile file) throws PartInitException {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ValidatingEditor open = openEditor(file);
        if (open instanceof IEditorPart part && part.getSite().getPage() == page) {
            page.activate(part);
            return open;
        }
        IEditorPart part = IDE.openEditor(page, file, true);
        return part instanceof ValidatingEditor v ? v : null;
    }

    /** The resource of {@code file} in {@code editor}'s editing domain, or null. */
    static Resource resource(ValidatingEditor editor, IFile file) {
        return editor.getEditingDomain().getResourceSet().getResource(uri(file), false);
    }

    /** The model to compute fixes on for menus and enablement: the open editor's, else the file loaded afresh; null if it does not load. */
    static Resource forReading(IFile file) {
        ValidatingEditor editor = openEditor(file);
        Resource r = editor == null ? null : resource(editor, file);
        if (r != null && !r.getContents().isEmpty()) {
            return r;
        }
        try {
            EObject root = ModelFiles.load(ModelFiles.newResourceSet(), uri(file), EObject.class);
            return root.eResource();
        } catch (ModelLoadException e) {
            return null;
        }
    }
}
