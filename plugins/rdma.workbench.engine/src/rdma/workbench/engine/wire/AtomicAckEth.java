package rdma.workbench.engine.wire;

/** Atomic acknowledge extended transport header: the value the target held before the atomic. */
public record AtomicAckEth(long originalValue) {
}
