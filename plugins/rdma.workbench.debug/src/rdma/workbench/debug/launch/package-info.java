/**
 * The "RDMA Scenario" launch: its settings, the saved scenario read and refused as {@code rdmawb run} refuses it, a run
 * in a job (run mode) or a debug target (debug mode), and what a run leaves — captures, PASS/FAIL results and markers,
 * the polled completions Expect What Happened uses.
 */
package rdma.workbench.debug.launch;
