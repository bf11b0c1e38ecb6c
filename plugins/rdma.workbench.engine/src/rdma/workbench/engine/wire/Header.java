package rdma.workbench.engine.wire;

/** The extension headers that may follow the BTH (IBTA 9.3), in the order they appear on the wire. */
public enum Header {
    /** Datagram extended transport header: Q_Key, source QP (UD). */
    DETH(8),
    /** RDMA extended transport header: virtual address, R_Key, DMA length. */
    RETH(16),
    /** Atomic extended transport header: VA, R_Key, swap/add, compare. */
    ATOMIC_ETH(28),
    /** ACK extended transport header: syndrome, MSN. */
    AETH(4),
    /** Atomic acknowledge: the original value at the target address. */
    ATOMIC_ACK_ETH(8),
    /** Immediate data. */
    IMM_DT(4),
    /** Invalidate extended transport header: the R_Key to invalidate. */
    IETH(4);

    private final int length;

    Header(int length) {
        this.length = length;
    }

    public int length() {
        return length;
    }
}
