package rdma.workbench.engine.wire;

/** 24-bit packet sequence numbers, which wrap (IBTA 9.7.1). */
public final class Psn {

    public static final int MASK = 0xFFFFFF;

    private Psn() {
    }

    public static int add(int psn, int n) {
        return psn + n & MASK;
    }

    /** Negative when {@code a} comes before {@code b}, 0 when equal, positive after (rxe psn_compare). */
    public static int compare(int a, int b) {
        return (a - b) << 8;
    }

    /** How many PSNs {@code a} lies after {@code b}, negative when before: -2^23 .. 2^23-1. */
    public static int distance(int a, int b) {
        return (a - b) << 8 >> 8;
    }
}
