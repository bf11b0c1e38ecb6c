package rdma.workbench.model.validation;

/** Every rule the validators enforce; the code is the diagnostic's code. */
public enum Rule {
    // topology
    DUPLICATE_NAME,
    LINK_TO_ITSELF,
    ENDPOINT_IN_TWO_LINKS,
    LINK_PARAMETER,
    PROTOCOL_MISMATCH,
    PORT_MTU_TOO_SMALL,
    GID_ADDRESS,
    GID_INDEX,
    GID_TABLE_FULL,
    ERDMA_GID_TYPE,
    // scenario
    PROGRAM_HOST,
    PROGRAM_DEVICE,
    FOREIGN_OBJECT,
    USE_BEFORE_CREATE,
    ERDMA_ROCE_NO_UC,
    ERDMA_ROCE_NO_SRQ,
    ERDMA_IWARP_RC_ONLY,
    PEER_PROTOCOL,
    REMOTE_ACCESS_NEEDS_LOCAL_WRITE,
    PATH_MTU,
    UD_NAMESPACE_GID,
    GID_INDEX_MISSING,
    CGROUP_LIMIT,
    DEVICE_LIMIT,
    REMOTE_MR_MISSING,
    REMOTE_MR_NOT_PEER,
    QP_NOT_CONNECTED,
    OPCODE_FOR_QP_TYPE,
    UD_DESTINATION,
    SGE_BOUNDS,
    SYNC_PARTNER,
    RECV_TARGET;

    public int code() {
        return ordinal() + 1;
    }

    public static Rule ofCode(int code) {
        return code >= 1 && code <= values().length ? values()[code - 1] : null;
    }
}
