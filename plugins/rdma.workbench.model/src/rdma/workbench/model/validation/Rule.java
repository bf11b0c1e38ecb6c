package rdma.workbench.model.validation;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Every rule the validators enforce. The code is the diagnostic's code and never changes once
 * given (problem markers and scripts keep it); a new rule takes the next free number. The source
 * says where the rule comes from: an IBTA section, a libibverbs man page, a kernel function, or
 * a limit of this project's engine.
 */
public enum Rule {
    // topology
    DUPLICATE_NAME(1, "file format: references name their target (EMF eKeys), so a name must be unique among its siblings"),
    LINK_TO_ITSELF(2, "cabling: a cable joins two different ports"),
    ENDPOINT_IN_TWO_LINKS(3, "cabling: a port takes one cable"),
    LINK_PARAMETER(4, "engine limit: link bandwidth in (0, 1600] Gbit/s, delay in [0, 1 s], fault rates in [0, 1]"),
    PROTOCOL_MISMATCH(5, "erdma: iWARP (RFC 5040 over TCP) and RoCEv2 (IBTA Annex A17, UDP port 4791) are different wire protocols"),
    PORT_MTU_TOO_SMALL(6, "include/rdma/ib_addr.h iboe_get_mtu: the RoCE MTU is the largest IB MTU that fits the netdev MTU with the headers"),
    GID_ADDRESS(7, "IBTA Annex A17: a RoCEv2 GID is an IPv6 address, an IPv4 one written as ::ffff:a.b.c.d"),
    GID_INDEX(8, "ibv_query_gid(3): one GID per index of the port's GID table"),
    GID_TABLE_FULL(9, "ibv_query_port(3): gid_tbl_len"),
    ERDMA_GID_TYPE(10, "erdma driver: in RoCEv2 mode the GID table holds RoCE v2 GIDs only"),
    // scenario
    PROGRAM_HOST(11, "a process runs on one host, in one of that host's network namespaces"),
    PROGRAM_DEVICE(12, "ibv_open_device(3): a process opens an RDMA device of its own host"),
    FOREIGN_OBJECT(13, "libibverbs: verbs handles belong to the process that created them"),
    USE_BEFORE_CREATE(14, "libibverbs: a handle exists only once the verb that returns it has run"),
    ERDMA_ROCE_NO_UC(15, "erdma driver: no UC QPs in RoCEv2 mode"),
    ERDMA_ROCE_NO_SRQ(16, "erdma driver: no shared receive queues in RoCEv2 mode"),
    ERDMA_IWARP_RC_ONLY(17, "iWARP (RFC 5040): reliable connected queue pairs only"),
    PEER_PROTOCOL(18, "erdma: iWARP (RFC 5040 over TCP) and RoCEv2 (IBTA Annex A17, UDP port 4791) are different wire protocols"),
    REMOTE_ACCESS_NEEDS_LOCAL_WRITE(19, "ibv_reg_mr(3): REMOTE_WRITE or REMOTE_ATOMIC without LOCAL_WRITE is EINVAL"),
    PATH_MTU(20, "rxe_qp_chk_attr: path_mtu at most the port's MTU"),
    UD_NAMESPACE_GID(21, "Linux RoCE: a GID belongs to the network namespace of its netdev"),
    GID_INDEX_MISSING(22, "ibv_create_ah(3): sgid_index and port_num name an existing GID table entry"),
    CGROUP_LIMIT(23, "Linux rdma cgroup: rdma.max hca_handle and hca_object"),
    DEVICE_LIMIT(24, "ibv_query_device(3): the device's limits (max_qp, max_cqe, max_mr_size, ...)"),
    REMOTE_MR_MISSING(25, "IBTA: an RDMA or atomic request carries the remote address and R_Key (RETH, AtomicETH)"),
    REMOTE_MR_NOT_PEER(26, "rxe check_rkey: the R_Key must name a memory region of the responder"),
    QP_NOT_CONNECTED(27, "ibv_modify_qp(3): a connected QP sends to the dest_qp_num set at INIT to RTR"),
    OPCODE_FOR_QP_TYPE(28, "ibv_post_send(3): the opcodes each transport (RC, UC, UD) supports"),
    UD_DESTINATION(29, "ibv_post_send(3): a UD work request names ah, remote_qpn and remote_qkey"),
    SGE_BOUNDS(30, "rxe copy_data: an SGE must lie inside its memory region"),
    SYNC_PARTNER(31, "out-of-band exchange: every Sync needs the other programs at the same barrier"),
    RECV_TARGET(32, "ibv_post_recv(3) or ibv_post_srq_recv(3): a receive goes to a QP or an SRQ"),
    FIELD_RANGE(33, "libibverbs types (struct ibv_qp_attr, ibv_qp_cap, ibv_ah_attr, ...) and IBTA field widths"),
    CQ_SIZE(34, "ibv_create_cq(3), rxe_cq_chk_attr: cqe at least 1"),
    TIME_RANGE(35, "engine limit: a wait or delay is between 0 and 1 hour of simulated time"),
    HEX_DATA(36, "file format: HEX data is two hex digits per byte"),
    DATA_BEYOND_MR(37, "engine: initial and checked bytes lie inside the memory region"),
    USE_AFTER_DESTROY(38, "libibverbs: a destroyed object's handle is freed; uverbs refuses a stale handle with EINVAL"),
    DESTROY_IN_USE(39, "uverbs ib_destroy_usecnt: destroying a PD, CQ or SRQ that is still in use returns EBUSY"),
    QUERY_DEST_QP(40, "ibv_query_qp(3): dest_qp_num is the QP set at INIT to RTR"),
    ASYNC_EVENT_OBJECT(41, "ibv_get_async_event(3): each event type concerns a QP, a CQ, an SRQ, or the port and device"),
    USE_OF_FAILED_CREATE(42, "libibverbs: a create verb that fails returns NULL and sets errno; there is no object to pass on"),
    // 43 was PFC_NOT_SIMULATED, retired when the engine learned IEEE 802.1Qbb PFC: see RETIRED_CODES
    CONGESTION_CONTROL_NOT_SIMULATED(44, "engine limit: ERDMA's newreno, cubic, hpcc_rtt and hpcc_ecn run in the device's firmware and have no public "
            + "definition; the engine simulates hpcc_int as HPCC (Li et al., SIGCOMM 2019)"),
    DCQCN_PARAMETER(45, "DCQCN (Zhu et al., SIGCOMM 2015) section 3.3: the gain g lies between 0 and 1, rate increases are 0 or more, "
            + "the minimum rate is more than 0"),
    HPCC_PARAMETER(46, "HPCC (Li et al., SIGCOMM 2019) section 3.3: the target utilization \u03b7 is more than 0 and at most 1"),
    PORT_MAC(47, "IEEE 802: a MAC address is six bytes, written as six colon-separated pairs of hex digits"),
    REMOTE_ACCESS(48, "IBTA 9.7.5.1.4 and 10.6.3, rxe check_rkey: the responder checks the QP's access flags, an atomic's alignment, "
            + "and the R_Key's region: its protection domain, its bounds and the access it was registered with"),
    LOCAL_ACCESS(49, "IBTA 10.6.3, rxe copy_data: an SGE's L_Key must be of the QP's protection domain, and grant LOCAL_WRITE where the NIC writes"),
    ECN_PROFILE(50, "DCQCN (Zhu et al., SIGCOMM 2015) section 3.1, switches' WRED/ECN profiles: 0 <= Kmin <= Kmax, Pmax between 0 and 1, "
            + "one rule per priority's queues"),
    REPEAT_OVERRUNS_CQ(51, "ibv_create_cq(3), ibv_get_async_event(3) IBV_EVENT_CQ_ERR: a CQ holds cqe completions until they are polled, "
            + "and a repeating PostSend polls none");

    /** Codes of rules that no longer exist: old markers may still carry them, so no new rule takes them. */
    public static final Set<Integer> RETIRED_CODES = Set.of(43);

    private static final Map<Integer, Rule> BY_CODE = new HashMap<>();

    static {
        for (Rule r : values()) {
            BY_CODE.putIfAbsent(r.code, r);
        }
    }

    private final int code;
    private final String source;

    Rule(int code, String source) {
        this.code = code;
        this.source = source;
    }

    /** The diagnostic code: stable, never reused. */
    public int code() {
        return code;
    }

    /** Where the rule comes from, in a few words. */
    public String source() {
        return source;
    }

    public static Rule ofCode(int code) {
        return BY_CODE.get(code);
    }
}
