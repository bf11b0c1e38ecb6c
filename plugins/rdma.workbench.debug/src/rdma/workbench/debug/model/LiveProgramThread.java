package rdma.workbench.debug.model;

import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;

import rdma.workbench.engine.live.LiveFabric;

/**
 * A real program attached to a live fabric, as a thread: labelled with its process, its host and
 * the verb it is in. It has no frames (its code is its own, not a scenario's steps: Debug the
 * Recording gives them); it suspends and resumes with the fabric. Stepping is not offered.
 */
public final class LiveProgramThread extends RunControlled<LiveTarget> implements IThread {

    private final LiveTarget target;
    private volatile LiveFabric.ProgramView view;

    LiveProgramThread(LiveTarget target, LiveFabric.ProgramView view) {
        super(target);
        this.target = target;
        this.view = view;
    }

    void update(LiveFabric.ProgramView v) {
        view = v;
    }

    @Override
    LiveTarget runOwner() {
        return target;
    }

    @Override
    public String getName() {
        LiveFabric.ProgramView v = view;
        // once the fabric has stopped, what the program was doing last is no news
        return v.name() + " on " + v.host() + (target.isTerminated() ? "" : " — " + v.doing());
    }

    @Override
    public IStackFrame[] getStackFrames() {
        return new IStackFrame[0];
    }

    @Override
    public boolean hasStackFrames() {
        return false;
    }

    @Override
    public IStackFrame getTopStackFrame() {
        return null;
    }

    @Override
    public int getPriority() {
        return 0;
    }

    @Override
    public IBreakpoint[] getBreakpoints() {
        return new IBreakpoint[0];
    }

    @Override
    public boolean canStepInto() {
        return false;
    }

    @Override
    public boolean canStepOver() {
        return false;
    }

    @Override
    public boolean canStepReturn() {
        return false;
    }

    @Override
    public boolean isStepping() {
        return false;
    }

    @Override
    public void stepInto() throws DebugException {
        // not offered: canStepInto is false
    }

    @Override
    public void stepOver() throws DebugException {
        // not offered: canStepOver is false
    }

    @Override
    public void stepReturn() throws DebugException {
        // not offered: canStepReturn is false
    }
}
