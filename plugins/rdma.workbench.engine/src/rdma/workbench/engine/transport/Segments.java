package rdma.workbench.engine.transport;

import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.Opcode;

/**
 * Which opcode a segment of a SEND or WRITE message gets (IBTA 9.4: FIRST, MIDDLE, LAST or ONLY,
 * with immediate data or invalidate on the last), looked up in the {@link Opcode} table.
 */
final class Segments {

    /** [transport RC/UC/UD][SEND, WRITE][position][plain, with immediate, with invalidate] */
    private static final Opcode[][][][] TABLE = new Opcode[3][2][Opcode.Position.values().length][3];

    static {
        for (Opcode o : Opcode.values()) {
            int transport = switch (o.code() >> 5) {
                case 0 -> 0;
                case 1 -> 1;
                case 3 -> 2;
                default -> -1;
            };
            int kind = o.kind() == Opcode.Kind.SEND ? 0 : o.kind() == Opcode.Kind.WRITE ? 1 : -1;
            if (transport < 0 || kind < 0) {
                continue;
            }
            int suffix = o.has(Header.IMM_DT) ? 1 : o.has(Header.IETH) ? 2 : 0;
            TABLE[transport][kind][o.position().ordinal()][suffix] = o;
        }
    }

    private Segments() {
    }

    static Opcode opcode(QpType type, WrOpcode op, boolean first, boolean last) {
        int transport = switch (type) {
            case RC -> 0;
            case UC -> 1;
            case UD -> 2;
        };
        Opcode.Position position = first && last ? Opcode.Position.ONLY : first ? Opcode.Position.FIRST
                : last ? Opcode.Position.LAST : Opcode.Position.MIDDLE;
        int suffix = !last ? 0 : op == WrOpcode.SEND_WITH_IMM || op == WrOpcode.RDMA_WRITE_WITH_IMM ? 1 : op == WrOpcode.SEND_WITH_INV ? 2 : 0;
        return TABLE[transport][op.isWrite() ? 1 : 0][position.ordinal()][suffix];
    }
}
