package rdma.workbench.debug.model;

import java.util.List;

import org.eclipse.debug.core.model.IValue;
import org.eclipse.debug.core.model.IVariable;

/** The value of a {@link TreeVariable}: its text, and its children as variables. */
final class TreeValue extends RdmaDebugElement implements IValue {

    private final String program;
    private final Node node;
    private final Pause pause;

    TreeValue(SimulationTarget target, String program, Node node, Pause pause) {
        super(target);
        this.program = program;
        this.node = node;
        this.pause = pause;
    }

    @Override
    public String getReferenceTypeName() {
        return node.type();
    }

    @Override
    public String getValueString() {
        return node.value();
    }

    @Override
    public boolean isAllocated() {
        return true;
    }

    @Override
    public IVariable[] getVariables() {
        List<Node> children = node.children();
        IVariable[] out = new IVariable[children.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = new TreeVariable((SimulationTarget) getDebugTarget(), program, children.get(i), pause);
        }
        return out;
    }

    @Override
    public boolean hasVariables() {
        return !node.children().isEmpty();
    }
}
