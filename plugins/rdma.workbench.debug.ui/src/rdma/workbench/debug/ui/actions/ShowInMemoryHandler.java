package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.model.TreeVariable;

/** Show in Memory View, on a memory region in Variables: the region as a block of the Memory view, in hex and ASCII. */
public final class ShowInMemoryHandler extends AbstractHandler {

    @Override
    public void setEnabled(Object context) {
        setBaseEnabled(regionOf(selection(context)) != null);
    }

    private static Object selection(Object context) {
        if (context instanceof org.eclipse.core.expressions.IEvaluationContext c) {
            return c.getVariable(org.eclipse.ui.ISources.ACTIVE_CURRENT_SELECTION_NAME);
        }
        return null;
    }

    private static TreeVariable regionOf(Object selection) {
        if (selection instanceof IStructuredSelection s && s.size() == 1 && s.getFirstElement() instanceof TreeVariable v && v.isRegion()) {
            return v;
        }
        return null;
    }

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        TreeVariable v = regionOf(HandlerUtil.getCurrentSelection(event));
        if (v == null) {
            return null;
        }
        try {
            IMemoryBlock block = v.memoryBlock();
            DebugPlugin.getDefault().getMemoryBlockManager().addMemoryBlocks(new IMemoryBlock[] {block});
            HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage().showView(IDebugUIConstants.ID_MEMORY_VIEW);
        } catch (DebugException | PartInitException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
        return null;
    }
}
