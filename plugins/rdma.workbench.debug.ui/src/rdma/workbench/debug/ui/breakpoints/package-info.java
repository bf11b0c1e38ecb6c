/**
 * The dialogs of RDMA breakpoints: what a new event breakpoint waits for, and the Breakpoint Properties page of either
 * kind.
 */
package rdma.workbench.debug.ui.breakpoints;
