package rdma.workbench.engine.trace;

/**
 * One thing that happened: when, where (host, and QP number or -1), what kind, what in words,
 * and why (the cause, e.g. the packet or timer that led to it; may be empty). {@code detail} carries
 * the object involved (a frame's bytes, a completion) for views that show more.
 */
public record TraceEvent(long time, String host, int qpn, TraceKind kind, String text, String cause, Object detail) {
}
