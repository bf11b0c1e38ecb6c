package rdma.workbench.engine.verbs;

/**
 * Where a memory region stands, as one state (rxe: enum rxe_mr_state): registered and usable, its
 * rkey invalidated by a SEND with invalidate, or deregistered. Only a VALID region takes local or
 * remote accesses.
 */
public enum MrState {
    /** Registered and usable (rxe RXE_MR_STATE_VALID). */
    VALID("valid"),
    /** A SEND with invalidate ended its rkey (rxe_invalidate_mr's RXE_MR_STATE_FREE): accesses fail, deregistering still works. */
    INVALIDATED("invalidated by a SEND with invalidate"),
    /** ibv_dereg_mr took it (rxe_dereg_mr's RXE_MR_STATE_INVALID): a later use is a stale handle. */
    DEREGISTERED("deregistered");

    private final String text;

    MrState(String text) {
        this.text = text;
    }

    @Override
    public String toString() {
        return text;
    }
}
