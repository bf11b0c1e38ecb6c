/**
 * The Fabric Charts view: congestion over simulated time (QP rates and windows, queue depths with Kmin and Kmax, ECN
 * marks, CNPs, pauses) from one pass over a run's events, thinned to the plot's pixel columns.
 */
package rdma.workbench.debug.ui.charts;
