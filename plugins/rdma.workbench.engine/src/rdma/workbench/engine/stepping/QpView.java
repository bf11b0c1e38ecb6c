package rdma.workbench.engine.stepping;

/** What a debugger shows of a QP: where it is, its PSNs and how much work is queued. */
public record QpView(String host, String device, int qpn, String type, String state, int nextSendPsn, int expectedPsn, int msn,
        int sendQueued, int recvQueued) {
}
