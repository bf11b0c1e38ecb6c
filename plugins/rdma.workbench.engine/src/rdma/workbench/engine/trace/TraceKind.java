package rdma.workbench.engine.trace;

/** What a trace entry records. */
public enum TraceKind {
    VERB,
    QP_STATE,
    PACKET_SENT,
    PACKET_RECEIVED,
    PACKET_DROPPED,
    COMPLETION,
    PROGRAM,
    FAULT,
    TRANSPORT,
    ERROR
}
