package rdma.workbench.ui.properties;

import java.util.Map;

import org.eclipse.emf.ecore.EStructuralFeature;

import rdma.workbench.model.scenario.ScenarioPackage.Literals;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * The unit of each number the models keep in one, as their .ecore documentation gives it, so that Properties reads
 * "100 Gbit/s" and "1000 ns" instead of a bare number whose unit the user has to look up.
 */
final class PropertyUnits {

    private static final String BYTES = "bytes";
    private static final String NANOSECONDS = "ns";
    private static final String MICROSECONDS = "\u00b5s";
    private static final String MBITS = "Mbit/s";

    private static final Map<EStructuralFeature, String> UNITS = Map.ofEntries(
            Map.entry(TopologyPackage.Literals.LINK__BANDWIDTH, "Gbit/s"),
            Map.entry(TopologyPackage.Literals.LINK__DELAY, NANOSECONDS),
            Map.entry(TopologyPackage.Literals.HOST__MEMORY_SIZE, BYTES),
            Map.entry(TopologyPackage.Literals.PORT__MTU, BYTES),
            Map.entry(TopologyPackage.Literals.SWITCH__ECN_THRESHOLD, BYTES),
            Map.entry(TopologyPackage.Literals.SWITCH__ECN_KMAX, BYTES),
            Map.entry(TopologyPackage.Literals.SWITCH__BUFFER_SIZE, BYTES),
            Map.entry(TopologyPackage.Literals.ECN_PROFILE__KMIN, BYTES),
            Map.entry(TopologyPackage.Literals.ECN_PROFILE__KMAX, BYTES),
            Map.entry(TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_MR_SIZE, BYTES),
            Map.entry(TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_INLINE_DATA, BYTES),
            Map.entry(TopologyPackage.Literals.ROCE_NIC__CNP_INTERVAL, MICROSECONDS),
            Map.entry(TopologyPackage.Literals.ROCE_NIC__DCQCN_ALPHA_TIMER, MICROSECONDS),
            Map.entry(TopologyPackage.Literals.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER, MICROSECONDS),
            Map.entry(TopologyPackage.Literals.ROCE_NIC__DCQCN_BYTE_COUNTER, BYTES),
            Map.entry(TopologyPackage.Literals.ROCE_NIC__DCQCN_ADDITIVE_INCREASE, MBITS),
            Map.entry(TopologyPackage.Literals.ROCE_NIC__DCQCN_HYPER_INCREASE, MBITS),
            Map.entry(TopologyPackage.Literals.ROCE_NIC__DCQCN_MINIMUM_RATE, MBITS),
            Map.entry(Literals.REG_MR__LENGTH, BYTES),
            Map.entry(Literals.CREATE_QP__MAX_INLINE_DATA, BYTES),
            Map.entry(Literals.SGE__OFFSET, BYTES),
            Map.entry(Literals.SGE__LENGTH, BYTES),
            Map.entry(Literals.POST_SEND__REMOTE_OFFSET, BYTES),
            Map.entry(Literals.POST_SEND__REPEAT_UNTIL, NANOSECONDS),
            Map.entry(Literals.POLL_CQ__TIMEOUT, NANOSECONDS),
            Map.entry(Literals.WAIT_ASYNC_EVENT__TIMEOUT, NANOSECONDS),
            Map.entry(Literals.SYNC__DELAY, NANOSECONDS),
            Map.entry(Literals.FAULT__DELAY, NANOSECONDS),
            Map.entry(Literals.EXPECTED_COMPLETION__BYTE_LEN, BYTES),
            Map.entry(Literals.CHECK_MEMORY__OFFSET, BYTES));

    private PropertyUnits() {
    }

    /** The number's text with its feature's unit after it, or the text alone for a feature without one. */
    static String withUnit(EStructuralFeature feature, String number) {
        String unit = feature == null ? null : UNITS.get(feature);
        return unit == null ? number : number + " " + unit;
    }
}
