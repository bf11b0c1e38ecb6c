package rdma.workbench.engine.transport;

import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Opcode;

/** Which opcode a segment of a message gets (IBTA 9.4: FIRST, MIDDLE, LAST or ONLY, with immediate or invalidate on the last). */
final class Segments {

    private Segments() {
    }

    static Opcode opcode(QpType type, WrOpcode op, boolean first, boolean last) {
        String transport = type.name();
        String kind = op.isWrite() ? "RDMA_WRITE" : "SEND";
        String position = first && last ? "ONLY" : first ? "FIRST" : last ? "LAST" : "MIDDLE";
        String suffix = "";
        if (last && (op == WrOpcode.SEND_WITH_IMM || op == WrOpcode.RDMA_WRITE_WITH_IMM)) {
            suffix = "_WITH_IMMEDIATE";
        } else if (last && op == WrOpcode.SEND_WITH_INV) {
            suffix = "_WITH_INVALIDATE";
        }
        return Opcode.valueOf(transport + "_" + kind + "_" + position + suffix);
    }
}
