/**
 * The RDMA Debug perspective, and the prompt that offers to restart a session whose scenario was saved with changes.
 */
package rdma.workbench.debug.ui;
