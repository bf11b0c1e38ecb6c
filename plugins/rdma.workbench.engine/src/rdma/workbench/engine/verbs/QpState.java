package rdma.workbench.engine.verbs;

/** enum ibv_qp_state. */
public enum QpState {
    RESET, INIT, RTR, RTS, SQD, SQE, ERR
}
