/**
 * The plumbing the packet views share: the run a window's views show ({@code RunFeed}, records built off the UI
 * thread), the selection they publish to each other ({@code RunPoint}), and their common frame colours, tooltips, icons
 * and widgets; a view never sees the live engine.
 */
package rdma.workbench.debug.ui.run;
