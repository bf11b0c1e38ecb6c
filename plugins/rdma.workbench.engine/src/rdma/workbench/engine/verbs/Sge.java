package rdma.workbench.engine.verbs;

/** struct ibv_sge: a slice of a registered buffer, named by address, length and lkey. */
public record Sge(long addr, int length, int lkey) {
}
