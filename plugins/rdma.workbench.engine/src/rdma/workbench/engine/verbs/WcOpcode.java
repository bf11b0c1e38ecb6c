package rdma.workbench.engine.verbs;

/** enum ibv_wc_opcode. */
public enum WcOpcode {
    SEND, RDMA_WRITE, RDMA_READ, COMP_SWAP, FETCH_ADD, BIND_MW, LOCAL_INV, RECV, RECV_RDMA_WITH_IMM
}
