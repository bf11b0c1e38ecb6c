/**
 * The launch UI of "RDMA Scenario": Run As and Debug As shortcuts, the configuration's tabs, the learner sessions that
 * lessons, the Welcome page and challenges start, and each new debug session selected in the Debug view.
 */
package rdma.workbench.debug.ui.launch;
