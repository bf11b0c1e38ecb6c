package rdma.workbench.examples;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
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
            return IDE.openEditor(page, file, true);
        } catch (CoreException e) {
            throw new ExecutionException("The example " + file.getFullPath() + " cannot be opened: " + e.getMessage(), e);
        }
    }
}
