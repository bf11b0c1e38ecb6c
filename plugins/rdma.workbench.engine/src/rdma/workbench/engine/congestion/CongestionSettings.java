package rdma.workbench.engine.congestion;

/**
 * A NIC's congestion control: which algorithm its QPs run as reaction points, and whether (and how
 * often) it answers CE-marked frames with CNPs as a notification point.
 *
 * @param algorithm the reaction point's algorithm
 * @param cnpIntervalNanos at most one CNP per QP in this interval (0: one per marked frame)
 * @param notificationPoint whether CE-marked frames are answered with CNPs
 * @param dcqcn the reaction point's parameters, when the algorithm is DCQCN
 * @param hpcc the reaction point's constants, when the algorithm is HPCC
 */
public record CongestionSettings(Algorithm algorithm, long cnpIntervalNanos, boolean notificationPoint, DcqcnParameters dcqcn, HpccTuning hpcc) {

    public enum Algorithm {
        NONE, DCQCN, HPCC
    }

    /** No congestion control: line rate, no CNPs (what the engine did before congestion was simulated). */
    public static final CongestionSettings NONE = new CongestionSettings(Algorithm.NONE, 0, false);

    /** {@code algorithm} with the DCQCN and HPCC papers' parameters. */
    public CongestionSettings(Algorithm algorithm, long cnpIntervalNanos, boolean notificationPoint) {
        this(algorithm, cnpIntervalNanos, notificationPoint, DcqcnParameters.PAPER, HpccTuning.PAPER);
    }
}
