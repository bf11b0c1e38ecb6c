package rdma.workbench.debug.explain;

import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.verbs.WorkCompletion;

/** What a work completion's status means, and why it came. */
final class CompletionExplanations {

    private CompletionExplanations() {
    }

    static Explanation of(CompletionQueued c) {
        WorkCompletion wc = c.wc();
        String head = "A completion for wr_id " + wc.wrId() + " on CQ " + c.cq() + (wc.opcode() == null ? "" : " (" + wc.opcode() + ")")
                + ", status " + wc.status() + (c.why() == null || c.why().isBlank() ? "" : ": " + c.why()) + ". ";
        if (c.lost()) {
            return new Explanation(head + "The CQ was full, so the completion is lost: IBV_EVENT_CQ_ERR is raised and the QP goes to the error "
                    + "state. Size CQs for every completion that can be outstanding.", "IBTA 11.4.2.1 (CQ overrun); rxe RESPST_ERR_CQ_OVERFLOW");
        }
        String why = switch (wc.status()) {
            case SUCCESS -> "It succeeded: for a send, the responder acknowledged it; for a receive, the message is in the buffer (byte_len "
                    + wc.byteLen() + ").";
            case LOC_LEN_ERR -> "Local length error: the message does not fit the receive buffer, or a send is longer than the QP allows.";
            case LOC_QP_OP_ERR -> "Local QP operation error: the work request is not valid for this QP (its type or state).";
            case LOC_PROT_ERR -> "Local protection error: an SGE's lkey, range or access does not allow the access (a receive buffer without "
                    + "LOCAL_WRITE, say).";
            case WR_FLUSH_ERR -> "Flushed: the QP went to the error state while the work request was outstanding, so it completes with an error "
                    + "without being carried out. Only wr_id, status and qp_num are valid. Look for the first error before it.";
            case REM_INV_REQ_ERR -> "The responder refused the request as invalid (an invalid-request NAK): an operation its QP does not allow, "
                    + "or a message longer than its receive buffer.";
            case REM_ACCESS_ERR -> "The responder's access check refused it (a remote-access NAK): a wrong R_Key, a range outside the memory "
                    + "region, or a region registered without the remote access the operation needs.";
            case REM_OP_ERR -> "The responder could not carry it out (a remote operational error NAK).";
            case RETRY_EXC_ERR -> "Transport retries exhausted: retry_cnt local ACK timeouts or sequence NAKs in a row without progress. The peer "
                    + "is unreachable, or every copy was lost.";
            case RNR_RETRY_EXC_ERR -> "RNR retries exhausted: the responder answered with receiver-not-ready NAKs rnr_retry times. The peer did "
                    + "not post receives in time.";
            default -> "An error completion (" + wc.status() + ").";
        };
        return new Explanation(head + why + (wc.status().name().equals("SUCCESS") ? "" : " An error completion moves the QP to the error state."),
                "ibv_poll_cq(3) (enum ibv_wc_status); IBTA 11.6.2");
    }
}
