package rdma.workbench.engine.fabric;

/** What a fault does to a frame on a link. */
public enum FaultAction {
    DROP, CORRUPT, DELAY, DUPLICATE, REORDER
}
