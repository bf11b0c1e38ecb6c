package rdma.workbench.model.programs;

import java.util.Collection;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.WrOpcode;

/** The right a responder checks on the memory region a request names (rxe check_rkey; ibv_reg_mr(3)'s access flags). */
public final class RemoteAccess {

    private RemoteAccess() {
    }

    /** REMOTE_WRITE for a WRITE, REMOTE_READ for a READ, REMOTE_ATOMIC for an atomic; null for a SEND, which names no remote region. */
    public static AccessFlag neededBy(WrOpcode opcode) {
        return switch (opcode) {
            case RDMA_WRITE, RDMA_WRITE_WITH_IMM -> AccessFlag.REMOTE_WRITE;
            case RDMA_READ -> AccessFlag.REMOTE_READ;
            case ATOMIC_CMP_AND_SWP, ATOMIC_FETCH_AND_ADD -> AccessFlag.REMOTE_ATOMIC;
            case SEND, SEND_WITH_IMM, SEND_WITH_INV -> null;
        };
    }

    /** Whether {@code access} asks for REMOTE_WRITE or REMOTE_ATOMIC without LOCAL_WRITE, which ibv_reg_mr(3) refuses with EINVAL. */
    public static boolean lacksLocalWrite(Collection<AccessFlag> access) {
        return (access.contains(AccessFlag.REMOTE_WRITE) || access.contains(AccessFlag.REMOTE_ATOMIC)) && !access.contains(AccessFlag.LOCAL_WRITE);
    }
}
