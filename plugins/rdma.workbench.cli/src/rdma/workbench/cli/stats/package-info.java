/**
 * The congestion statistics of {@code rdmawb run --stats DIR}: switch queue depths, reaction points' rates, ECN marks,
 * CNPs and pause states as RFC 4180 CSV tables, written while the run goes.
 */
package rdma.workbench.cli.stats;
