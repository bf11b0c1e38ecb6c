package rdma.workbench.engine.verbs;

/** struct ibv_qp_cap: how many work requests and SGEs each queue holds, and how much inline data. */
public record QpCaps(int maxSendWr, int maxRecvWr, int maxSendSge, int maxRecvSge, int maxInlineData) {
}
