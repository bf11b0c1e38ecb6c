package rdma.workbench.engine.congestion;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.Trace;

/**
 * The QP a {@link RateControl} paces, as the algorithm sees it: the simulation its timers run in,
 * the trace its rate changes go to, who the QP is, and the line rate of the port it sends from.
 *
 * @param lineGbps the rate of the link on the NIC's port: the most a QP can send and where pacing stops
 */
public record ReactionPoint(Simulation simulation, Trace trace, String node, String device, int qpn, double lineGbps) {

    /** Reports a new rate (and window, alpha, utilization: -1 or NaN when the algorithm has none) and what caused it. */
    public void rateChanged(String algorithm, double rateGbps, double targetGbps, long windowBytes, double alpha, double utilization, String why) {
        if (trace.on()) {
            trace.add(new RateChanged(trace.stamp(), node, device, qpn, algorithm, rateGbps, targetGbps, windowBytes, alpha, utilization, why));
        }
    }
}
