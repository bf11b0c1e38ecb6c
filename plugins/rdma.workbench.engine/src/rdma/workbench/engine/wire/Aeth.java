package rdma.workbench.engine.wire;

/** ACK extended transport header: syndrome (ACK, RNR NAK or NAK with its code) and the MSN. */
public record Aeth(int syndrome, int msn) {

    public static final int MSN_MASK = 0xFFFFFF;

    public Aeth {
        syndrome &= 0xFF;
        msn &= MSN_MASK;
    }
}
