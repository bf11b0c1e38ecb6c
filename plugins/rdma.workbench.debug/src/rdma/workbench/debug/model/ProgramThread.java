package rdma.workbench.debug.model;

import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IMemoryBlockRetrieval;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;

/**
 * A host's program as a thread: labelled with what it does now, its current step as the top
 * frame. The simulation suspends and resumes as a whole; stepping a thread moves the whole
 * fabric, measured by that program's steps (over), one engine event (into) or its next
 * completion (return).
 */
public final class ProgramThread extends RunControlled<SimulationTarget> implements IThread, ReverseStepping {

    private final SimulationTarget target;
    private final String program;
    private final String host;
    private final StepFrame frame;

    ProgramThread(SimulationTarget target, String program, String host) {
        super(target);
        this.target = target;
        this.program = program;
        this.host = host;
        this.frame = new StepFrame(this);
    }

    SimulationTarget target() {
        return target;
    }

    /** The program's name in the scenario. */
    public String program() {
        return program;
    }

    /** Where the program was at the last suspend; null before the first. */
    ProgramView view() {
        Pause p = target.pause();
        return p == null ? null : p.programs.get(program);
    }

    /** Why this thread suspended, when it is the one the stop concerns; null otherwise. */
    public String suspendedWhy() {
        Pause p = target.pause();
        if (p == null || !isSuspended()) {
            return null;
        }
        return p.stop.program() == null || p.stop.program().equals(program) ? p.stop.why() : null;
    }

    @Override
    SimulationTarget runOwner() {
        return target;
    }

    @Override
    public String getName() {
        ProgramView v = view();
        if (v == null || !isSuspended()) {
            return program + " on " + host;
        }
        return v.label();
    }

    @Override
    public IStackFrame[] getStackFrames() {
        ProgramView v = view();
        // a finished program keeps a frame ("end of client"), so its objects stay in Variables after the run and on the way back
        return isSuspended() && v != null ? new IStackFrame[] {frame} : new IStackFrame[0];
    }

    @Override
    public boolean hasStackFrames() {
        return getStackFrames().length > 0;
    }

    @Override
    public IStackFrame getTopStackFrame() {
        IStackFrame[] f = getStackFrames();
        return f.length == 0 ? null : f[0];
    }

    @Override
    public int getPriority() {
        return 0;
    }

    @Override
    public IBreakpoint[] getBreakpoints() {
        Pause p = target.pause();
        if (p != null && isSuspended() && p.stop.breakpoint() != null && program.equals(p.stop.program())) {
            return new IBreakpoint[] {p.stop.breakpoint()};
        }
        return new IBreakpoint[0];
    }

    private boolean ended() {
        ProgramView v = view();
        return v == null || v.state().ended();
    }

    // stepping forward

    @Override
    public boolean canStepInto() {
        return target.canGoOn();
    }

    @Override
    public boolean canStepOver() {
        return target.canGoOn() && !ended();
    }

    @Override
    public boolean canStepReturn() {
        return target.canGoOn() && !ended();
    }

    @Override
    public boolean isStepping() {
        return target.isStepping();
    }

    @Override
    public void stepInto() throws DebugException {
        target.stepInto(this);
    }

    @Override
    public void stepOver() throws DebugException {
        target.stepOver(this);
    }

    @Override
    public void stepReturn() throws DebugException {
        target.stepReturn(this);
    }

    // stepping back

    @Override
    public boolean canStepBack() {
        return target.canStepBack();
    }

    @Override
    public void stepBack() throws DebugException {
        target.stepBack(this);
    }

    @Override
    public boolean canStepBackOver() {
        return target.canStepBack();
    }

    @Override
    public void stepBackOver() throws DebugException {
        target.stepBackOver(this);
    }

    @Override
    public boolean canReverseResume() {
        return target.canReverseResume();
    }

    @Override
    public void reverseResume() throws DebugException {
        target.reverseResume();
    }

    /** Runs until this program is about to begin step {@code stepId} (Run to Step). */
    public void runToStep(String stepId) throws DebugException {
        target.runToStep(this, stepId);
    }

    /** The memory of this program's host, for the Memory view. */
    IMemoryBlockRetrieval memory() {
        return target.hostMemory(host);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IMemoryBlockRetrieval.class) {
            return (T) memory();
        }
        return super.getAdapter(adapter);
    }
}
