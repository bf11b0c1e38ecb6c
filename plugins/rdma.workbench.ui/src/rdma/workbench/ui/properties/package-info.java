/**
 * The Properties view over EMF.Edit: property sources, cell editors that fit each feature's type, references offering
 * only their legal values, and the parts a diagram does not draw shown in categories; every edit is an undoable command
 * on the editing domain's stack.
 */
package rdma.workbench.ui.properties;
