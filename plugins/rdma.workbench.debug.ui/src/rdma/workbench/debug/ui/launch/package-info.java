/**
 * The launch UI of "RDMA Scenario": Run As and Debug As shortcuts, the configuration's tabs, and the learner sessions
 * that lessons, the Welcome page and challenges start.
 */
package rdma.workbench.debug.ui.launch;
