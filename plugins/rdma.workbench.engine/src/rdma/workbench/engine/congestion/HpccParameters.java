package rdma.workbench.engine.congestion;

/**
 * HPCC's constants for one QP (Li et al., "HPCC: High Precision Congestion Control", SIGCOMM
 * 2019, Algorithm 1 and section 3.3).
 *
 * @param targetUtilization η: the share of a link's capacity HPCC aims to fill; the rest is
 *        headroom that keeps the queue near empty (section 3.3: 95 %)
 * @param maxStage how many rounds of additive increase before one multiplicative step towards η
 *        even while U stays below it (section 3.3: 5)
 * @param expectedFlows N: the flows a link is expected to carry at once; W_AI is sized so that
 *        their additive increases together stay inside the (1 − η) headroom (section 3.3)
 * @param baseRttNanos T: the base round-trip time of the QP's path with empty queues (derived from
 *        the path: {@link rdma.workbench.engine.fabric.Fabric#baseRttNanos})
 * @param lineGbps B of the sender's own link, which with T gives W_init
 */
public record HpccParameters(double targetUtilization, int maxStage, int expectedFlows, long baseRttNanos, double lineGbps) {

    /** η = 0.95 (section 3.3). */
    public static final double TARGET_UTILIZATION = 0.95;
    /** maxStage = 5 (section 3.3). */
    public static final int MAX_STAGE = 5;
    /**
     * N = 4. Section 3.3 sets W_AI = W_init·(1 − η)/N for the most flows expected on a link at
     * once: a larger N keeps the queue low under more flows, a smaller one converges to a fair share
     * sooner (multiplicative decrease evens out what additive increase adds). The bundled 4-to-1
     * incast finishes its four 512 KiB WRITEs within 4 % of each other with N = 4, and 15 % apart
     * with N = 16, the initial imbalance not yet evened out after a hundred round trips.
     */
    public static final int EXPECTED_FLOWS = 4;

    public HpccParameters {
        HpccTuning.check(targetUtilization, maxStage, expectedFlows);
        if (baseRttNanos <= 0 || !(lineGbps > 0)) {
            throw new IllegalArgumentException("HPCC needs a base RTT T > 0 and a line rate B > 0: " + baseRttNanos + " ns, " + lineGbps + " Gbit/s");
        }
    }

    /** W_init = B·T, bytes: the window that fills the sender's link for one base RTT (section 3.2). */
    public double initialWindowBytes() {
        return lineGbps / 8 * baseRttNanos;
    }

    /** W_AI = W_init·(1 − η)/N, bytes (section 3.3). */
    public double additiveIncreaseBytes() {
        return initialWindowBytes() * (1 - targetUtilization) / expectedFlows;
    }
}
