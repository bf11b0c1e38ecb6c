package rdma.workbench.engine.fabric;

/**
 * A frame on the simulated wire: its bytes (never changed once built; a corrupting fault works on a
 * copy) and the id that ties its send, its hops and its receive or drop together in the trace.
 */
public record Frame(long id, byte[] bytes) {
}
