/**
 * Window > Preferences > RDMA: what new launch configurations and the packet views start with, the Animation view's
 * speeds among them.
 */
package rdma.workbench.debug.ui.preferences;
