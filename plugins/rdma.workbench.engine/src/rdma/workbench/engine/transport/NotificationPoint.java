package rdma.workbench.engine.transport;

import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.wire.Ecn;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.RoceFrame;

/**
 * A NIC as DCQCN's notification point (Zhu et al., SIGCOMM 2015, section 3.2): a frame that
 * arrives CE-marked for one of its QPs is answered with a CNP to the QP that sent it, at most one
 * per flow in each interval (the paper's N = 50 us; mlx5's np_min_time_between_cnps). A flow is
 * the local QP, the sender's address and the sender's QP: for RC and UC the QP's dest_qp_num,
 * for UD the DETH's source QP.
 */
final class NotificationPoint {

    /** One sender's traffic into one local QP. */
    private record Flow(int qpn, String source, int remoteQpn) {
    }

    private final long intervalNanos;
    /** When each flow was last sent a CNP. */
    private Map<Flow, Long> lastCnp = new HashMap<>();

    NotificationPoint(long intervalNanos) {
        this.intervalNanos = intervalNanos;
    }

    /** The QP a CNP goes to for {@code frame}, which reached {@code t} at {@code now}; -1 when none goes (not marked, or one went within the interval). */
    int cnpFor(RoceFrame frame, QpTransport t, long now) {
        if (ecn(frame.ip()) != Ecn.CE) {
            return -1;
        }
        int remoteQpn = t.qp().type() == QpType.UD ? frame.packet().deth().srcQp() : t.qp().attributes().destQpn;
        Flow flow = new Flow(t.qp().qpn(), HexFormat.of().formatHex(frame.ip().src()), remoteQpn);
        Long last = lastCnp.get(flow);
        if (last != null && now - last < intervalNanos) {
            return -1;
        }
        lastCnp.put(flow, now);
        return remoteQpn;
    }

    private static int ecn(IpHeader ip) {
        return switch (ip) {
            case IpHeader.V4 v4 -> v4.tos() & 0b11;
            case IpHeader.V6 v6 -> v6.trafficClass() & 0b11;
        };
    }

    Object save() {
        return new HashMap<>(lastCnp);
    }

    @SuppressWarnings("unchecked")
    void restore(Object saved) {
        lastCnp = new HashMap<>((Map<Flow, Long>) saved);
    }
}
