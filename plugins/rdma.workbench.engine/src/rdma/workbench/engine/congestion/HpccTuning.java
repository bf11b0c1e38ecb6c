package rdma.workbench.engine.congestion;

/**
 * The constants of HPCC a NIC is set with (Li et al., SIGCOMM 2019, section 3.3); each QP's path
 * gives the rest of its {@link HpccParameters}, the base RTT and the line rate.
 *
 * @param targetUtilization η
 * @param maxStage maxStage
 * @param expectedFlows N
 */
public record HpccTuning(double targetUtilization, int maxStage, int expectedFlows) {

    /** The paper's η and maxStage, and the N the bundled incast is sized for (see {@link HpccParameters#EXPECTED_FLOWS}). */
    public static final HpccTuning PAPER = new HpccTuning(HpccParameters.TARGET_UTILIZATION, HpccParameters.MAX_STAGE, HpccParameters.EXPECTED_FLOWS);

    /** Refused when a NIC is set up, not when its first QP connects. */
    public HpccTuning {
        check(targetUtilization, maxStage, expectedFlows);
    }

    /** HPCC's bounds on its constants (section 3.3): 0 < η <= 1, maxStage >= 0, N >= 1. */
    static void check(double targetUtilization, int maxStage, int expectedFlows) {
        if (!(targetUtilization > 0 && targetUtilization <= 1) || maxStage < 0 || expectedFlows < 1) {
            throw new IllegalArgumentException("HPCC needs a target utilization more than 0 and at most 1, maxStage 0 or more and at least 1 "
                    + "expected flow: " + targetUtilization + ", " + maxStage + ", " + expectedFlows);
        }
    }

    /** The parameters of a QP whose path has base RTT {@code baseRttNanos} from a link of {@code lineGbps}. */
    public HpccParameters forPath(long baseRttNanos, double lineGbps) {
        return new HpccParameters(targetUtilization, maxStage, expectedFlows, baseRttNanos, lineGbps);
    }
}
