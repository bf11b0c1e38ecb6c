package rdma.workbench.debug.explain;

import rdma.workbench.engine.trace.AsyncEventRaised;

/** What an asynchronous event means (ibv_get_async_event). */
final class AsyncExplanations {

    private AsyncExplanations() {
    }

    static Explanation of(AsyncEventRaised a) {
        String head = "Asynchronous event IBV_EVENT_" + a.event() + " on " + a.object() + (a.why() == null || a.why().isBlank() ? "" : ": " + a.why())
                + ". ";
        String why = switch (a.event()) {
            case CQ_ERR -> "A completion queue overran: a completion was lost and the CQ can no longer be trusted.";
            case QP_FATAL -> "The QP hit an error that is not tied to a work request; it is in the error state.";
            case QP_REQ_ERR -> "The QP received an invalid request it could not report in a completion; it is in the error state.";
            case QP_ACCESS_ERR -> "The QP's access check failed on a request it could not report in a completion; it is in the error state.";
            case COMM_EST -> "The first packet arrived on a QP in RTR: communication is established.";
            case SQ_DRAINED -> "The send queue of a QP in SQD has drained.";
            case SRQ_LIMIT_REACHED -> "The shared receive queue fell below its limit: post more receives.";
            case QP_LAST_WQE_REACHED -> "A QP attached to an SRQ will take no more receive WQEs from it.";
            default -> "An event of the device or port.";
        };
        return new Explanation(head + why, "ibv_get_async_event(3); IBTA 11.6.3");
    }
}
