package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.memory.IMemoryRendering;
import org.eclipse.debug.ui.memory.IMemoryRenderingContainer;
import org.eclipse.debug.ui.memory.IMemoryRenderingSite;
import org.eclipse.debug.ui.memory.IMemoryRenderingType;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.model.TreeVariable;

/** Show in Memory View, on a memory region in Variables: the region as a block of the Memory view, in hex and ASCII. */
public final class ShowInMemoryHandler extends AbstractHandler {

    @Override
    public void setEnabled(Object context) {
        setBaseEnabled(regionOf(selection(context)) != null);
    }

    private static Object selection(Object context) {
        if (context instanceof IEvaluationContext c) {
            return c.getVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME);
        }
        return null;
    }

    private static TreeVariable regionOf(Object selection) {
        if (selection instanceof IStructuredSelection s && s.size() == 1 && s.getFirstElement() instanceof TreeVariable v && v.isRegion()) {
            return v;
        }
        return null;
    }

    /**
     * Opens the block in its default renderings, hex and ASCII as tabs of the Memory view's
     * rendering pane, as its own Add Memory Monitor does (a block added from outside gets only the
     * "New Renderings" chooser). A block shown already keeps its renderings.
     */
    private static void addDefaultRenderings(IMemoryRenderingSite site, IMemoryBlock block) throws CoreException {
        IMemoryRenderingContainer pane = site.getContainer(IDebugUIConstants.ID_RENDERING_VIEW_PANE_1);
        if (pane == null) {
            return;
        }
        for (IMemoryRendering r : pane.getRenderings()) {
            if (r.getMemoryBlock() == block) {
                return;
            }
        }
        IMemoryRenderingType[] types = DebugUITools.getMemoryRenderingManager().getDefaultRenderingTypes(block);
        for (int i = types.length - 1; i >= 0; i--) {
            // each new tab goes in front: add the last first, so the primary (hex) ends up selected
            IMemoryRendering r = types[i].createRendering();
            r.init(pane, block);
            pane.addMemoryRendering(r);
        }
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
            IViewPart view = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage().showView(IDebugUIConstants.ID_MEMORY_VIEW);
            if (view instanceof IMemoryRenderingSite site) {
                addDefaultRenderings(site, block);
            }
        } catch (CoreException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
        return null;
    }
}
