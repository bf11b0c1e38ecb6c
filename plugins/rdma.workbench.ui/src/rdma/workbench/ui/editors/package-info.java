/**
 * The tree editors of model files and what every model editor shares: the scenario editor (tree and lanes, one
 * selection and one undo stack), the topology tree until the diagram takes over, saving that writes whole files and
 * validates, reloading when the file changes on disk, and a page for a file that cannot be loaded.
 */
package rdma.workbench.ui.editors;
