/**
 * Problem markers for validation diagnostics, each naming its object by URI fragment so that opening it selects the
 * object, and the interface of an editor that validates its model and writes them.
 */
package rdma.workbench.ui.validation;
