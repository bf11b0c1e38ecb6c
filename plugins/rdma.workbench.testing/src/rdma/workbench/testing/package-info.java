/**
 * Test support shared by the test fragments (today the example scenarios, loaded from the source tree); not part of the
 * product, and no production bundle may depend on it.
 */
package rdma.workbench.testing;
