package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.ui.breakpoints.EventBreakpointDialog;

/** Add Event Breakpoint..., on the Breakpoints view's toolbar. */
public final class AddEventBreakpointHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        EventBreakpointDialog d = new EventBreakpointDialog(HandlerUtil.getActiveShell(event));
        if (d.open() != Window.OK || d.spec() == null) {
            return null;
        }
        try {
            EventBreakpoint.create(d.spec(), d.hitCount());
        } catch (CoreException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
        return null;
    }
}
