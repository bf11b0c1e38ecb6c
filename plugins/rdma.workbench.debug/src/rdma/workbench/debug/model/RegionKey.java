package rdma.workbench.debug.model;

/** Names a memory region across suspends: the host it lives on and its lkey. */
public record RegionKey(String host, String device, int lkey) {
}
