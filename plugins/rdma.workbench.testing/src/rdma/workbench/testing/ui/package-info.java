/**
 * Test support for the UI test fragments: driving a wizard dialog as a user would (finding fields by their labels,
 * typing, pressing its buttons); only the UI fragments use it, so its workbench requirement is optional.
 */
package rdma.workbench.testing.ui;
