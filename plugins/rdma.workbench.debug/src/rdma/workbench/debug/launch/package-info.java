/**
 * The "RDMA Scenario" launch: its settings, the saved scenario read and refused as {@code rdmawb run} refuses it, a run
 * in a job (run mode) or a debug target (debug mode), and what a run leaves — captures, PASS/FAIL results and markers,
 * the polled completions Expect What Happened uses. And the "RDMA Programs" launch: a topology as a live fabric in the
 * workbench, real programs started on its hosts with the verbs library, their recording written as a scenario.
 */
package rdma.workbench.debug.launch;
