package rdma.workbench.engine.verbs;

/** enum ibv_event_type, by its libibverbs names and values: what ibv_get_async_event reports. */
public enum AsyncEventType {
    CQ_ERR, QP_FATAL, QP_REQ_ERR, QP_ACCESS_ERR, COMM_EST, SQ_DRAINED, PATH_MIG, PATH_MIG_ERR, DEVICE_FATAL, PORT_ACTIVE, PORT_ERR,
    LID_CHANGE, PKEY_CHANGE, SM_CHANGE, SRQ_ERR, SRQ_LIMIT_REACHED, QP_LAST_WQE_REACHED, CLIENT_REREGISTER, GID_CHANGE;

    /** The value libibverbs gives it (the declaration order of enum ibv_event_type). */
    public int value() {
        return ordinal();
    }
}
