/**
 * The RDMA perspective and what every editor and view of the workbench shares: the F1 help context ids, and tooltips
 * broken into lines for SWT and Draw2d and taken down when a dialog opens over them.
 */
package rdma.workbench.ui;
