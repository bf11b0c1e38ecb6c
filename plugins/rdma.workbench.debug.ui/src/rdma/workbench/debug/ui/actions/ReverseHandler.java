package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.HandlerEvent;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.ui.contexts.DebugContextEvent;
import org.eclipse.debug.ui.contexts.IDebugContextListener;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.model.ReverseStepping;

/**
 * A command that goes back in the selected run (the platform has none: like CDT's reverse
 * stepping, these are commands of their own on the Debug view's toolbar). Enabled when the
 * selection can go back; it follows the debug context and the runs' suspends and resumes.
 */
abstract class ReverseHandler extends AbstractHandler implements IDebugContextListener, IDebugEventSetListener {

    private IWorkbenchWindow window;

    abstract boolean can(ReverseStepping r);

    abstract void go(ReverseStepping r) throws DebugException;

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        ReverseStepping r = DebugSelection.reverse();
        if (r != null && can(r)) {
            try {
                go(r);
            } catch (DebugException e) {
                throw new ExecutionException(e.getMessage(), e);
            }
        }
        return null;
    }

    @Override
    public boolean isEnabled() {
        listen();
        ReverseStepping r = DebugSelection.reverse();
        return r != null && can(r);
    }

    private void listen() {
        if (window == null && PlatformUI.isWorkbenchRunning() && PlatformUI.getWorkbench().getActiveWorkbenchWindow() != null) {
            window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            DebugUITools.getDebugContextManager().getContextService(window).addDebugContextListener(this);
            DebugPlugin.getDefault().addDebugEventListener(this);
        }
    }

    @Override
    public void debugContextChanged(DebugContextEvent event) {
        changed();
    }

    @Override
    public void handleDebugEvents(DebugEvent[] events) {
        for (DebugEvent e : events) {
            if (e.getSource() instanceof IDebugElement d && RdmaDebug.MODEL.equals(d.getModelIdentifier())) {
                changed();
                return;
            }
        }
    }

    private void changed() {
        Display d = PlatformUI.getWorkbench().getDisplay();
        if (!d.isDisposed()) {
            d.asyncExec(() -> fireHandlerChanged(new HandlerEvent(this, true, false)));
        }
    }

    @Override
    public void dispose() {
        if (window != null) {
            DebugPlugin.getDefault().removeDebugEventListener(this);
            DebugUITools.getDebugContextManager().getContextService(window).removeDebugContextListener(this);
            window = null;
        }
        super.dispose();
    }
}
