/**
 * The scenario editor's Generate actions and their dialogs: each asks what to make, runs a {@code
 * rdma.workbench.model.authoring} generator as one undoable command, and says why when it cannot apply.
 */
package rdma.workbench.ui.authoring;
