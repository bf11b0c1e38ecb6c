/**
 * Quick fixes in the workbench — the Problems view's resolutions and Ctrl+1 in the editors — each applying one {@code
 * rdma.workbench.model.repair} fix as one undoable command and validating again.
 */
package rdma.workbench.ui.repair;
