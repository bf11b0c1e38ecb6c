/**
 * The scenario editor's lanes page: the programs side by side with the Syncs of one barrier on one row, drawn,
 * hit-tested, and a drop target for dragged steps.
 */
package rdma.workbench.ui.lanes;
