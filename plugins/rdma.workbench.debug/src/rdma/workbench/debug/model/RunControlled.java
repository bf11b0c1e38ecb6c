package rdma.workbench.debug.model;

import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.ISuspendResume;
import org.eclipse.debug.core.model.ITerminate;

/**
 * A debug element that suspends, resumes and terminates with the element above it: the whole simulation runs or stops
 * together, so a thread answers as its target does and a frame as its thread.
 */
abstract class RunControlled<O extends ISuspendResume & ITerminate> extends RdmaDebugElement implements ISuspendResume, ITerminate {

    RunControlled(IDebugTarget target) {
        super(target);
    }

    /** The element whose run this one shares. */
    abstract O runOwner();

    @Override
    public boolean canResume() {
        return runOwner().canResume();
    }

    @Override
    public boolean canSuspend() {
        return runOwner().canSuspend();
    }

    @Override
    public boolean isSuspended() {
        return runOwner().isSuspended();
    }

    @Override
    public void resume() throws DebugException {
        runOwner().resume();
    }

    @Override
    public void suspend() throws DebugException {
        runOwner().suspend();
    }

    @Override
    public boolean canTerminate() {
        return runOwner().canTerminate();
    }

    @Override
    public boolean isTerminated() {
        return runOwner().isTerminated();
    }

    @Override
    public void terminate() throws DebugException {
        runOwner().terminate();
    }
}
