package rdma.workbench.engine.verbs;

/** enum ibv_qp_type: reliable connected, unreliable connected, unreliable datagram. */
public enum QpType {
    RC, UC, UD
}
