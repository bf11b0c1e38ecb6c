package rdma.workbench.examples;

import java.io.IOException;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

/** The parameter by which commands (lessons, the Welcome page) name a bundled example, e.g. scenarios/rc-send-recv.rdmaflow. */
public final class ExampleParameter {

    public static final String ID = "rdma.workbench.examples.path";

    private ExampleParameter() {
    }

    /** The example's copy in the workspace, made first when needed; the command fails with a message naming the path. */
    public static IFile workspaceFile(ExecutionEvent event) throws ExecutionException {
        String path = event.getParameter(ID);
        if (path == null || path.isBlank()) {
            throw new ExecutionException("No example given: the command needs the parameter " + ID + ", e.g. scenarios/rc-send-recv.rdmaflow");
        }
        try {
            return Examples.inWorkspace(path.trim(), null);
        } catch (IOException | CoreException e) {
            throw new ExecutionException("The example cannot be put into the workspace: " + e.getMessage(), e);
        }
    }
}
