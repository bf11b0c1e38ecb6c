/**
 * The rules real RDMA stacks enforce, as the EMF validator of topologies and scenarios: every rule a numbered {@code
 * Rule} whose code never changes and whose source is named (an IBTA section, a man page, a kernel function), reported
 * on the object it is about in words a student understands.
 */
package rdma.workbench.model.validation;
