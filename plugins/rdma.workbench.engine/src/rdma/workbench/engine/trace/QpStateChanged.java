package rdma.workbench.engine.trace;

import rdma.workbench.engine.verbs.QpState;

/** A QP moved from one state to another: by ibv_modify_qp, or by the transport on an error ({@code reason}). */
public record QpStateChanged(Stamp stamp, String node, String device, int qpn, QpState from, QpState to, String reason) implements TraceEvent {

    @Override
    public String summary() {
        return from + " -> " + to + (reason.isEmpty() ? "" : " (" + reason + ")");
    }
}
