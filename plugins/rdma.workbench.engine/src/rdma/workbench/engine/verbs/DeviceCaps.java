package rdma.workbench.engine.verbs;

/** struct ibv_device_attr, the part the engine enforces; {@code uc} and {@code srq} say whether those exist at all. */
public record DeviceCaps(int maxQp, int maxSendWr, int maxRecvWr, int maxSendSge, int maxRecvSge, int maxInlineData, int maxCq, int maxCqe,
        int maxMr, long maxMrSize, int maxPd, int maxSrq, int maxAh, int maxQpRdAtom, int maxQpInitRdAtom, boolean uc) {
}
