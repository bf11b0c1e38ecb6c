package rdma.workbench.engine.fabric;

import rdma.workbench.engine.wire.Opcode;

/**
 * A fault armed by a scenario: it lets {@code skip} matching frames pass, then acts on the next
 * {@code count}. A frame matches when it leaves through the armed link end and has the opcode
 * (any opcode when null).
 */
public final class FaultRule {

    final FaultAction action;
    final Opcode opcode;
    final long delayNanos;
    final String armedBy;
    int skip;
    int count;

    public FaultRule(FaultAction action, Opcode opcode, int skip, int count, long delayNanos, String armedBy) {
        this.action = action;
        this.opcode = opcode;
        this.skip = skip;
        this.count = count;
        this.delayNanos = delayNanos;
        this.armedBy = armedBy;
    }

    /** Whether this rule acts on a frame of {@code op}; counts the frame either way. */
    boolean takes(Opcode op) {
        if (count <= 0 || opcode != null && opcode != op) {
            return false;
        }
        if (skip > 0) {
            skip--;
            return false;
        }
        count--;
        return true;
    }
}
