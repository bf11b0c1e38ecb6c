package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ScenarioPackage.Literals;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * The numbers a model may hold: each attribute that reaches a verb, a header field or the
 * engine's clock has the range of the field it ends up in (an unsigned libibverbs field, a
 * 5-bit timer code, a 24-bit PSN). A value outside it cannot be written by a real program, or
 * would be cut to fit; either way the engine cannot run it. Unsettable attributes are checked
 * only when set.
 */
public final class FieldRanges {

    /** One hour of simulated time: the longest wait or delay a step may ask for. */
    static final long MAX_WAIT_NS = 3_600_000_000_000L;

    private static final long U8 = 0xFF;
    private static final long U16 = 0xFFFF;
    private static final long U32 = 0xFFFF_FFFFL;
    private static final long PSN = 0xFF_FFFF;
    private static final long UNBOUNDED = Long.MAX_VALUE;

    /** An attribute's range and why it has that range. */
    private record Range(EAttribute attribute, String name, long min, long max, String why, Rule rule, boolean unlessFailureExpected) {
    }

    private static final List<Range> RANGES = new ArrayList<>();
    private static final Map<EClass, List<Range>> BY_CLASS = new ConcurrentHashMap<>();

    static {
        String ibvQpCap = "an unsigned field of struct ibv_qp_cap";
        String ibvSrqAttr = "an unsigned field of struct ibv_srq_attr";
        field(Literals.REG_MR__LENGTH, "length", 0, UNBOUNDED, "ibv_reg_mr takes an unsigned length (size_t)");
        rule(Literals.CREATE_CQ__CQE, "cqe", 1, UNBOUNDED, "ibv_create_cq needs room for at least one completion (rxe refuses cqe < 1 with EINVAL)",
                Rule.CQ_SIZE, true);
        field(Literals.CREATE_SRQ__MAX_WR, "max_wr", 0, UNBOUNDED, ibvSrqAttr);
        field(Literals.CREATE_SRQ__MAX_SGE, "max_sge", 0, UNBOUNDED, ibvSrqAttr);
        field(Literals.CREATE_SRQ__SRQ_LIMIT, "srq_limit", 0, UNBOUNDED, ibvSrqAttr);
        field(Literals.CREATE_QP__MAX_SEND_WR, "max_send_wr", 0, UNBOUNDED, ibvQpCap);
        field(Literals.CREATE_QP__MAX_RECV_WR, "max_recv_wr", 0, UNBOUNDED, ibvQpCap);
        field(Literals.CREATE_QP__MAX_SEND_SGE, "max_send_sge", 0, UNBOUNDED, ibvQpCap);
        field(Literals.CREATE_QP__MAX_RECV_SGE, "max_recv_sge", 0, UNBOUNDED, ibvQpCap);
        field(Literals.CREATE_QP__MAX_INLINE_DATA, "max_inline_data", 0, UNBOUNDED, ibvQpCap);
        field(Literals.CREATE_AH__SGID_INDEX, "sgid_index", 0, U8, "a GID table index is one byte (struct ibv_global_route)");
        field(Literals.CREATE_AH__PORT_NUM, "port_num", 1, U8, "ports are numbered from 1 in one byte (struct ibv_ah_attr)");
        field(Literals.CREATE_AH__HOP_LIMIT, "hop_limit", 0, U8, "the hop limit (IPv4 TTL) is one byte of the IP header");
        field(Literals.CREATE_AH__TRAFFIC_CLASS, "traffic_class", 0, U8, "the traffic class is one byte of the IP header");
        field(Literals.MODIFY_QP__HOP_LIMIT, "hop_limit", 0, U8, "the hop limit (IPv4 TTL) is one byte of the IP header");
        field(Literals.MODIFY_QP__TRAFFIC_CLASS, "traffic_class", 0, U8, "the traffic class is one byte of the IP header");
        qpAttributes("", Literals.MODIFY_QP__PKEY_INDEX, Literals.MODIFY_QP__PORT, Literals.MODIFY_QP__QKEY, Literals.MODIFY_QP__SGID_INDEX,
                Literals.MODIFY_QP__RQ_PSN, Literals.MODIFY_QP__SQ_PSN, Literals.MODIFY_QP__MAX_RD_ATOMIC, Literals.MODIFY_QP__MAX_DEST_RD_ATOMIC,
                Literals.MODIFY_QP__MIN_RNR_TIMER, Literals.MODIFY_QP__TIMEOUT, Literals.MODIFY_QP__RETRY_CNT, Literals.MODIFY_QP__RNR_RETRY);
        qpAttributes("expected ", null, null, null, null,
                Literals.QUERY_QP__EXPECTED_RQ_PSN, Literals.QUERY_QP__EXPECTED_SQ_PSN, Literals.QUERY_QP__EXPECTED_MAX_RD_ATOMIC,
                Literals.QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC, Literals.QUERY_QP__EXPECTED_MIN_RNR_TIMER, Literals.QUERY_QP__EXPECTED_TIMEOUT,
                Literals.QUERY_QP__EXPECTED_RETRY_CNT, Literals.QUERY_QP__EXPECTED_RNR_RETRY);
        field(Literals.POST_SEND__IMM_DATA, "imm_data", 0, U32, "immediate data is 32 bits (ImmDt)");
        field(Literals.POST_SEND__REMOTE_QKEY, "remote_qkey", 0, U32, "a Q_Key is 32 bits (DETH)");
        field(Literals.POST_SEND__REPEAT, "repeat", 1, UNBOUNDED, "a step posts its work request at least once");
        field(Literals.SGE__LENGTH, "length", 0, UNBOUNDED, "an unsigned field of struct ibv_sge");
        field(Literals.EXPECTED_COMPLETION__BYTE_LEN, "byte_len", 0, UNBOUNDED, "an unsigned field of struct ibv_wc");
        field(Literals.EXPECTED_COMPLETION__IMM_DATA, "imm_data", 0, U32, "immediate data is 32 bits (ImmDt)");
        field(Literals.FAULT__SKIP, "skip", 0, UNBOUNDED, "it counts packets");
        field(Literals.FAULT__COUNT, "count", 0, UNBOUNDED, "it counts packets");
        String clock = "the longest wait or delay the engine schedules is 1 hour of simulated time";
        rule(Literals.POLL_CQ__TIMEOUT, "timeout", 0, MAX_WAIT_NS, clock, Rule.TIME_RANGE, false);
        rule(Literals.WAIT_ASYNC_EVENT__TIMEOUT, "timeout", 0, MAX_WAIT_NS, clock, Rule.TIME_RANGE, false);
        rule(Literals.SYNC__DELAY, "delay", 0, MAX_WAIT_NS, clock, Rule.TIME_RANGE, false);
        rule(Literals.FAULT__DELAY, "delay", 0, MAX_WAIT_NS, clock, Rule.TIME_RANGE, false);
        rule(Literals.POST_SEND__REPEAT_UNTIL, "repeatUntil", 0, MAX_WAIT_NS, clock, Rule.TIME_RANGE, false);

        field(TopologyPackage.Literals.HOST__MEMORY_SIZE, "memory size", 0, UNBOUNDED, "it counts bytes");
        field(TopologyPackage.Literals.ERDMA_DEVICE__RETRANSMISSION_COUNT, "retransmission count", 0, UNBOUNDED, "it counts retransmissions");
        for (EAttribute a : TopologyPackage.Literals.DEVICE_CAPABILITIES.getEAttributes()) {
            Class<?> type = a.getEAttributeType().getInstanceClass();
            if (type == int.class || type == long.class) {
                field(a, a.getName().replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT), 0, UNBOUNDED,
                        "a device limit counts objects or bytes (struct ibv_device_attr)");
            }
        }
        field(TopologyPackage.Literals.PORT__PORT_NUMBER, "port number", 1, U8, "ports are numbered from 1 in one byte (port_num)");
        field(TopologyPackage.Literals.SWITCH__ECN_THRESHOLD, "ECN threshold", 0, UNBOUNDED, "it counts bytes");
        field(TopologyPackage.Literals.SWITCH__ECN_KMAX, "ECN Kmax", 0, UNBOUNDED, "it counts bytes");
        field(TopologyPackage.Literals.ECN_PROFILE__PRIORITY, "priority", 0, 7, "a switch has eight priorities (IEEE 802.1Q PCP, DSCP / 8)");
        field(TopologyPackage.Literals.ECN_PROFILE__KMIN, "Kmin", 0, UNBOUNDED, "it counts bytes");
        field(TopologyPackage.Literals.ECN_PROFILE__KMAX, "Kmax", 0, UNBOUNDED, "it counts bytes");
        field(TopologyPackage.Literals.SWITCH__BUFFER_SIZE, "buffer size", 0, UNBOUNDED, "it counts bytes");
        field(TopologyPackage.Literals.ROCE_NIC__CNP_INTERVAL, "CNP interval", 0, 1_000_000, "it counts microseconds, at most a second");
        field(TopologyPackage.Literals.ROCE_NIC__DCQCN_ALPHA_TIMER, "DCQCN alpha timer", 1, 1_000_000, "it counts microseconds, at most a second");
        field(TopologyPackage.Literals.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER, "DCQCN rate-increase timer", 1, 1_000_000,
                "it counts microseconds, at most a second");
        field(TopologyPackage.Literals.ROCE_NIC__DCQCN_BYTE_COUNTER, "DCQCN byte counter", 1, UNBOUNDED, "it counts bytes");
        field(TopologyPackage.Literals.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS, "DCQCN fast recovery steps", 0, 1000, "it counts rate-increase events");
        field(TopologyPackage.Literals.ROCE_NIC__HPCC_MAX_STAGE, "HPCC maxStage", 0, 100, "it counts rounds of additive increase");
        field(TopologyPackage.Literals.ROCE_NIC__HPCC_EXPECTED_FLOWS, "HPCC expected flows", 1, 1_000_000, "it counts flows sharing a link");
        field(TopologyPackage.Literals.CGROUP_LIMIT__HCA_HANDLE, "hca_handle", -1, UNBOUNDED, "it counts handles, and -1 stands for max");
        field(TopologyPackage.Literals.CGROUP_LIMIT__HCA_OBJECT, "hca_object", -1, UNBOUNDED, "it counts objects, and -1 stands for max");
    }

    private FieldRanges() {
    }

    private static void qpAttributes(String prefix, EAttribute pkeyIndex, EAttribute port, EAttribute qkey, EAttribute sgidIndex, EAttribute rqPsn,
            EAttribute sqPsn, EAttribute maxRdAtomic, EAttribute maxDestRdAtomic, EAttribute minRnrTimer, EAttribute timeout, EAttribute retryCnt,
            EAttribute rnrRetry) {
        if (pkeyIndex != null) {
            field(pkeyIndex, prefix + "pkey_index", 0, U16, "a P_Key index is 16 bits (struct ibv_qp_attr)");
            field(port, prefix + "port_num", 1, U8, "ports are numbered from 1 in one byte (struct ibv_qp_attr)");
            field(qkey, prefix + "qkey", 0, U32, "a Q_Key is 32 bits (DETH)");
            field(sgidIndex, prefix + "sgid_index", 0, U8, "a GID table index is one byte (struct ibv_global_route)");
        }
        field(rqPsn, prefix + "rq_psn", 0, PSN, "a PSN is 24 bits (BTH)");
        field(sqPsn, prefix + "sq_psn", 0, PSN, "a PSN is 24 bits (BTH)");
        field(maxRdAtomic, prefix + "max_rd_atomic", 0, U8, "a uint8_t of struct ibv_qp_attr");
        field(maxDestRdAtomic, prefix + "max_dest_rd_atomic", 0, U8, "a uint8_t of struct ibv_qp_attr");
        field(minRnrTimer, prefix + "min_rnr_timer", 0, 31, "an RNR timer code is 5 bits (the low bits of the AETH syndrome)");
        field(timeout, prefix + "timeout", 0, 31, "the local ACK timeout is 4.096 us x 2^timeout, with a 5-bit timeout");
        field(retryCnt, prefix + "retry_cnt", 0, 7, "a 3-bit count");
        field(rnrRetry, prefix + "rnr_retry", 0, 7, "a 3-bit count (7 means retry forever)");
    }

    private static void field(EAttribute a, String name, long min, long max, String why) {
        rule(a, name, min, max, why, Rule.FIELD_RANGE, false);
    }

    private static void rule(EAttribute a, String name, long min, long max, String why, Rule rule, boolean unlessFailureExpected) {
        RANGES.add(new Range(a, name, min, max, why, rule, unlessFailureExpected));
    }

    /** Reports every attribute of {@code o} outside its range. */
    static void check(EObject o, RuleValidator.Reporter report) {
        for (Range r : BY_CLASS.computeIfAbsent(o.eClass(), FieldRanges::rangesOf)) {
            if (r.attribute.isUnsettable() && !o.eIsSet(r.attribute)) {
                continue;
            }
            if (r.unlessFailureExpected && o instanceof VerbStep v && v.getExpectedResult() != Errno.OK) {
                continue;
            }
            long value = ((Number) o.eGet(r.attribute)).longValue();
            if (value < r.min || value > r.max) {
                String unit = r.rule == Rule.TIME_RANGE ? " ns" : "";
                String allowed = r.max == UNBOUNDED ? r.min + unit + " or more" : "between " + r.min + " and " + r.max + unit;
                report.error(r.rule, o, capitalize(ModelLabels.of(o)) + " has " + r.name + " " + value + unit + "; it must be " + allowed
                        + ": " + r.why, r.attribute);
            }
        }
    }

    /** The least and the greatest whole number an attribute may hold, and the attribute's name in libibverbs' terms (max_send_wr). */
    public record Bounds(String name, long min, long max) {
        /** The legal value nearest to {@code value}. */
        public long nearest(long value) {
            return Math.max(min, Math.min(max, value));
        }
    }

    /** The bounds the rules give {@code attribute} on objects of class {@code c}; empty when no range rule checks it. */
    public static Optional<Bounds> bounds(EClass c, EAttribute attribute) {
        return BY_CLASS.computeIfAbsent(c, FieldRanges::rangesOf).stream().filter(r -> r.attribute == attribute).findFirst()
                .map(r -> new Bounds(r.name, r.min, r.max));
    }

    private static List<Range> rangesOf(EClass c) {
        return RANGES.stream().filter(r -> r.attribute.getEContainingClass().isSuperTypeOf(c)).toList();
    }
}
