package rdma.workbench.model.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.WrOpcode;

/** The right each work request opcode needs on the remote region (rxe check_rkey). */
class RemoteAccessTest {

    @Test
    void everyOpcodeAndTheRightItNeeds() {
        Map<WrOpcode, AccessFlag> needed = new EnumMap<>(WrOpcode.class);
        for (WrOpcode op : WrOpcode.values()) {
            needed.put(op, RemoteAccess.neededBy(op));
        }
        Map<WrOpcode, AccessFlag> expected = new EnumMap<>(WrOpcode.class);
        expected.put(WrOpcode.RDMA_WRITE, AccessFlag.REMOTE_WRITE);
        expected.put(WrOpcode.RDMA_WRITE_WITH_IMM, AccessFlag.REMOTE_WRITE);
        expected.put(WrOpcode.SEND, null);
        expected.put(WrOpcode.SEND_WITH_IMM, null);
        expected.put(WrOpcode.RDMA_READ, AccessFlag.REMOTE_READ);
        expected.put(WrOpcode.ATOMIC_CMP_AND_SWP, AccessFlag.REMOTE_ATOMIC);
        expected.put(WrOpcode.ATOMIC_FETCH_AND_ADD, AccessFlag.REMOTE_ATOMIC);
        expected.put(WrOpcode.SEND_WITH_INV, null);
        assertEquals(expected, needed);
    }
}
