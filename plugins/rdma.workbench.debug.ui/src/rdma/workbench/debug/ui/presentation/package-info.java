/**
 * How RDMA debug elements look in the Debug, Variables and Breakpoints views, and how the scenario editor shows the
 * current step.
 */
package rdma.workbench.debug.ui.presentation;
