package rdma.workbench.engine.verbs;

/** enum ibv_access_flags. */
public enum Access {
    LOCAL_WRITE, REMOTE_WRITE, REMOTE_READ, REMOTE_ATOMIC
}
