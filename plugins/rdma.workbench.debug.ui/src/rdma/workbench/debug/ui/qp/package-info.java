/**
 * The QP view: one QP's ibv_modify_qp state machine with the transitions it took, and its requester, completer and
 * responder states, PSNs, counters, timers and queues, following the QP selected in the other packet views.
 */
package rdma.workbench.debug.ui.qp;
