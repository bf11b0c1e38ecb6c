package rdma.workbench.engine.verbs;

/** enum ibv_send_flags. */
public enum SendFlag {
    FENCE, SIGNALED, SOLICITED, INLINE
}
