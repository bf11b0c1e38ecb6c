package rdma.workbench.examples;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;

/**
 * Opens a bundled example in its editor, for lessons and the Welcome page:
 * {@code rdma.workbench.examples.openExample(rdma.workbench.examples.path=scenarios/rc-send-recv.rdmaflow)}.
 */
public final class OpenExampleHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IFile file = ExampleParameter.workspaceFile(event);
        IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
        try {
            IEditorPart editor = IDE.openEditor(page, file, true);
            // a Welcome link puts the Welcome page in standby after this command, which makes it the active part again;
            // the editor is what the user works in next (Run > Debug As looks at the active part), so it takes the focus back
            if (editor != null) {
                page.getWorkbenchWindow().getShell().getDisplay().asyncExec(() -> {
                    if (page.getWorkbenchWindow().getActivePage() == page && page.findEditor(editor.getEditorInput()) == editor) {
                        page.activate(editor);
                    }
                });
            }
            return editor;
        } catch (CoreException e) {
            throw new ExecutionException("The example " + file.getFullPath() + " cannot be opened: " + e.getMessage(), e);
        }
    }
}
