package rdma.workbench.engine.wire;

/** RDMA extended transport header: where the data goes (or comes from) and how much. */
public record Reth(long virtualAddress, int rkey, int dmaLength) {
}
