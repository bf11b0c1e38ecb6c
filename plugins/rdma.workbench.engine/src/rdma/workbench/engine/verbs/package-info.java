/**
 * The verbs objects with ibv_* semantics — device, context, PD, MR over a host's memory, CQ, SRQ, AH and QP with the
 * ibv_modify_qp table — whose calls fail with the errno and reason libibverbs and the kernel give, never by throwing
 * for a user's mistake.
 */
package rdma.workbench.engine.verbs;
