package rdma.workbench.engine.verbs;

/**
 * struct ibv_wc. For a WR_FLUSH_ERR only wrId, status and qpNum are meaningful (opcode is null).
 * {@code immData} is null without IBV_WC_WITH_IMM; {@code srcQp} is the sender's QP on UD.
 */
public record WorkCompletion(long wrId, WcStatus status, WcOpcode opcode, int byteLen, Integer immData, int qpNum, int srcQp,
        boolean grh) {

    public static WorkCompletion flushed(long wrId, int qpNum) {
        return new WorkCompletion(wrId, WcStatus.WR_FLUSH_ERR, null, 0, null, qpNum, 0, false);
    }
}
