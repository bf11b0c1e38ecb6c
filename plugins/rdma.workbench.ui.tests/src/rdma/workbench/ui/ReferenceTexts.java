package rdma.workbench.ui;

/** The reference texts the help tests expect, word for word as scenario.ecore documents them. */
public final class ReferenceTexts {

    private ReferenceTexts() {
    }

    public static final String POST_SEND_FLAGS = "send_flags: properties of this work request, combined freely (enum ibv_send_flags): "
            + "FENCE: IBV_SEND_FENCE, the request waits until this QP's earlier READs and atomics have completed, so it never "
            + "overtakes the data they bring back. "
            + "SIGNALED: IBV_SEND_SIGNALED, the request completes in the send CQ when it succeeds; without it (and without "
            + "sq_sig_all) success is silent and only an error completes. "
            + "SOLICITED: IBV_SEND_SOLICITED, sets the Solicited Event bit in the BTH of the message's last packet, for a receiver "
            + "that waits with ibv_req_notify_cq(solicited_only); the engine has no completion channels, so the bit shows in the "
            + "packet and nothing waits on it. "
            + "INLINE: IBV_SEND_INLINE, the bytes are copied from the SGEs when posting, so the buffer may be reused at once and "
            + "needs no lkey; at most max_inline_data bytes (EINVAL beyond).";

    public static final String MODIFY_QP_PATH_MTU = "IBV_QP_PATH_MTU: the largest payload of one packet on this connection, required "
            + "at INIT to RTR for RC and UC. Messages longer than the path MTU are cut into FIRST, MIDDLE and LAST packets. Must not "
            + "exceed the active MTU of the ports at both ends: validation reports it, and frames larger than a port's MTU are "
            + "dropped. The values, in payload bytes per packet, with the netdev MTU each needs (rxe reserves 80 bytes for the "
            + "RoCEv2 headers): 256: netdev MTU 336 or more. 512: netdev MTU 592 or more. 1024: netdev MTU 1104 or more: the "
            + "largest a standard 1500-byte Ethernet netdev carries. 2048: netdev MTU 2128 or more (jumbo frames). 4096: netdev "
            + "MTU 4176 or more (jumbo frames, such as 9000).";

    public static final String POST_SEND = "ibv_post_send: posts one work request to the QP's send queue: a SEND, an RDMA WRITE or "
            + "READ, or an atomic, with its data in SGEs. The call only queues it; the NIC sends it and the result comes later as a "
            + "completion in the send CQ (when signaled, or always on error). The call fails with EINVAL when the QP is not in RTS, "
            + "the opcode does not fit the QP type, or there are more SGEs or inline bytes than the QP takes, and with ENOMEM when "
            + "the send queue is full.";

    public static final String POST_SEND_SUMMARY = "ibv_post_send: posts one work request to the QP's send queue: a SEND, an RDMA "
            + "WRITE or READ, or an atomic, with its data in SGEs.";
}
