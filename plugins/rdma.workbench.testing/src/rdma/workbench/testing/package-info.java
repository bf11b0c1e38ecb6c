/**
 * Test support shared by the test fragments: the example scenarios loaded from the source tree, and the reading of a
 * bundle's sources that the boundary tests hold to ARCHITECTURE.md's rules; not part of the product, and no production
 * bundle may depend on it.
 */
package rdma.workbench.testing;
