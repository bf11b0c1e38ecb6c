/**
 * The Packet Ladder view: a sequence chart of a run's frames, a lane per host (or QP, or switch), laid out by SWT-free
 * geometry and drawn on screen, into a PNG or as SVG.
 */
package rdma.workbench.debug.ui.ladder;
