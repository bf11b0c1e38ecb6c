package rdma.workbench.debug.model;

import org.eclipse.debug.core.commands.IRestartHandler;
import org.eclipse.debug.core.model.DebugElement;
import org.eclipse.debug.core.model.IDebugTarget;

import rdma.workbench.debug.RdmaDebug;

/** Every element of the RDMA debug model names the model, so the platform finds its presentation and breakpoints. */
abstract class RdmaDebugElement extends DebugElement {

    RdmaDebugElement(IDebugTarget target) {
        super(target);
    }

    @Override
    public String getModelIdentifier() {
        return RdmaDebug.MODEL;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IRestartHandler.class && getDebugTarget() instanceof SimulationTarget t) {
            return (T) t.restartCommand();
        }
        return super.getAdapter(adapter);
    }
}
