package rdma.workbench.debug.model;

import java.util.Objects;

import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.core.model.IValue;
import org.eclipse.debug.core.model.IVariable;

/**
 * One entry of the Variables view: a verbs object of a program, or one of its fields, as it was
 * when the run suspended. Read-only: a simulated NIC's state is what the run made it. Equal to the
 * same entry of the next suspend, so the view keeps what the user expanded.
 */
public final class TreeVariable extends RdmaDebugElement implements IVariable {

    private final String program;
    private final Node node;
    private final Pause pause;

    TreeVariable(SimulationTarget target, String program, Node node, Pause pause) {
        super(target);
        this.program = program;
        this.node = node;
        this.pause = pause;
    }

    @Override
    public IValue getValue() {
        return new TreeValue((SimulationTarget) getDebugTarget(), program, node, pause);
    }

    @Override
    public String getName() {
        return node.name();
    }

    @Override
    public String getReferenceTypeName() {
        return node.type();
    }

    @Override
    public boolean hasValueChanged() {
        return pause.changed(program, node);
    }

    /** Whether this variable is a memory region (the Memory view can show it). */
    public boolean isRegion() {
        return node.region() != null;
    }

    /** The memory region this variable shows, as a block for the Memory view; null when it is not a region. */
    public IMemoryBlock memoryBlock() throws DebugException {
        return node.region() == null ? null : ((SimulationTarget) getDebugTarget()).regionBlock(node.region());
    }

    @Override
    public void setValue(String expression) throws DebugException {
        throw readOnly();
    }

    @Override
    public void setValue(IValue value) throws DebugException {
        throw readOnly();
    }

    private DebugException readOnly() {
        return new DebugException(Status.error("the values of a run are what the run made them; they cannot be changed"));
    }

    @Override
    public boolean supportsValueModification() {
        return false;
    }

    @Override
    public boolean verifyValue(String expression) {
        return false;
    }

    @Override
    public boolean verifyValue(IValue value) {
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TreeVariable v && v.getDebugTarget() == getDebugTarget() && v.program.equals(program) && v.node.path().equals(node.path());
    }

    @Override
    public int hashCode() {
        return Objects.hash(program, node.path());
    }
}
