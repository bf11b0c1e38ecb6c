package rdma.workbench.engine.wire;

/** Atomic extended transport header; a FETCH_ADD carries its addend in swapAdd and compare 0. */
public record AtomicEth(long virtualAddress, int rkey, long swapAdd, long compare) {
}
