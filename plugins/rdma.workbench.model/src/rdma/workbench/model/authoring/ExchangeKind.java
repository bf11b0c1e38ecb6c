package rdma.workbench.model.authoring;

/** The exchanges {@link ExchangeGenerator} adds on a connection. */
public enum ExchangeKind {
    SEND_RECV("SEND / RECV"),
    RDMA_WRITE("RDMA WRITE"),
    RDMA_READ("RDMA READ"),
    ATOMIC("atomic");

    private final String label;

    ExchangeKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Whether the message size applies: atomics always work on 8 bytes. */
    public boolean hasSize() {
        return this != ATOMIC;
    }
}
