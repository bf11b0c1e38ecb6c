/**
 * Quick fixes as plain EMF: for each validation rule, the fixes that make the model follow it, or why none can be made
 * without a choice only the user can make; each fix removes its one problem and no other, and the UI runs it as one
 * undoable command.
 */
package rdma.workbench.model.repair;
