package rdma.workbench.engine.live;

/**
 * The numbers of the conversation with the verbs library, as its native/src/protocol.h declares
 * them (a test holds the two equal), and the values of libibverbs' enums and flags the messages
 * carry (infiniband/verbs.h of rdma-core).
 */
final class LiveProtocol {

    static final int VERSION = 1;
    /** Length, type, status, tag. */
    static final int HEADER = 12;
    static final int MAX_MESSAGE = 64 << 20;
    static final int REPLY = 0x8000;
    static final int FABRIC_TAG = 0x80000000;

    static final int HELLO = 1;
    static final int OPEN = 2;
    static final int CLOSE = 3;
    static final int ALLOC_PD = 4;
    static final int DEALLOC_PD = 5;
    static final int REG_MR = 6;
    static final int DEREG_MR = 7;
    static final int CREATE_CQ = 8;
    static final int DESTROY_CQ = 9;
    static final int REQ_NOTIFY = 10;
    static final int CREATE_QP = 11;
    static final int MODIFY_QP = 12;
    static final int QUERY_QP = 13;
    static final int DESTROY_QP = 14;
    static final int CREATE_SRQ = 15;
    static final int MODIFY_SRQ = 16;
    static final int QUERY_SRQ = 17;
    static final int DESTROY_SRQ = 18;
    static final int CREATE_AH = 19;
    static final int DESTROY_AH = 20;
    static final int POST_SEND = 21;
    static final int POST_RECV = 22;
    static final int POST_SRQ_RECV = 23;
    static final int POLL_CQ = 24;
    static final int WAIT = 25;
    static final int RESIZE_CQ = 26;
    static final int PROVE_ASK = 27;
    static final int PROVE = 28;
    static final int MEM_READ = 64;
    static final int MEM_WRITE = 65;
    static final int CQ_EVENT = 96;
    static final int ASYNC_EVENT = 97;
    static final int LOG = 98;
    static final int STOP = 120;

    /** The verb a request carries out, as a program's user knows it. */
    static String verb(int type) {
        return switch (type) {
            case HELLO -> "ibv_get_device_list";
            case OPEN -> "ibv_open_device";
            case CLOSE -> "ibv_close_device";
            case ALLOC_PD -> "ibv_alloc_pd";
            case DEALLOC_PD -> "ibv_dealloc_pd";
            case REG_MR -> "ibv_reg_mr";
            case DEREG_MR -> "ibv_dereg_mr";
            case CREATE_CQ -> "ibv_create_cq";
            case DESTROY_CQ -> "ibv_destroy_cq";
            case REQ_NOTIFY -> "ibv_req_notify_cq";
            case CREATE_QP -> "ibv_create_qp";
            case MODIFY_QP -> "ibv_modify_qp";
            case QUERY_QP -> "ibv_query_qp";
            case DESTROY_QP -> "ibv_destroy_qp";
            case CREATE_SRQ -> "ibv_create_srq";
            case MODIFY_SRQ -> "ibv_modify_srq";
            case QUERY_SRQ -> "ibv_query_srq";
            case DESTROY_SRQ -> "ibv_destroy_srq";
            case CREATE_AH -> "ibv_create_ah";
            case DESTROY_AH -> "ibv_destroy_ah";
            case POST_SEND -> "ibv_post_send";
            case POST_RECV -> "ibv_post_recv";
            case POST_SRQ_RECV -> "ibv_post_srq_recv";
            case POLL_CQ -> "ibv_poll_cq";
            case WAIT -> "ibv_get_cq_event";
            case RESIZE_CQ -> "ibv_resize_cq";
            case PROVE_ASK, PROVE -> "ibv_get_device_list";
            default -> "request " + type;
        };
    }

    /** enum ibv_qp_type. */
    static final int QPT_RC = 2;
    static final int QPT_UC = 3;
    static final int QPT_UD = 4;

    /** enum ibv_wr_opcode, in the engine's WrOpcode order: RDMA_WRITE 0, RDMA_WRITE_WITH_IMM 1, SEND 2, SEND_WITH_IMM 3, RDMA_READ 4, ... */
    static final int WR_SEND_WITH_INV = 9;

    /** enum ibv_wc_opcode of a receive (RECV 128, RECV_RDMA_WITH_IMM 129; a send's are the engine's WcOpcode ordinals). */
    static final int WC_RECV = 128;

    /** enum ibv_access_flags. */
    static final int ACCESS_LOCAL_WRITE = 1;
    static final int ACCESS_REMOTE_WRITE = 2;
    static final int ACCESS_REMOTE_READ = 4;
    static final int ACCESS_REMOTE_ATOMIC = 8;

    /** enum ibv_send_flags. */
    static final int SEND_FENCE = 1;
    static final int SEND_SIGNALED = 2;
    static final int SEND_SOLICITED = 4;
    static final int SEND_INLINE = 8;

    /** enum ibv_wc_flags. */
    static final int WC_GRH = 1;
    static final int WC_WITH_IMM = 2;

    /** enum ibv_srq_attr_mask. */
    static final int SRQ_MAX_WR = 1;
    static final int SRQ_LIMIT = 2;

    /** enum ibv_port_state, ibv_port_cap_flags, link layer, atomic capability, GID type. */
    static final int PORT_ACTIVE = 4;
    static final int PORT_PHYS_LINK_UP = 5;
    static final int LINK_LAYER_ETHERNET = 2;
    static final int ATOMIC_HCA = 1;
    static final int GID_TYPE_ROCE_V2 = 2;

    private LiveProtocol() {
    }
}
