package rdma.workbench.debug.model;

import java.util.List;

import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.IMemoryBlockRetrieval;
import org.eclipse.debug.core.model.IRegisterGroup;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.core.model.IVariable;

/**
 * A program's current step, as the top (and only) stack frame of its thread: the step id the
 * scenario editor selects, the step number as the "line", the program's verbs objects as its
 * variables. One frame per thread for the whole session, so the views keep their expansion.
 */
public final class StepFrame extends RunControlled<ProgramThread> implements IStackFrame {

    private final ProgramThread thread;

    StepFrame(ProgramThread thread) {
        super(thread.getDebugTarget());
        this.thread = thread;
    }

    private ProgramView view() {
        return thread.view();
    }

    /** The id (URI fragment) of the step, for the editor to select; null at the program's end. */
    public String stepId() {
        ProgramView v = view();
        return v == null ? null : v.stepId();
    }

    @Override
    ProgramThread runOwner() {
        return thread;
    }

    @Override
    public IThread getThread() {
        return thread;
    }

    @Override
    public IVariable[] getVariables() {
        Pause p = thread.target().pause();
        ProgramView v = p == null ? null : p.programs.get(thread.program());
        if (v == null) {
            return new IVariable[0];
        }
        List<Node> objects = v.objects();
        IVariable[] out = new IVariable[objects.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = new TreeVariable(thread.target(), v.name(), objects.get(i), p);
        }
        return out;
    }

    @Override
    public boolean hasVariables() {
        ProgramView v = view();
        return v != null && !v.objects().isEmpty();
    }

    @Override
    public int getLineNumber() {
        ProgramView v = view();
        return v == null ? -1 : v.pc() + 1;
    }

    @Override
    public int getCharStart() {
        return -1;
    }

    @Override
    public int getCharEnd() {
        return -1;
    }

    @Override
    public String getName() {
        ProgramView v = view();
        if (v == null) {
            return "";
        }
        return v.stepLabel() == null ? "end of " + v.name() + " (after its " + v.steps() + " steps)"
                : v.stepLabel() + "  (step " + (v.pc() + 1) + " of " + v.steps() + ")";
    }

    @Override
    public IRegisterGroup[] getRegisterGroups() {
        return new IRegisterGroup[0];
    }

    @Override
    public boolean hasRegisterGroups() {
        return false;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IMemoryBlockRetrieval.class) {
            return (T) thread.memory();
        }
        return super.getAdapter(adapter);
    }

    // stepping and suspending act on the thread

    @Override
    public boolean canStepInto() {
        return thread.canStepInto();
    }

    @Override
    public boolean canStepOver() {
        return thread.canStepOver();
    }

    @Override
    public boolean canStepReturn() {
        return thread.canStepReturn();
    }

    @Override
    public boolean isStepping() {
        return thread.isStepping();
    }

    @Override
    public void stepInto() throws DebugException {
        thread.stepInto();
    }

    @Override
    public void stepOver() throws DebugException {
        thread.stepOver();
    }

    @Override
    public void stepReturn() throws DebugException {
        thread.stepReturn();
    }

}
