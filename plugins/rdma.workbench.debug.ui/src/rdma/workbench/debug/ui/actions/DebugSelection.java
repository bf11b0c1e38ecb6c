package rdma.workbench.debug.ui.actions;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.debug.ui.DebugUITools;

import rdma.workbench.debug.model.ProgramThread;
import rdma.workbench.debug.model.ReverseStepping;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.model.StepFrame;

/** What the Debug view has selected, as the RDMA debug model sees it. */
final class DebugSelection {

    private DebugSelection() {
    }

    /** The selected thread (a frame's thread), or null. */
    static ProgramThread thread() {
        IAdaptable a = DebugUITools.getDebugContext();
        return switch (a) {
            case ProgramThread t -> t;
            case StepFrame f -> (ProgramThread) f.getThread();
            case null, default -> null;
        };
    }

    /** What goes back for the selection: the selected thread, or the selected simulation. */
    static ReverseStepping reverse() {
        ProgramThread t = thread();
        if (t != null) {
            return t;
        }
        return DebugUITools.getDebugContext() instanceof SimulationTarget s ? s : null;
    }
}
