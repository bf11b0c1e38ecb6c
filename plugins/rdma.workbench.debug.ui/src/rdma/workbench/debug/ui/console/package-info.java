/** Console links from each trace line of a scenario run to the step it belongs to. */
package rdma.workbench.debug.ui.console;
