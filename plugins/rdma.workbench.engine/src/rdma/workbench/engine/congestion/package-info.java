/**
 * Congestion control at the reaction point, one strategy object per QP — DCQCN, HPCC, or none (line rate) — with its
 * parameters and its state saved for step back; the requester asks it when each packet may leave (the CNP-answering
 * notification point is in transport).
 */
package rdma.workbench.engine.congestion;
